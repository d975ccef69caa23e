/**
 * The texts of appeals (docs/decisions/0185-appeals.md): the plugin API's answers, the
 * console's Appeals view, and what the audit log and the transparency report say.
 */
import { APPEAL_WINDOW_MONTHS } from '../content-policy/statement-of-reasons';

/** An author's explanation: long enough to argue, short enough to read in the queue. */
export const APPEAL_TEXT_MAX = 5000;

export const APPEAL_MESSAGES = {
  received: 'Appeal received. A moderator who did not make the decision will review it.',
  textRequired: 'Explain why the decision should be reviewed.',
  textTooLong: `The explanation is longer than ${APPEAL_TEXT_MAX} characters.`,
  /** 409: the item stands published (never unpublished, or already reinstated). */
  notUnpublished: 'Only unpublished content can be appealed.',
  /** 409: one appeal per decision. */
  alreadyAppealed: 'This decision has already been appealed.',
  /** 409: the appeal window has passed. */
  windowClosed: (until: string) =>
    `Appeals of this decision closed on ${until} (${APPEAL_WINDOW_MONTHS} months after it).`,
  notFound: 'Appeal not found.',
  /** 409: decided already. */
  alreadyDecided: (outcome: string, by: string | null) =>
    `This appeal has already been ${outcome}${by ? ` by ${by}` : ''}.`,
  /** 409: the person who made the decision may not decide its appeal. */
  ownDecision:
    'You made the original decision; another moderator must decide the appeal. Administrators may override.',
  /** 409: the item changed (edited, rescanned) since the appeal; nothing stands to appeal. */
  lapsed: 'The item has changed since the appeal was made, so the decision no longer stands.',
  upheld: 'Appeal decided: the decision stands, and the site has been told.',
  upheldRetrying: 'Appeal decided: the decision stands. The site will be told when it answers.',
  reversed: 'Appeal decided: the item is published again, and the site has been told.',
  reversedRetrying:
    'Appeal decided: the item is published again. The site will be told when it answers.',
  decidedNoPlugin: 'Appeal decided. No plugin is connected to tell the site.',
} as const;

/** What the audit log says of an appeal. */
export const APPEAL_AUDIT_DETAILS = {
  received: 'The author appealed the decision',
  upheld: 'Appeal upheld: the decision stands',
  reversed: 'Appeal reversed: the item is published again',
  override: 'An administrator decided the appeal of their own decision',
} as const;

export const APPEAL_STATUSES = ['open', 'upheld', 'reversed', 'lapsed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_STATUS_LABELS: Readonly<Record<AppealStatus, string>> = {
  open: 'Waiting',
  upheld: 'Upheld',
  reversed: 'Reversed',
  lapsed: 'Lapsed',
};

export const APPEAL_STATUS_COLORS: Readonly<Record<AppealStatus, string>> = {
  open: 'orange',
  upheld: 'red',
  reversed: 'green',
  lapsed: 'gray',
};

export const APPEALS_SCREEN_TEXTS = {
  /** The Moderation screen's switch between the review queue and appeals. */
  viewLabel: 'Show',
  queueView: 'Review queue',
  appealsView: 'Appeals',
  appealsViewCount: (count: number) => `Appeals (${count})`,
  statusFilterLabel: 'Appeal status',
  allStatuses: 'All appeals',
  listLabel: 'Appeals',
  cardLabel: (author: string, domain: string) => `Appeal by ${author} on ${domain}`,
  actionLabel: (action: string, author: string) => `${action}: appeal by ${author}`,
  loadFailed: 'The appeals could not be loaded.',
  loadFailedHint: 'Check the connection and try again.',
  retry: 'Try again',
  loading: 'Loading appeals',
  emptyTitle: 'No appeals waiting',
  empty: 'When an author contests an unpublish, the appeal waits here for a second look.',
  emptyDecidedTitle: 'No appeals here',
  emptyDecided: 'No appeal has this status yet.',
  loadMore: 'Load older appeals',
  authorText: 'The author’s explanation',
  originalDecision: 'Original decision',
  statement: 'Statement of reasons',
  receivedAt: (when: string) => `Appealed ${when}`,
  decidedBy: (by: string) => `Decided by ${by}`,
  decidedByEngine: 'Decided automatically',
  decidedByYou: 'You made this decision: another moderator decides the appeal.',
  overrideLabel: 'Decide anyway as administrator (recorded in the audit log)',
  uphold: 'Uphold',
  reverse: 'Reverse and publish',
  upholdConfirmTitle: 'Uphold the decision?',
  upholdConfirmBody: 'The item stays unpublished and the author is told the decision stands.',
  reverseConfirmTitle: 'Reverse the decision?',
  reverseConfirmBody: 'The item is published again on the site and counts as approved.',
  outcome: (status: string, by: string | null, when: string) =>
    `${status}${by ? ` by ${by}` : ''} ${when}`,
  overridden: 'Administrator override',
} as const;

/** How often the Moderation screen refreshes the number of appeals waiting. */
export const APPEAL_COUNT_POLL_MS = 30_000;

/** The transparency report's complaint section (DSA Article 15(1)(d)). */
export const TRANSPARENCY_COMPLAINT_TEXTS = {
  heading: 'Complaints through the internal complaint-handling system',
  received: 'Complaints received',
  decided: 'Complaints decided',
  upheld: 'Decisions upheld',
  reversed: 'Decisions reversed',
  median: 'Median time to decide',
} as const;
