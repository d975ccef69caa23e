/**
 * The canonical CSV of a report (decision 0161): every stored figure, one per line, in a fixed
 * order, so the same figures always give the same bytes and their SHA-256 identifies the
 * report. RFC 4180: CRLF line ends, fields quoted when they hold a comma, quote or line break;
 * UTF-8 without a byte-order mark. Written once, when the report is generated, and stored.
 */
import { createHash } from 'node:crypto';
import type {
  AutomatedOutcome,
  DetectionMethod,
  TMeasureCounts,
  TTransparencyFigures,
  TransparencyMeasure,
} from '@vigil/contract';

export const CSV_HEADER = ['section', 'figure', 'item', 'breakdown', 'value'] as const;

/** The CSV's own names for the measures and outcomes: stable keys, not display texts. */
const MEASURE_KEYS: Readonly<Record<TransparencyMeasure, string>> = {
  AUTO_UNPUBLISHED: 'auto_unpublished',
  MANUALLY_UNPUBLISHED: 'unpublished_by_moderator',
  MANUALLY_IGNORED: 'approved_by_moderator',
};
const OUTCOME_KEYS: Readonly<Record<AutomatedOutcome, string>> = {
  AUTO_UNPUBLISHED: 'unpublished',
  CLEAN: 'passed_as_clean',
  MODERATE: 'sent_for_review',
};
const DETECTION_KEYS: Readonly<Record<DetectionMethod, string>> = {
  automated: 'automated',
  human: 'human',
};

type Row = readonly [string, string, string, string, string | number];

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; names typed by people (the tenant's) are prefixed with an apostrophe so a report
 * opened in one never runs anything (OWASP's advice on CSV injection).
 */
function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function field(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function measureRows(section: string, figure: string, item: string, counts: TMeasureCounts): Row[] {
  return [
    ...(Object.keys(MEASURE_KEYS) as TransparencyMeasure[]).map((measure): Row => [
      section,
      figure,
      item,
      MEASURE_KEYS[measure],
      counts[measure],
    ]),
    [section, figure, item, 'total', counts.total],
  ];
}

function rowsOf(figures: TTransparencyFigures): Row[] {
  const { items, measures } = figures;
  return [
    ['report', 'format', '', '', figures.format],
    ['report', 'tenant', '', '', inert(figures.tenant)],
    ['report', 'month', '', '', figures.month],
    ['report', 'period_from', '', '', figures.period.from],
    ['report', 'period_to', '', '', figures.period.to],
    ['report', 'status', '', '', figures.status],
    ['report', 'generated_at', '', '', figures.generated_at],
    ['items_received', 'total', '', '', items.total],
    ...items.by_content_type.map((entry): Row => [
      'items_received',
      'by_content_type',
      entry.content_type,
      '',
      entry.count,
    ]),
    ...items.by_domain.flatMap((domain): Row[] => [
      ...domain.by_content_type.map((entry): Row => [
        'items_received',
        'by_domain',
        inert(domain.domain),
        entry.content_type,
        entry.count,
      ]),
      ['items_received', 'by_domain', inert(domain.domain), 'total', domain.total],
    ]),
    ...measureRows('measures', 'by_type', '', measures.by_type),
    ...measures.by_category.flatMap((entry) =>
      measureRows('measures', 'by_category', entry.category, entry.counts),
    ),
    ...measures.by_detection.flatMap((entry) =>
      measureRows('measures', 'by_detection', DETECTION_KEYS[entry.detection], entry.counts),
    ),
    ['response', 'decided_items', '', '', figures.response.decided],
    ['response', 'median_seconds', '', '', figures.response.median_seconds],
    ['moderators', 'acted', '', '', figures.moderators],
    // Reports made before appeals existed have no complaint figures (decision 0185).
    ...(figures.complaints === undefined
      ? []
      : ([
          ['complaints', 'received', '', '', figures.complaints.received],
          ['complaints', 'decided', '', '', figures.complaints.decided],
          ['complaints', 'upheld', '', '', figures.complaints.upheld],
          ['complaints', 'reversed', '', '', figures.complaints.reversed],
          [
            'complaints',
            'median_seconds_to_decide',
            '',
            '',
            figures.complaints.median_seconds_to_decide ?? '',
          ],
        ] satisfies Row[])),
    ...figures.automated_means.flatMap((means): Row[] => [
      ...(means.items_scanned === null
        ? []
        : [['automated_means', 'items_scanned', means.means, '', means.items_scanned] as Row]),
      ...means.outcomes.flatMap((entry): Row[] => [
        ['automated_means', 'decisions', means.means, OUTCOME_KEYS[entry.outcome], entry.decisions],
        [
          'automated_means',
          'overturned',
          means.means,
          OUTCOME_KEYS[entry.outcome],
          entry.overturned,
        ],
      ]),
    ]),
    ...figures.extractors.map((entry): Row => [
      'extractors',
      'items',
      entry.extractor,
      '',
      entry.items,
    ]),
  ];
}

export function reportCsv(figures: TTransparencyFigures): string {
  return [CSV_HEADER, ...rowsOf(figures)]
    .map((row) => row.map(field).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** Lower-case hex SHA-256 of the text's UTF-8 bytes: of the CSV exactly as downloaded. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
