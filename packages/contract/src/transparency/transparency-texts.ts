/**
 * Texts of the transparency reports (spec §2 Transparency reports; decisions 0160–0162): the
 * console's list, and the words the server writes into each report's PDF. One place, so the
 * screen, the PDF and the documentation name each measure the same way.
 */
import type {
  AutomatedOutcome,
  DetectionMethod,
  TransparencyMeasure,
} from './transparency-figures';

/** Each measure's name, as the list, the CSV's readers and the PDF call it. */
export const TRANSPARENCY_MEASURE_LABELS: Readonly<Record<TransparencyMeasure, string>> = {
  AUTO_UNPUBLISHED: 'Unpublished automatically',
  MANUALLY_UNPUBLISHED: 'Unpublished by a moderator',
  MANUALLY_IGNORED: 'Approved by a moderator',
};

export const DETECTION_METHOD_LABELS: Readonly<Record<DetectionMethod, string>> = {
  automated: 'Flagged by automated means',
  human: 'Found by a person',
};

/** An automated outcome, and what a person overturning it did. */
export const AUTOMATED_OUTCOME_LABELS: Readonly<
  Record<AutomatedOutcome, { outcome: string; overturned: string }>
> = {
  AUTO_UNPUBLISHED: { outcome: 'Unpublished', overturned: 'approved by a person since' },
  CLEAN: { outcome: 'Passed as clean', overturned: 'unpublished by a person since' },
  MODERATE: { outcome: 'Sent for review', overturned: 'approved by the reviewer' },
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `2026-10` → `October 2026` (English month names: the interface locale is en-US). */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? month} ${year ?? ''}`.trim();
}

/** `2026-10-01` → `1 October 2026`. */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? ''} ${year ?? ''}`;
}

export const TRANSPARENCY_SCREEN_TEXTS = {
  description: 'Monthly reports of your own moderation, shaped for the EU Digital Services Act.',
  listLabel: 'Transparency reports',
  loading: 'Loading transparency reports',
  loadFailed: 'The transparency reports could not be loaded.',
  emptyTitle: 'No reports yet',
  emptyBody:
    'A transparency report is generated on the first of each month for the month before, whenever that month had moderation data. Each one will be listed here to download as CSV and PDF.',
  emptyAdminHint: 'You can also generate this month so far at any time.',
  generate: 'Generate this month so far',
  generated: 'This month’s report so far is ready',
  generateHint:
    'A partial report of the current month up to today. It is replaced by the final report on the first of next month.',
  final: 'Final',
  partial: 'Partial',
  partialNote: (nextMonthStart: string): string =>
    `The month so far. Replaced by the final report on ${nextMonthStart}.`,
  period: (from: string, to: string): string => `${from} – ${to}`,
  generatedAt: 'Generated',
  itemsReceived: 'Items received',
  measures: 'Measures taken',
  autoUnpublished: TRANSPARENCY_MEASURE_LABELS.AUTO_UNPUBLISHED,
  unpublishedByModerators: 'Unpublished by moderators',
  approvedByModerators: 'Approved by moderators',
  medianResponse: 'Median time to decision',
  moderators: 'Moderators who acted',
  overturned: 'Automated decisions overturned',
  noRate: 'none decided',
  sha256: 'SHA-256 of the CSV',
  copyHash: 'Copy SHA-256',
  hashCopied: 'SHA-256 copied',
  downloadCsv: 'CSV',
  downloadPdf: 'PDF',
  downloadLabel: (format: string, month: string): string => `Download ${format} of ${month}`,
  downloadFailed: 'The file could not be downloaded.',
} as const;

