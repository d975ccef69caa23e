import { ANALYTICS_SCREEN_TEXTS as T } from '@vigil/contract';
import { csvText, inertCsvText } from '../../../lib/csv';
import type { TableCell, TableColumn, TableModel } from './table-model';

/** A period takes two columns (its first and last day); a duration is written in seconds. */
function headers(column: TableColumn): string[] {
  if (column.kind === 'period') return [T.periodStartColumn, T.periodEndColumn];
  if (column.kind === 'duration') return [T.secondsColumn(column.header)];
  return [inertCsvText(column.header)];
}

function fields(cell: TableCell): string[] {
  switch (cell.kind) {
    case 'text':
    case 'user-text':
      return [inertCsvText(cell.value)];
    case 'count':
      return [String(cell.value)];
    case 'percent':
      return [cell.value === null ? '' : cell.value.toFixed(2)];
    case 'duration':
      return [String(Math.round(cell.seconds))];
    case 'period':
      return [cell.period.start, cell.period.end];
  }
}

/**
 * The table as CSV: a header row, then a line per row with the same numbers as the table,
 * unformatted (no grouping; percentages with the two decimals shown, without the % sign).
 */
export function tableCsv(model: TableModel): string {
  return csvText([
    model.columns.flatMap(headers),
    ...model.rows.map((row) => row.cells.flatMap(fields)),
  ]);
}
