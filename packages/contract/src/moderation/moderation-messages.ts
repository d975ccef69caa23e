/**
 * What the review queue and moderators' decisions say (decisions 0100–0106). The spec names the actions
 * and the 409 "who decided, and what" (api-notes) but not the wording, so these texts are ours.
 */
import type { DecisionDelivery } from './moderation-decision';

/** The decision verbs, as a sentence names them ("unpublished by Ada"). */
const DECIDED_VERBS: Readonly<Record<string, string>> = {
  MANUALLY_UNPUBLISHED: 'unpublished',
  MANUALLY_IGNORED: 'approved',
};

export const MODERATION_MESSAGES = {
  /** The answer to an unpublish, by whether the site was told yet. */
  unpublished: {
    delivered: 'Unpublished. The site has been told to take the content down.',
    retrying: 'Unpublished. The site could not be reached yet; it is asked again until it answers.',
    'no-plugin':
      'Marked as unpublished. No plugin with a callback is connected: take the content down on the site by hand.',
  } satisfies Record<DecisionDelivery, string>,
  /** The answer to an approval (the content stays), by whether the site was told yet. */
  approved: {
    delivered: 'Approved. The content stays on the site.',
    retrying:
      'Approved. The content stays on the site; the site could not be reached yet and is told later.',
    'no-plugin': 'Approved. The content stays on the site.',
  } satisfies Record<DecisionDelivery, string>,
  /**
   * 409: someone decided first (or this user decided differently). `name` is null when the
   * user who decided no longer exists.
   */
  alreadyDecided: (status: string, name: string | null): string =>
    `This report was already ${DECIDED_VERBS[status] ?? 'decided'} by ${name ?? 'a former user'}.`,
  /** 409: a status no moderator's decision applies to (none today; a guard for new ones). */
  notDecidable: (status: string): string => `A report that is ${status} cannot be decided.`,
  /** 404: not this tenant's report, or not one of the domains this moderator may moderate. */
  notFound: 'Report not found.',
  /** 422: the unpublish body's scheme, domain, cms_meta or access_key is not the record's. */
  detailsMismatch: 'This does not match the report. Reload the queue and try again.',
  /** On each mismatching field of the 422. */
  fieldMismatch: 'Does not match the report',
  /** 422 on `cursor` / `changed_since`: not a cursor this server gave out. */
  invalidCursor: 'Not a cursor from an earlier answer',
} as const;

/**
 * `status_reason` of a report record: why its status is what it is, for people. Rule and
 * scanner reasons name the rule's pattern and the scanner's name.
 */
export const STATUS_REASON_TEXTS = {
  waiting: 'Waiting for the scan',
  scores: 'Scores',
  blockRule: (pattern: string): string => `Block rule: ${pattern}`,
  trustRule: (author: string): string => `Trusted author: ${author}`,
  /** A review rule (decision 0181) sent the author's item to a moderator. */
  reviewRule: (author: string): string => `Author always reviewed: ${author}`,
  /** A rule decided, and has been deleted since. */
  deletedRule: 'A rule (since deleted)',
  trustedAuthor: 'Trusted author',
  noCredits: 'Waiting for credits',
  scannerUnavailable: (scannerName: string): string => `${scannerName} scanner unavailable`,
  noScanner: 'No enabled scanner reads this content',
  contentUnreachable: 'The media could not be fetched',
  manual: 'Moderator decision',
  /** An appeal reversed the unpublish (decision 0185). */
  appeal: 'Published again after an appeal',
} as const;
