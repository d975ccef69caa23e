/**
 * Texts of the Dashboard (spec §2, §3) that the spec leaves open, and the colours its charts
 * draw statuses in; see docs/decisions/0145-dashboard-console.md. Range errors are MESSAGES'
 * (dateRangeReversed, dateRangeTooLong), as the server answers them.
 */
import type { ChartId } from './stats/get-chart';
import { MODERATION_STATUS_COLOURS } from './moderation-status';

/** The quick ranges beside the two dates; `1m` is the spec's default (one month back). */
export const DASHBOARD_RANGE_PRESETS = ['7d', '1m', '3m', '12m'] as const;
export type DashboardRangePreset = (typeof DASHBOARD_RANGE_PRESETS)[number];

export const DASHBOARD_RANGE_PRESET_LABELS: Readonly<Record<DashboardRangePreset, string>> = {
  '7d': '7 days',
  '1m': '1 month',
  '3m': '3 months',
  '12m': '12 months',
};

export const DASHBOARD_SCREEN_TEXTS = {
  description: 'Moderation across your domains for the chosen time span (UTC days).',
  timespanLabel: 'Time span',
  fromLabel: 'From',
  toLabel: 'To',
  presetsLabel: 'Quick time spans',
  presetLabel: (label: string): string => `Last ${label}`,

  statsLabel: 'Statistics',
  loadingStats: 'Loading statistics',
  statsUnavailable: 'Statistics could not be loaded for this time span.',
  noDomainsTitle: 'No domains yet',
  noDomainsBody: 'Once a domain sends content through its plugin, its moderation shows here.',
  totalItems: 'Items submitted',
  totalItemsHint: 'An edited item counts once, on the day of its latest version',
  moderations: 'Moderations',
  moderationShare: (share: string): string => `${share}% of items submitted`,
  humanRejectRate: 'Unpublished by moderators',
  botRejectRate: 'Unpublished automatically',
  rateHint: (count: string): string => `${count} items`,
  approved: 'Approved by moderators',
  approvedHint: 'Marked clean after review',
  domains: 'Domains in use',
  domainsOf: (inUse: string, total: string): string => `${inUse} of ${total}`,
  domainsHint: 'Sent content in this time span',
  responseTime: 'Median response time',
  responseTimeHint: 'From submission to a final decision',
  mediaStored: 'Media stored',
  mediaStoredHint: 'Images, videos and audio kept',
  percent: (value: string): string => `${value}%`,

  topCategoriesTitle: 'Top categories',
  topCategoriesHint: 'Categories that sent most items to review or unpublished them',
  noTopCategories: 'No category flagged content in this time span.',

  creditsTitle: 'Credits and plan',
  planLabel: 'Plan',
  creditsLeft: (remaining: string, total: string): string =>
    `${remaining} of ${total} credits left this month`,
  creditsLeftShare: (share: string): string => `${share}% left`,
  creditsNotMetered: 'This plan does not count credits.',

  chartsLabel: 'Charts',
  noChartData: 'No data for this time span',
  loadingChart: (title: string): string => `Loading ${title}`,
  perDay: 'One bar a day',
  perWeek: 'One bar a week, from its Monday',
  authorColumn: 'Author',
  domainColumn: 'Domain',
  unpublishedColumn: 'Unpublished',
} as const;

/** Each chart's card title. */
export const CHART_TITLES: Readonly<Record<ChartId, string>> = {
  'moderation-activity': 'Moderation activity',
  'top-users-unpublishing': 'Top users unpublishing',
  'top-domains': 'Top domains',
  'clean-vs-unpublished': 'Clean versus unpublished',
  'content-types': 'Content types',
  extractors: 'Extractors',
  scanners: 'Scanners',
  'top-categories': 'Categories flagging most',
  'top-authors-unpublished': 'Authors unpublished most',
};

/** One line under each title saying what is counted (the point schemas' definitions). */
export const CHART_DESCRIPTIONS: Readonly<Record<ChartId, string>> = {
  'moderation-activity': 'Items submitted, and the decisions made',
  'top-users-unpublishing': 'Console users by the items they unpublished',
  'top-domains': 'Domains by items submitted, and how many are unpublished now',
  'clean-vs-unpublished': 'Items submitted in this time span that are decided now',
  'content-types': 'Items submitted per content type',
  extractors: 'Items each extractor processed',
  scanners: 'Items each scanner scored, and those it flagged',
  'top-categories': 'Categories by the items they flagged',
  'top-authors-unpublished': 'Content authors by their items unpublished',
};

/** The series of every chart, by the field of its point they draw. */
export const CHART_SERIES_LABELS = {
  submitted: 'Submitted',
  clean: 'Clean',
  auto_unpublished: 'Auto unpublished',
  manually_unpublished: 'Manually unpublished',
  approved: 'Approved',
  waiting: 'Waiting for review',
  unpublished: 'Unpublished',
  items: 'Items',
  scanned: 'Scanned',
  flagged: 'Flagged',
  unpublishedByUser: 'Items unpublished',
  flaggedByCategory: 'Items flagged',
} as const;

/**
 * Series that stand for statuses are drawn in the status's spec §3 colour. `waiting` is
 * PENDING or MODERATE and takes MODERATE's orange: PENDING's grey-9 is lost on a dark
 * background. `submitted` is no status and takes the console's primary colour.
 */
export const CHART_SERIES_COLOURS = {
  submitted: 'indigo.5',
  clean: MODERATION_STATUS_COLOURS.CLEAN,
  auto_unpublished: MODERATION_STATUS_COLOURS.AUTO_UNPUBLISHED,
  manually_unpublished: MODERATION_STATUS_COLOURS.MANUALLY_UNPUBLISHED,
  approved: MODERATION_STATUS_COLOURS.MANUALLY_IGNORED,
  waiting: MODERATION_STATUS_COLOURS.MODERATE,
  unpublished: MODERATION_STATUS_COLOURS.AUTO_UNPUBLISHED,
  neutral: 'teal.6',
  scanned: 'indigo.5',
  flagged: MODERATION_STATUS_COLOURS.MODERATE,
} as const;
