/**
 * A report's PDF (decision 0162), drawn with pdfkit from the stored figures on each download:
 * a title page with the tenant, the period, the status and the CSV's SHA-256, the figures at a
 * glance and the legal basis; then the tables and what each figure means. A4, standard fonts,
 * black on white, a footer on every page: readable when printed.
 */
import PDFDocument from 'pdfkit';
import {
  TRANSPARENCY_PDF_TEXTS as T,
  TRANSPARENCY_SCREEN_TEXTS,
  automatedDecisionsOverturned,
  dayLabel,
  formatDuration,
  formatInteger,
  monthLabel,
  type TTransparencyFigures,
} from '@vigil/contract';
import { PDF_STYLE, contentWidth, paragraph, printable, table, type Pdf } from './pdf-table';
import {
  automatedSection,
  explanationsSection,
  itemsSection,
  measuresSection,
  percent,
  responseSection,
  complaintsSection,
} from './report-pdf-sections';

/** `2026-11-01T00:00:05Z` → `2026-11-01 00:00 UTC`. */
function utcTime(timestamp: string): string {
  return `${timestamp.slice(0, 10)} ${timestamp.slice(11, 16)} UTC`;
}

function keyValue(doc: Pdf, label: string, value: string, options: { mono?: boolean } = {}) {
  const left = doc.page.margins.left;
  const top = doc.y;
  doc.font('Helvetica').fontSize(10).fillColor(PDF_STYLE.muted).text(printable(label), left, top, {
    width: 130,
  });
  doc
    .font(options.mono ? 'Courier' : 'Helvetica-Bold')
    .fontSize(options.mono ? 9.5 : 11)
    .fillColor(PDF_STYLE.text)
    .text(printable(value), left + 140, top, { width: contentWidth(doc) - 140 });
  doc.x = left;
  doc.moveDown(0.5);
}

function titlePage(doc: Pdf, figures: TTransparencyFigures, sha256: string): void {
  const left = doc.page.margins.left;
  doc.rect(0, 0, doc.page.width, 10).fillColor(PDF_STYLE.accent).fill();
  doc.font('Helvetica-Bold').fontSize(11).fillColor(PDF_STYLE.accent).text('Vigil', left, 70);
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(28).fillColor(PDF_STYLE.text).text(T.title);
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor(PDF_STYLE.muted)
    .text(`${T.subtitle} · ${monthLabel(figures.month)}`);
  doc.moveDown(1.6);
  keyValue(doc, T.tenant, figures.tenant);
  keyValue(
    doc,
    T.period,
    `${dayLabel(figures.period.from)} – ${dayLabel(figures.period.to)} (UTC)`,
  );
  keyValue(
    doc,
    T.status,
    figures.status === 'final' ? T.final : T.partial(dayLabel(figures.period.to)),
  );
  keyValue(doc, T.generatedAt, utcTime(figures.generated_at));

  doc.moveDown(0.8);
  const boxTop = doc.y;
  const width = contentWidth(doc);
  doc.font('Helvetica').fontSize(9);
  const noteHeight = doc.heightOfString(T.hashNote, { width: width - 24, lineGap: 2 });
  const boxHeight = 56 + noteHeight;
  doc.rect(left, boxTop, width, boxHeight).lineWidth(0.8).strokeColor(PDF_STYLE.accent).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(PDF_STYLE.accent)
    .text(T.hashTitle, left + 12, boxTop + 10);
  doc
    .font('Courier-Bold')
    .fontSize(10.5)
    .fillColor(PDF_STYLE.text)
    .text(sha256, left + 12, boxTop + 26);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(PDF_STYLE.muted)
    .text(T.hashNote, left + 12, boxTop + 44, { width: width - 24, lineGap: 2 });
  doc.x = left;
  doc.y = boxTop + boxHeight + 18;

  doc.font('Helvetica-Bold').fontSize(13).fillColor(PDF_STYLE.text).text(T.summaryTitle);
  doc.moveDown(0.4);
  const overturned = automatedDecisionsOverturned(figures);
  const measures = figures.measures.by_type;
  const S = TRANSPARENCY_SCREEN_TEXTS;
  table(
    doc,
    [
      { header: T.figure, width: 0.7 },
      { header: T.value, width: 0.3, align: 'right' },
    ],
    [
      [S.itemsReceived, formatInteger(figures.items.total)],
      [S.autoUnpublished, formatInteger(measures.AUTO_UNPUBLISHED)],
      [S.unpublishedByModerators, formatInteger(measures.MANUALLY_UNPUBLISHED)],
      [S.approvedByModerators, formatInteger(measures.MANUALLY_IGNORED)],
      [S.medianResponse, formatDuration(figures.response.median_seconds)],
      [S.moderators, formatInteger(figures.moderators)],
      [S.overturned, percent(overturned.share)],
    ],
  );
  paragraph(doc, T.basis, { muted: true });
}

function footers(doc: Pdf, figures: TTransparencyFigures): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const y = doc.page.height - doc.page.margins.bottom + 20;
    // Writing below the bottom margin would start a page: the margin is lifted meanwhile.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(PDF_STYLE.muted)
      .text(
        printable(`${T.title} · ${figures.tenant} · ${monthLabel(figures.month)}`),
        doc.page.margins.left,
        y,
        { width: contentWidth(doc) / 2, lineBreak: false },
      )
      .text(T.page(index - range.start + 1, range.count), doc.page.margins.left, y, {
        width: contentWidth(doc),
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
}

export function reportPdf(figures: TTransparencyFigures, sha256: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_STYLE.margin,
    bufferPages: true,
    info: {
      Title: printable(`${T.title} ${figures.month} – ${figures.tenant}`),
      Author: printable(figures.tenant),
      Subject: printable(T.subtitle),
      Creator: 'Vigil',
      // The report's own time, so the same report gives the same document.
      CreationDate: new Date(figures.generated_at),
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  titlePage(doc, figures, sha256);
  doc.addPage();
  itemsSection(doc, figures);
  measuresSection(doc, figures);
  responseSection(doc, figures);
  complaintsSection(doc, figures);
  automatedSection(doc, figures);
  explanationsSection(doc);
  footers(doc, figures);
  doc.end();
  return finished;
}
