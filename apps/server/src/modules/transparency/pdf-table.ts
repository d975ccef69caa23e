/**
 * The few drawing pieces the report's PDF is made of (decision 0162), over pdfkit: a section
 * heading, a table that carries its header over a page break, and text that pdfkit's standard
 * fonts can show. Built for print: black text, thin rules, one accent colour.
 */
import type PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

export const PDF_STYLE = {
  accent: '#3b5bdb',
  text: '#1a1b1e',
  muted: '#5c5f66',
  rule: '#ced4da',
  headerFill: '#edf2ff',
  stripeFill: '#f8f9fa',
  margin: 56,
} as const;

/**
 * pdfkit's standard fonts (Helvetica, Courier) speak Windows-1252 only; anything else would
 * print as noise, so it becomes '?'. Names in the report are mostly Latin; the CSV keeps them
 * exactly.
 */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function printable(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
      return CP1252_EXTRAS.has(char) ? char : '?';
    })
    .join('');
}

export function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottom(doc: Pdf): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` more points fit on this one. */
export function ensureRoom(doc: Pdf, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

export function heading(doc: Pdf, text: string): void {
  ensureRoom(doc, 80);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(15).fillColor(PDF_STYLE.accent).text(printable(text));
  const y = doc.y + 2;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + contentWidth(doc), y)
    .lineWidth(0.8)
    .strokeColor(PDF_STYLE.accent)
    .stroke();
  doc.y = y + 8;
  doc.fillColor(PDF_STYLE.text);
}

export function subheading(doc: Pdf, text: string): void {
  ensureRoom(doc, 60);
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(PDF_STYLE.text).text(printable(text));
  doc.moveDown(0.3);
}

export function paragraph(doc: Pdf, text: string, options: { muted?: boolean } = {}): void {
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(options.muted ? PDF_STYLE.muted : PDF_STYLE.text)
    .text(printable(text), { width: contentWidth(doc), lineGap: 2 });
  doc.fillColor(PDF_STYLE.text);
}

export interface Column {
  header: string;
  /** Share of the content width, 0…1; the shares of a table add up to 1. */
  width: number;
  align?: 'left' | 'right';
}

const CELL_PAD = 5;
const FONT_SIZE = 9;

function rowHeight(doc: Pdf, columns: readonly Column[], cells: readonly string[], bold: boolean) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
  const width = contentWidth(doc);
  return (
    Math.max(
      ...columns.map((column, index) =>
        doc.heightOfString(printable(cells[index] ?? ''), {
          width: column.width * width - 2 * CELL_PAD,
        }),
      ),
    ) +
    2 * CELL_PAD
  );
}

function drawRow(
  doc: Pdf,
  columns: readonly Column[],
  cells: readonly string[],
  style: { bold: boolean; fill?: string },
): void {
  const height = rowHeight(doc, columns, cells, style.bold);
  const width = contentWidth(doc);
  const top = doc.y;
  let x = doc.page.margins.left;
  if (style.fill) doc.rect(x, top, width, height).fillColor(style.fill).fill();
  doc
    .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(FONT_SIZE)
    .fillColor(PDF_STYLE.text);
  for (const [index, column] of columns.entries()) {
    doc.text(printable(cells[index] ?? ''), x + CELL_PAD, top + CELL_PAD, {
      width: column.width * width - 2 * CELL_PAD,
      align: column.align ?? 'left',
    });
    x += column.width * width;
  }
  doc
    .moveTo(doc.page.margins.left, top + height)
    .lineTo(doc.page.margins.left + width, top + height)
    .lineWidth(0.5)
    .strokeColor(PDF_STYLE.rule)
    .stroke();
  doc.x = doc.page.margins.left;
  doc.y = top + height;
}

/**
 * A table across the content width. A row that would cross the bottom margin starts a new
 * page, where the header is drawn again; the last row may be a bold total.
 */
export function table(
  doc: Pdf,
  columns: readonly Column[],
  rows: ReadonlyArray<readonly string[]>,
  options: { totalRow?: readonly string[] } = {},
): void {
  const headers = columns.map((column) => column.header);
  const header = () => drawRow(doc, columns, headers, { bold: true, fill: PDF_STYLE.headerFill });
  ensureRoom(doc, rowHeight(doc, columns, headers, true) * 2 + 4);
  header();
  const all = options.totalRow ? [...rows, options.totalRow] : rows;
  for (const [index, cells] of all.entries()) {
    const isTotal = options.totalRow !== undefined && index === all.length - 1;
    if (doc.y + rowHeight(doc, columns, cells, isTotal) > bottom(doc)) {
      doc.addPage();
      header();
    }
    drawRow(doc, columns, cells, {
      bold: isTotal,
      fill: index % 2 === 1 && !isTotal ? PDF_STYLE.stripeFill : undefined,
    });
  }
  doc.moveDown(0.8);
}