/** The PDF's words (decision 0162): a title page, the tables, what each measure means. */
export const TRANSPARENCY_PDF_TEXTS = {
  title: 'Transparency report',
  subtitle: 'Own-initiative content moderation',
  tenant: 'Service provider',
  period: 'Period',
  status: 'Status',
  final: 'Final: the whole month',
  partial: (to: string): string => `Partial: the month up to ${to}, replaced by the final report`,
  generatedAt: 'Generated',
  hashTitle: 'SHA-256 of the canonical CSV',
  hashNote:
    'The CSV downloaded beside this PDF holds every figure in it. Its SHA-256 checksum, above, identifies the report: compute it over the CSV file’s bytes (e.g. sha256sum) to check that the figures are the ones published.',
  basis:
    'Structured after Article 15(1)(c) and (e) of Regulation (EU) 2022/2065 (Digital Services Act) and the quantitative template of Implementing Regulation (EU) 2024/2835, as far as they apply to moderation the site owner carries out on its own initiative. All times are UTC. Figures were counted when the report was generated and are not changed afterwards.',
  summaryTitle: 'At a glance',
  itemsTitle: 'Items received',
  itemsByType: 'By content type',
  itemsByDomain: 'By domain and content type',
  deletedDomains: 'Deleted domains',
  measuresTitle: 'Measures taken',
  measuresByType: 'By type of measure',
  measuresByCategory: 'By category (the reason)',
  measuresByDetection: 'By detection method',
  noCategory: 'No category scored it',
  responseTitle: 'Time to decision and moderators',
  medianResponse: 'Median time from submission to decision',
  decidedItems: 'Items decided for the first time in the period',
  moderators: 'Moderators who took at least one measure that stands',
  automatedTitle: 'Automated means and their accuracy',
  automatedIntro:
    'Vigil’s scanners score each item per moderation category; two thresholds per category decide whether it is unpublished, sent to a moderator, or passed as clean. Domain rules (block lists and trusted authors) decide before any scanner. The share overturned is the error indicator: how many of the automated outcomes of the period a person has reversed by the time this report was generated.',
  means: 'Automated means',
  outcome: 'Outcome',
  decisions: 'Count',
  overturnedCount: 'Overturned by a person',
  overturnedShare: 'Share overturned',
  itemsScanned: 'Items scanned',
  noScannerMeans: 'Domain rules, or no scanner scored the item',
  extractorsTitle: 'Extractors that prepared content for the scanners',
  extractor: 'Extractor',
  items: 'Items',
  total: 'Total',
  count: 'Count',
  none: 'None in this period.',
  explanationsTitle: 'What each figure means',
  figure: 'Figure',
  value: 'Value',
  contentType: 'Content type',
  domain: 'Domain',
  category: 'Category',
  detection: 'Detection method',
  measure: 'Type of measure',
  scanner: (name: string): string => `${name} scanner`,
  meaning: 'How it is counted',
  explanations: [
    [
      'Items received',
      'Content the domains’ plugins submitted whose latest version arrived in the period. An edited item counts once, in the period of its latest version.',
    ],
    [
      'Unpublished automatically',
      'Items the engine removed from the site because a category’s score reached its unpublish threshold, or a domain rule blocked them, and no person has approved since. Counted in the period of the decision.',
    ],
    [
      'Unpublished by a moderator',
      'Items a person removed from the site: after the engine sent them for review, on their own initiative, or overturning a clean pass. Counted in the period of the decision.',
    ],
    [
      'Approved by a moderator',
      'Items a person reviewed and left up, including automatic unpublishes a person reversed. Counted in the period of the decision.',
    ],
    [
      'Category',
      'The moderation category that scored the item highest when it was scanned: the reason stated for the measure. Items decided before any scanner scored them have none.',
    ],
    [
      'Detection method',
      'Flagged by automated means: the engine unpublished the item or sent it for review. Found by a person: a moderator acted on an item the engine had passed as clean or not yet scanned.',
    ],
    [
      'Median time to decision',
      'Half the items decided for the first time in the period were decided at least this fast, from submission to the first final decision (clean, unpublished or approved). Read at the resolution of the response-time buckets: seconds under a minute, minutes under an hour, then coarser.',
    ],
    [
      'Moderators who acted',
      'People whose measures of the period still stand (an edit of the content starts it over).',
    ],
    [
      'Share overturned',
      'Of the engine’s outcomes in the period: unpublishes a person approved, clean passes a person unpublished, and items sent for review that the reviewer approved.',
    ],
  ] as const,
  page: (number: number, total: number): string => `Page ${number} of ${total}`,
} as const;

/** What the server answers about reports (decision 0161). */
export const TRANSPARENCY_MESSAGES = {
  generated: 'The report of this month so far is ready.',
  monthIsFinal: 'This month already has its final report.',
  notFound: 'There is no such transparency report.',
} as const;
