/**
 * Texts of the author history dialog (docs/decisions/0181-author-history.md): opened from the
 * author's name on a card; administrators also add the two author rules from it.
 */
import type { AuthorOutcome, AuthorRuleKind } from './author-history';

const plural = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

export const AUTHOR_HISTORY_TEXTS = {
  /** The name on the card, as a button. */
  openLabel: (username: string): string => `History of ${username}`,
  title: (username: string): string => `History of ${username}`,
  loading: 'Loading the author’s history',
  loadFailed: 'The history could not be loaded.',
  retry: 'Try again',
  emptyTitle: 'No items yet',
  emptyBody: 'No item by this author is on a domain you moderate.',
  items: (count: number): string => plural(count, 'item', 'items'),
  totalLabel: 'Items',
  firstSeen: 'First seen',
  lastSeen: 'Last seen',
  outcomesTitle: 'Outcomes',
  outcomesChartLabel: 'Outcomes of the author’s items',
  outcomeLabels: {
    clean: 'Clean',
    approved: 'Approved',
    waiting: 'Waiting for review',
    auto_unpublished: 'Unpublished automatically',
    manually_unpublished: 'Unpublished by a moderator',
  } satisfies Record<AuthorOutcome, string>,
  domainsTitle: 'By domain',
  domainsTableLabel: 'The author’s items by domain',
  columnDomain: 'Domain',
  columnItems: 'Items',
  columnUnpublished: 'Unpublished',
  columnLastSeen: 'Last seen',
  columnRule: 'Rule',
  columnActions: 'Actions',
  deletedDomain: (domain: string): string => `${domain} (deleted)`,
  ruleLabels: {
    trust: 'Trusted',
    review: 'Always reviewed',
  } satisfies Record<AuthorRuleKind, string>,
  noRule: 'None',
  recentTitle: 'Latest items',
  recentListLabel: 'The author’s latest items',
  mediaItem: (contentType: string): string => `(${contentType})`,
  close: 'Close',
  // The two actions (administrators), each confirmed first.
  trustAction: 'Trust on this site',
  trustActionLabel: (username: string, domain: string): string => `Trust ${username} on ${domain}`,
  reviewAction: 'Send new items to review',
  reviewActionLabel: (username: string, domain: string): string =>
    `Send new items by ${username} on ${domain} to review`,
  trustConfirmTitle: 'Trust this author?',
  trustConfirmBody: (username: string, domain: string): string =>
    `New items by ${username} on ${domain} will be clean without scanning, unless a rule sends them to review.`,
  trustConfirm: 'Trust',
  reviewConfirmTitle: 'Send this author’s new items to review?',
  reviewConfirmBody: (username: string, domain: string): string =>
    `Every new item by ${username} on ${domain} will wait for a moderator, even when trusted. A block rule or scores that unpublish still unpublish.`,
  reviewConfirm: 'Send to review',
  cancel: 'Cancel',
  trusted: (username: string, domain: string): string => `${username} is now trusted on ${domain}.`,
  sentToReview: (username: string, domain: string): string =>
    `New items by ${username} on ${domain} now go to review.`,
} as const;
