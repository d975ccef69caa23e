/**
 * Texts of bulk review (docs/decisions/0178-bulk-review.md): the request's validation, the
 * summary of what became of each id (built from the per-id results, so the console can sum
 * several requests the same way), and the Moderation screen's selection.
 */

type Decision = 'unpublish' | 'approve';
type Delivery = 'delivered' | 'retrying' | 'no-plugin';

/** What the summary reads of one id's result. */
export interface BulkSummaryEntry {
  outcome: 'decided' | 'already-decided' | 'not-found' | 'not-decidable' | 'failed';
  decided_by: string | null;
  delivery: Delivery | null;
}

const DONE: Readonly<Record<Decision, string>> = {
  unpublish: 'unpublished',
  approve: 'approved',
};

const countBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

export const BULK_REVIEW_MESSAGES = {
  noIds: 'Choose at least one item.',
  tooManyIds: (limit: number): string => `At most ${limit} items at a time.`,
  repeatedIds: 'Each item may be listed only once.',
  /** One id of several that a fault kept from being decided. */
  failedItem: 'This item could not be decided. Nothing changed for it; try it again.',
  /**
   * "41 unpublished, 2 already decided by Sam." — then what the sites have not been told yet.
   * Parts with nothing in them are left out.
   */
  summary(decision: Decision, results: readonly BulkSummaryEntry[]): string {
    const decided = results.filter((result) => result.outcome === 'decided');
    const parts = [`${decided.length} ${DONE[decision]}`];
    const others = countBy(
      results.filter((result) => result.outcome === 'already-decided'),
      (result) => result.decided_by ?? 'a former user',
    );
    for (const [name, n] of [...others].sort(([a], [b]) => a.localeCompare(b))) {
      parts.push(`${n} already decided by ${name}`);
    }
    const count = (outcome: BulkSummaryEntry['outcome']) =>
      results.filter((result) => result.outcome === outcome).length;
    if (count('not-found') > 0) parts.push(`${count('not-found')} not found`);
    if (count('not-decidable') > 0) parts.push(`${count('not-decidable')} not decidable`);
    if (count('failed') > 0) parts.push(`${count('failed')} failed (try them again)`);
    const sentences = [`${parts.join(', ')}.`];
    const deliveries = countBy(decided, (result) => result.delivery ?? 'delivered');
    const retrying = deliveries.get('retrying') ?? 0;
    if (retrying > 0) {
      sentences.push(
        `${retrying === 1 ? 'One site was' : `Sites of ${retrying} items were`} not reached yet; they are asked again until they answer.`,
      );
    }
    const byHand = deliveries.get('no-plugin') ?? 0;
    if (decision === 'unpublish' && byHand > 0) {
      sentences.push(
        `${byHand} ${byHand === 1 ? 'item has' : 'items have'} no plugin with a callback: take ${byHand === 1 ? 'it' : 'them'} down on the site by hand.`,
      );
    }
    return sentences.join(' ');
  },
} as const;

/**
 * The Moderation screen's marks and bulk actions. "Marked", not "selected": the queue already
 * calls the card the keyboard is on the selected one (j/k).
 */
export const BULK_REVIEW_TEXTS = {
  /** A card's checkbox (its accessible name; the box itself shows no text). */
  markItem: (username: string, domain: string): string =>
    `Mark the item by ${username} on ${domain}`,
  toolbarLabel: 'Marked items',
  markedCount: (n: number): string => `${n} marked`,
  markAllLoaded: 'Mark all loaded',
  clearMarks: 'Clear marks',
  unpublishMarked: 'Unpublish marked',
  approveMarked: 'Approve marked',
  confirmTitle: (decision: Decision, n: number): string =>
    `${decision === 'unpublish' ? 'Unpublish' : 'Approve'} ${n} ${n === 1 ? 'item' : 'items'}?`,
  confirmBody: {
    unpublish:
      'Each site is told to take its item down. Items someone else has decided are left as they are.',
    approve: 'The items stay on their sites. Items someone else has decided are left as they are.',
  } satisfies Record<Decision, string>,
  /** Beside the confirmation's list of domains. */
  domainsHeading: 'Domains',
  domainCount: (domain: string, n: number): string => `${domain}: ${n}`,
  confirmUnpublish: 'Unpublish all',
  confirmApprove: 'Approve all',
  /** While more than one request's worth of marked items is sent, a part at a time. */
  progress: (done: number, total: number): string => `Deciding… ${done} of ${total}`,
  failed: 'The decision could not be sent. Nothing more was changed; try again.',
} as const;
