/**
 * The tables of a report's PDF (decision 0162), one function per section, each drawn from the
 * stored figures only.
 */
import {
  AUTOMATED_OUTCOME_LABELS,
  DETECTION_METHOD_LABELS,
  TRANSPARENCY_MEASURE_LABELS,
  TRANSPARENCY_MEASURES,
  TRANSPARENCY_COMPLAINT_TEXTS as C,
  TRANSPARENCY_PDF_TEXTS as T,
  formatDecimal,
  formatDuration,
  formatInteger,
  overturnedShare,
  type TMeasureCounts,
  type TTransparencyFigures,
} from '@vigil/contract';
import { heading, paragraph, subheading, table, type Column, type Pdf } from './pdf-table';

const n = formatInteger;

export function percent(share: number | null): string {
  return share === null ? '–' : `${formatDecimal(share * 100)}%`;
}

const measureColumns = (first: string): Column[] => [
  { header: first, width: 0.34 },
  ...TRANSPARENCY_MEASURES.map((measure): Column => ({
    header: TRANSPARENCY_MEASURE_LABELS[measure],
    width: 0.165,
    align: 'right',
  })),
  { header: T.total, width: 0.165, align: 'right' },
];

const measureCells = (label: string, counts: TMeasureCounts): string[] => [
  label,
  ...TRANSPARENCY_MEASURES.map((measure) => n(counts[measure])),
  n(counts.total),
];

export function itemsSection(doc: Pdf, figures: TTransparencyFigures): void {
  const { items } = figures;
  heading(doc, T.itemsTitle);
  subheading(doc, T.itemsByType);
  table(
    doc,
    [
      { header: T.contentType, width: 0.7 },
      { header: T.count, width: 0.3, align: 'right' },
    ],
    items.by_content_type.map((entry) => [entry.content_type, n(entry.count)]),
    { totalRow: [T.total, n(items.total)] },
  );
  subheading(doc, T.itemsByDomain);
  if (items.by_domain.length === 0) {
    paragraph(doc, T.none, { muted: true });
    return;
  }
  const types = items.by_content_type.map((entry) => entry.content_type);
  const share = 0.6 / (types.length + 1);
  table(
    doc,
    [
      { header: T.domain, width: 0.4 },
      ...types.map((type): Column => ({ header: type, width: share, align: 'right' })),
      { header: T.total, width: share, align: 'right' },
    ],
    items.by_domain.map((domain) => [
      domain.domain,
      ...types.map((type) =>
        n(domain.by_content_type.find((entry) => entry.content_type === type)?.count ?? 0),
      ),
      n(domain.total),
    ]),
  );
}

export function measuresSection(doc: Pdf, figures: TTransparencyFigures): void {
  const { measures } = figures;
  heading(doc, T.measuresTitle);
  subheading(doc, T.measuresByType);
  table(
    doc,
    [
      { header: T.measure, width: 0.7 },
      { header: T.count, width: 0.3, align: 'right' },
    ],
    TRANSPARENCY_MEASURES.map((measure) => [
      TRANSPARENCY_MEASURE_LABELS[measure],
      n(measures.by_type[measure]),
    ]),
    { totalRow: [T.total, n(measures.by_type.total)] },
  );
  subheading(doc, T.measuresByCategory);
  if (measures.by_category.length === 0) paragraph(doc, T.none, { muted: true });
  else {
    table(
      doc,
      measureColumns(T.category),
      measures.by_category.map((entry) => measureCells(entry.category, entry.counts)),
    );
  }
  subheading(doc, T.measuresByDetection);
  table(
    doc,
    measureColumns(T.detection),
    measures.by_detection.map((entry) =>
      measureCells(DETECTION_METHOD_LABELS[entry.detection], entry.counts),
    ),
  );
}

export function responseSection(doc: Pdf, figures: TTransparencyFigures): void {
  heading(doc, T.responseTitle);
  table(
    doc,
    [
      { header: T.figure, width: 0.7 },
      { header: T.value, width: 0.3, align: 'right' },
    ],
    [
      [T.medianResponse, formatDuration(figures.response.median_seconds)],
      [T.decidedItems, n(figures.response.decided)],
      [T.moderators, n(figures.moderators)],
    ],
  );
}

/** Appeals (decision 0185); absent from reports made before they existed. */
export function complaintsSection(doc: Pdf, figures: TTransparencyFigures): void {
  const complaints = figures.complaints;
  if (complaints === undefined) return;
  heading(doc, C.heading);
  table(
    doc,
    [
      { header: T.figure, width: 0.7 },
      { header: T.value, width: 0.3, align: 'right' },
    ],
    [
      [C.received, n(complaints.received)],
      [C.decided, n(complaints.decided)],
      [C.upheld, n(complaints.upheld)],
      [C.reversed, n(complaints.reversed)],
      [
        C.median,
        complaints.median_seconds_to_decide === null
          ? '–'
          : formatDuration(complaints.median_seconds_to_decide),
      ],
    ],
  );
}

export function automatedSection(doc: Pdf, figures: TTransparencyFigures): void {
  heading(doc, T.automatedTitle);
  paragraph(doc, T.automatedIntro);
  doc.moveDown(0.6);
  const rows = figures.automated_means.flatMap((means) => [
    ...(means.items_scanned === null
      ? []
      : [[means.means, T.itemsScanned, n(means.items_scanned), '', '']]),
    ...means.outcomes.map((entry) => {
      const labels = AUTOMATED_OUTCOME_LABELS[entry.outcome];
      return [
        means.means,
        `${labels.outcome} (${labels.overturned})`,
        n(entry.decisions),
        n(entry.overturned),
        percent(overturnedShare(entry.decisions, entry.overturned)),
      ];
    }),
  ]);
  if (rows.length === 0) paragraph(doc, T.none, { muted: true });
  else {
    table(
      doc,
      [
        { header: T.means, width: 0.26 },
        { header: T.outcome, width: 0.34 },
        { header: T.decisions, width: 0.12, align: 'right' },
        { header: T.overturnedCount, width: 0.15, align: 'right' },
        { header: T.overturnedShare, width: 0.13, align: 'right' },
      ],
      rows,
    );
  }
  subheading(doc, T.extractorsTitle);
  if (figures.extractors.length === 0) paragraph(doc, T.none, { muted: true });
  else {
    table(
      doc,
      [
        { header: T.extractor, width: 0.7 },
        { header: T.items, width: 0.3, align: 'right' },
      ],
      figures.extractors.map((entry) => [entry.extractor, n(entry.items)]),
    );
  }
}

export function explanationsSection(doc: Pdf): void {
  heading(doc, T.explanationsTitle);
  table(
    doc,
    [
      { header: T.figure, width: 0.28 },
      { header: T.meaning, width: 0.72 },
    ],
    T.explanations.map(([term, meaning]) => [term, meaning]),
  );
}
