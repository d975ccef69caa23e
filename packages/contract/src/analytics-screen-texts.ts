/**
 * Texts and colours of the Analytics screen and of the Streams what-if (decision 0171); what
 * each figure counts is defined by the calls in analytics/ (decision 0170). Range errors are
 * MESSAGES' (dateRangeReversed, dateRangeTooLong), as the server answers them.
 */
import type { AnalyticsBreakdown, AnalyticsOutcome } from './analytics/get-analytics-decisions';
import type { AnalyticsGranularity } from './analytics/analytics-query';
import type { CategoryVerdict } from './analytics/score-buckets';
import { WHAT_IF_DAYS } from './constants';
import type { ReportContentType } from './moderation/report-record';
import { MODERATION_STATUS_COLOURS } from './moderation-status';

/** The quick spans beside the two dates; `30d` (today and the 29 days before) is the default. */
export const ANALYTICS_RANGE_PRESETS = ['7d', '30d', '3m', '12m'] as const;
export type AnalyticsRangePreset = (typeof ANALYTICS_RANGE_PRESETS)[number];
export const ANALYTICS_DEFAULT_RANGE_PRESET: AnalyticsRangePreset = '30d';

export const ANALYTICS_RANGE_PRESET_LABELS: Readonly<Record<AnalyticsRangePreset, string>> = {
  '7d': '7 days',
  '30d': '30 days',
  '3m': '3 months',
  '12m': '12 months',
};

export const ANALYTICS_GRANULARITY_LABELS: Readonly<Record<AnalyticsGranularity, string>> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

/** The content type filter: `all` sends no `content_type`. */
export const ANALYTICS_CONTENT_TYPE_LABELS: Readonly<Record<'all' | ReportContentType, string>> = {
  all: 'All content types',
  text: 'Text',
  image: 'Images',
  video: 'Videos',
  audio: 'Audio',
};

export const ANALYTICS_BREAKDOWN_LABELS: Readonly<Record<AnalyticsBreakdown, string>> = {
  outcome: 'Outcome',
  category: 'Category',
  domain: 'Domain',
  content_type: 'Content type',
};

export const ANALYTICS_OUTCOME_LABELS: Readonly<Record<AnalyticsOutcome, string>> = {
  clean: 'Passed clean',
  review: 'Sent to review',
  auto_unpublished: 'Auto unpublished',
  manually_unpublished: 'Manually unpublished',
  approved: 'Approved',
};

/**
 * Outcomes in their moderation status's spec §3 colour (MODERATION_STATUS_COLOURS): clean
 * green, review MODERATE's orange, auto-unpublished red, manually unpublished blue.8, approved
 * MANUALLY_IGNORED's gray.6.
 */
export const ANALYTICS_OUTCOME_COLOURS: Readonly<Record<AnalyticsOutcome, string>> = {
  clean: MODERATION_STATUS_COLOURS.CLEAN,
  review: MODERATION_STATUS_COLOURS.MODERATE,
  auto_unpublished: MODERATION_STATUS_COLOURS.AUTO_UNPUBLISHED,
  manually_unpublished: MODERATION_STATUS_COLOURS.MANUALLY_UNPUBLISHED,
  approved: MODERATION_STATUS_COLOURS.MANUALLY_IGNORED,
};

/** What one category would do with a score: the outcome colours of the same decisions. */
export const ANALYTICS_VERDICT_COLOURS: Readonly<Record<CategoryVerdict, string>> = {
  passed: MODERATION_STATUS_COLOURS.CLEAN,
  review: MODERATION_STATUS_COLOURS.MODERATE,
  unpublished: MODERATION_STATUS_COLOURS.AUTO_UNPUBLISHED,
};

/**
 * Series of the category, domain and content type breakdowns, in order (at most
 * ANALYTICS_MAX_SERIES): no status colours, so a category never reads as an outcome. The
 * gathered rest (`other`) and the unscored or deleted (`none`) are greys.
 */
export const ANALYTICS_SERIES_PALETTE: readonly string[] = [
  'indigo.5',
  'teal.6',
  'grape.6',
  'cyan.6',
  'yellow.6',
  'pink.5',
  'lime.7',
  'violet.4',
];
export const ANALYTICS_OTHER_COLOUR = 'gray.5';
export const ANALYTICS_NONE_COLOUR = 'gray.7';
/** Histogram bars when no thresholds split them, and the reversal-rate bars. */
export const ANALYTICS_NEUTRAL_COLOUR = 'indigo.5';
export const ANALYTICS_REVERSAL_COLOUR = 'red.6';
export const ANALYTICS_BACKLOG_COLOUR = MODERATION_STATUS_COLOURS.MODERATE;

