/**
 * CSV as the transparency reports write it (RFC 4180, CRLF line ends, a field quoted only
 * when it holds a quote, comma or line break), so every file the console saves opens the
 * same way in a spreadsheet.
 */

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; text typed by people (domain, moderator and category names) is prefixed with an
 * apostrophe so a file opened in one never runs anything (OWASP's advice on CSV injection).
 */
export function inertCsvText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of fields as the file's text, each line ending in CRLF. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(field).join(',') + '\r\n').join('');
}

/** A CSV file to hand to saveFile. */
export function csvBlob(text: string): Blob {
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}
