/**
 * Texts of the Moderation screen (spec §2 Moderation screen, decisions 0100–0106). The spec fixes the
 * actions (unpublish, approve, preview with a warning, each confirmed); the wording is ours
 * (docs/decisions/0103-moderation-screen.md).
 */
import type { DecisionDelivery } from './moderation/moderation-decision';
import type { ReportContentType } from './moderation/report-record';

/** Spec §3/§4 card state: how a card shows its content until the moderator opens it. */
export const CARD_STATES = ['hidden', 'inline'] as const;
export type CardState = (typeof CARD_STATES)[number];
/** Spec §4: "card state is read from storage and defaults to hidden". */
export const DEFAULT_CARD_STATE: CardState = 'hidden';

export const CARD_STATE_LABELS: Readonly<Record<CardState, string>> = {
  hidden: 'Hidden',
  inline: 'Inline',
};

export const REPORT_CONTENT_TYPE_LABELS: Readonly<Record<ReportContentType, string>> = {
  text: 'Text',
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
};

/** What the audit log calls each action; an action not listed is shown as sent. */
export const REPORT_AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  submitted: 'Submitted',
  resubmitted: 'Submitted again',
  scanned: 'Scanned',
  unpublished: 'Unpublished',
  ignored: 'Approved',
  'callback-failed': 'Site not reached',
  'appeal-received': 'Appealed by the author',
  'appeal-upheld': 'Appeal upheld',
  'appeal-reversed': 'Appeal reversed',
};

/** Keys the queue answers to (spec: j/k, u, a, p, Enter, Esc, '?'). */
export const MODERATION_SHORTCUTS = [
  { keys: ['j'], description: 'Select the next report' },
  { keys: ['k'], description: 'Select the previous report' },
  { keys: ['u'], description: 'Unpublish the selected report' },
  { keys: ['a'], description: 'Approve the selected report' },
  { keys: ['p'], description: 'Preview the selected report' },
  { keys: ['x'], description: 'Mark or unmark the selected report for a bulk decision' },
  { keys: ['Shift', 'U'], description: 'Unpublish the marked reports' },
  { keys: ['Shift', 'A'], description: 'Approve the marked reports' },
  { keys: ['Enter'], description: 'Confirm the open dialog' },
  { keys: ['Esc'], description: 'Cancel the open dialog' },
  { keys: ['?'], description: 'Show these shortcuts' },
] as const;

export const MODERATION_SCREEN_TEXTS = {
  description: 'Review flagged content and decide what stays published.',
  filtersLabel: 'Queue filters',
  allDomains: 'All domains',
  allStatuses: 'All statuses',
  domainFilterLabel: 'Domain',
  statusFilterLabel: 'Status',
  cardStateLabel: 'Content in cards',
  blurMediaLabel: 'Blur media until revealed',
  shortcutsButton: 'Keyboard shortcuts',
  shortcutsTitle: 'Keyboard shortcuts',
  shortcutsNote: 'Shortcuts are off while you type in a field or a dialog is open.',

  queueLabel: 'Reports',
  loadingQueue: 'Loading reports',
  loadingOlder: 'Loading older reports',
  loadOlder: 'Load older reports',
  endOfQueue: 'No older reports.',
  emptyQueueTitle: 'Nothing to review',
  emptyQueue: 'Nothing to review. New reports appear here as they arrive.',
  emptyFilteredTitle: 'No matching reports',
  emptyFiltered:
    'No report matches these filters. New reports that match appear here as they arrive.',
  loadedCount: (count: number): string =>
    count === 1 ? '1 report loaded' : `${count.toLocaleString('en-US')} reports loaded`,
  newReports: (count: number): string =>
    count === 1 ? '1 new report' : `${count.toLocaleString('en-US')} new reports`,

  cardLabel: (username: string, domain: string): string => `Report by ${username} on ${domain}`,
  unread: 'New',
  unreadLabel: 'Unread report',
  scoresLabel: 'Scores',
  noScores: 'No category fired.',
  scoreFilterLabel: 'Scores from',
  allEngines: 'All extractors and scanners',
  scannerOption: (type: string): string => `${type} scanner`,
  extractorOption: (id: string): string => `Extractor ${id}`,
  reasonLabel: 'Reason',
  decidedBy: (name: string, time: string): string => `Decided by ${name} at ${time}`,
  decidedAutomatically: (time: string): string => `Decided automatically at ${time}`,
  /** MODERATE is not a decision: the engine asked for a person. */
  flaggedAutomatically: (time: string): string => `Sent for review automatically at ${time}`,
  awaitingScan: 'Waiting for the scanners',
  details: 'Details',
  detailsLabel: (username: string): string => `Details of the report by ${username}`,

  contentHidden: 'Content hidden. Open the card or preview it to see it.',
  extractedTextLabel: 'Extracted text',
  contentLabel: 'Content',
  showFullText: 'Show full text',
  showLessText: 'Show less',
  noContent: 'No content was submitted.',
  mediaLoading: 'Loading media',
  mediaUnavailable: 'Media unavailable: the file is missing or has expired.',
  binaryUnsupported: (mimeType: string): string =>
    `Binary content (${mimeType}) that cannot be shown here.`,
  invalidContent: 'The content claims to be base64 but cannot be decoded.',
  detectedType: (mimeType: string): string => `Detected type: ${mimeType}`,
  imageAlt: (username: string): string => `Image submitted by ${username}`,
  videoLabel: (username: string): string => `Video submitted by ${username}`,
  audioLabel: (username: string): string => `Audio submitted by ${username}`,
  reveal: 'Reveal',
  revealLabel: 'Reveal the media',
  blurAgain: 'Blur again',
  blurredNote: 'Blurred until you reveal it.',

  unpublish: 'Unpublish',
  approve: 'Approve',
  preview: 'Preview',
  actionLabel: (action: string, username: string): string => `${action} the report by ${username}`,
  previewWarningTitle: 'This content may be offensive',
  previewWarningBody:
    'The preview shows the content as it was submitted. It may contain offensive text or images.',
  showContent: 'Show content',
  previewTitle: (username: string): string => `Content by ${username}`,
  close: 'Close',
  unpublishConfirmTitle: 'Unpublish this content?',
  unpublishConfirmBody: 'The site is asked to take the content down.',
  approveConfirmTitle: 'Approve this content?',
  approveConfirmBody: 'The content is marked clean and stays on the site.',
  decisionSubject: (username: string, domain: string): string => `By ${username} on ${domain}`,

  auditTitle: 'Audit log',
  auditLoading: 'Loading the audit log',
  auditEmpty: 'Nothing recorded yet.',
  auditUnavailable: 'The audit log is not available right now.',
  auditEngine: 'Automated',
  auditStatusChange: (previous: string, next: string): string => `${previous} → ${next}`,
} as const;

/** After Unpublish: whether the site has been told (decision answer `delivery`). */
export const UNPUBLISH_DELIVERY_MESSAGES: Readonly<Record<DecisionDelivery, string>> = {
  delivered: 'Unpublished. The site has taken the content down.',
  retrying:
    'Unpublished. The site could not be reached yet; it is retried automatically until it answers.',
  'no-plugin':
    'Unpublished, but no plugin is connected to this domain: take the content down on the site by hand.',
};

/** After Approve: the content stays either way, so only an unreached site is worth saying. */
export const APPROVE_DELIVERY_MESSAGES: Readonly<Record<DecisionDelivery, string>> = {
  delivered: 'Approved. The content stays on the site.',
  retrying: 'Approved. The site could not be told yet; it is retried automatically.',
  'no-plugin': 'Approved. The content stays on the site.',
};