export const ANALYTICS_SCREEN_TEXTS = {
  description:
    'What your scanners find, how well automation decides and how your team keeps up, over UTC days.',
  filtersLabel: 'Filters',
  timespanLabel: 'Time span',
  fromLabel: 'From',
  toLabel: 'To',
  presetsLabel: 'Quick time spans',
  presetLabel: (label: string): string => `Last ${label}`,
  domainsLabel: 'Domains',
  domainsPlaceholder: 'All domains',
  domainsMore: 'Pick more domains',
  contentTypeLabel: 'Content type',
  granularityLabel: 'Periods',

  viewLabel: 'Show as',
  chartView: 'Chart',
  tableView: 'Table',
  downloadCsv: 'Download CSV',
  downloadCsvLabel: (section: string): string => `Download CSV of ${section}`,
  chartLabel: (section: string): string => `${section} (chart)`,
  loading: (section: string): string => `Loading ${section}`,
  emptyTitle: 'Nothing to show for these filters',
  emptyHint: 'Try a longer time span, more domains or every content type.',
  failed: 'This section could not be loaded.',
  retry: 'Try again',
  percent: (value: string): string => `${value}%`,
  /** A rate whose whole is zero (nothing to divide by). */
  noRate: '–',
  periodColumn: 'Period',
  periodStartColumn: 'Period start',
  periodEndColumn: 'Period end',
  weekOf: (day: string): string => `Week of ${day}`,
  secondsColumn: (column: string): string => `${column} (seconds)`,
  csvFileName: (section: string, from: string, to: string): string =>
    `vigil-${section}-${from}-to-${to}.csv`,

  decisionsTitle: 'Decisions over time',
  decisionsHint:
    'The engine’s verdicts on the day of the scan and moderators’ decisions on the day they were made, as the items stand now.',
  breakdownLabel: 'Break down by',
  outcomeFilterLabel: 'Outcome',
  allOutcomes: 'All outcomes',

  scoresTitle: 'Score distributions',
  scoresHint:
    'How the engine scored one category’s items scanned in this time span, in steps of 5 points, and where its thresholds cut.',
  logScaleNote:
    'Bar heights grow logarithmically (0, 1, 10, 100, …), so the few high scores stay visible beside the many low ones; the table has every count.',
  categoryLabel: 'Category',
  scannerFallback: (id: number): string => `Scanner ${id}`,
  scoreColumn: 'Score',
  itemsColumn: 'Items',
  verdictColumn: 'At these thresholds',
  passed: 'Passed',
  sentToReview: 'Sent to review',
  unpublished: 'Unpublished',
  thresholdsFigures: 'At these thresholds',
  scoredBelow: (score: number): string => `Scored below ${score}`,
  everyScore: 'Every score: both thresholds are off',
  scoredBetween: (low: number, high: number): string => `Scored ${low} to ${high}`,
  scoredFrom: (score: number): string => `Scored ${score} or more`,
  moderationOff: 'Moderation is off',
  reviewSkipped: 'None: unpublished from the same score',
  unpublishingOff: 'Unpublishing is off',
  moderationLine: (value: number): string => `Moderation ${value}`,
  unpublishLine: (value: number): string => `Unpublish ${value}`,
  thresholdsPerDomain:
    'Thresholds are set per domain, so none is drawn while several domains are in view. Choose one domain to see its thresholds and the items each side of them.',
  thresholdsGone: 'This domain’s thresholds cannot be shown: the domain was deleted.',

  automationTitle: 'Automation quality',
  automationHint:
    'Of the items the engine judged, how many it decided by itself, and how often a moderator reversed that decision later.',
  automationFigures: 'Automation overall',
  decidedAutomatically: 'Decided automatically',
  decidedHint: (decided: string, judged: string): string => `${decided} of ${judged} items judged`,
  reversed: 'Reversed by a moderator',
  reversedHint: (reversed: string, decided: string): string =>
    `${reversed} of ${decided} automatic decisions`,
  reviewApproved: 'Approved after review',
  reviewApprovedHint: (approved: string, reviewed: string): string =>
    `${approved} of ${reviewed} reviewed items were harmless`,
  rowsLabel: 'Rows by',
  byCategory: 'Category',
  byScanner: 'Scanner',
  judgedColumn: 'Judged',
  automaticShareColumn: 'Decided automatically',
  reversalRateColumn: 'Reversal rate',
  reviewApprovalColumn: 'Review approval rate',
  noReversalRates:
    'The engine decided none of these items by itself: every one went to a moderator, so there is no reversal rate to draw. The table has the review figures.',

  teamLabel: 'Team',
  moderatorsTitle: 'Moderators',
  moderatorsHint:
    'Decisions made in this time span that stand now, and the time from an item’s submission to each decision.',
  moderatorColumn: 'Moderator',
  decisionsColumn: 'Decisions',
  unpublishedColumn: 'Unpublished',
  approvedColumn: 'Approved',
  medianColumn: 'Median time',
  p90Column: '90th percentile time',
  backlogTitle: 'Review backlog',
  backlogHint: 'Items waiting for review at the end of each period, as they stand now.',
  waitingColumn: 'Waiting for review',
  oldestWaiting: 'Oldest item waiting now',
  oldestWaitingHint: 'Since its submission',
  nothingWaiting: 'Nothing waits',
} as const;

/** Slugs of the downloaded files' names, one per table. */
export const ANALYTICS_CSV_SECTIONS = {
  decisions: 'decisions',
  scores: (categoryId: string): string => `scores-${categoryId}`,
  automationByCategory: 'automation-by-category',
  automationByScanner: 'automation-by-scanner',
  moderators: 'moderators',
  backlog: 'review-backlog',
} as const;

/** The Streams what-if under each threshold slider (decision 0171). */
export const STREAMS_WHAT_IF_TEXTS = {
  help: `Under each slider: what the handles would have done with the category’s scores over the last ${WHAT_IF_DAYS} days, and what the engine really decided for those items, every category considered.`,
  wouldLabel: `Last ${WHAT_IF_DAYS} days at these thresholds:`,
  actualLabel: 'What happened:',
  counts: (unpublished: string, review: string, passed: string): string =>
    `${unpublished} unpublished · ${review} to review · ${passed} passed`,
  loading: `Loading the last ${WHAT_IF_DAYS} days`,
  empty: `No items scored in the last ${WHAT_IF_DAYS} days`,
  failed: `The last ${WHAT_IF_DAYS} days could not be loaded.`,
} as const;
