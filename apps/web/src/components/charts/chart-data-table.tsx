import { VisuallyHidden } from '@mantine/core';
import { CHART_TEXTS } from './chart-texts';

export interface DataTableRow {
  name: string;
  values: readonly string[];
}

/**
 * The drawing's figures as a table for screen readers: a chart is a picture, and its entries'
 * names alone do not let a reader compare them row against row.
 */
export function ChartDataTable({
  summary,
  columns,
  rows,
}: {
  summary: string;
  /** The entries' column first, then one per series. */
  columns: readonly string[];
  rows: readonly DataTableRow[];
}) {
  const [entryColumn, ...valueColumns] = columns;
  return (
    <VisuallyHidden>
      <table>
        <caption>{CHART_TEXTS.tableCaption(summary)}</caption>
        <thead>
          <tr>
            <th scope="col">{entryColumn}</th>
            {valueColumns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Names may repeat (two moderators of one name): the position keeps rows apart.
            <tr key={index}>
              <th scope="row">{row.name}</th>
              {row.values.map((value, column) => (
                <td key={column}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
