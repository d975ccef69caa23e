import { Table } from '@mantine/core';
import {
  ANALYTICS_SCREEN_TEXTS as T,
  formatDecimal,
  formatDuration,
  formatInteger,
} from '@vigil/contract';
import type { CSSProperties, ReactNode } from 'react';
import { UserText } from '../../../components/user-text';
import type { TableCell, TableCellKind, TableModel } from './table-model';

/** A cell as the console shows figures: en-GB numbers, the §9 duration format. */
export function displayCell(cell: TableCell): ReactNode {
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'user-text':
      return <UserText>{cell.value}</UserText>;
    case 'count':
      return formatInteger(cell.value);
    case 'percent':
      return cell.value === null ? T.noRate : T.percent(formatDecimal(cell.value));
    case 'duration':
      return formatDuration(cell.seconds);
    case 'period':
      return cell.label;
  }
}

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const NUMERIC: ReadonlySet<TableCellKind> = new Set(['count', 'percent', 'duration']);

/** A section's table: captioned, one header row, the first cell of each row its header. */
export function DataTable({ model }: { model: TableModel }) {
  return (
    <Table.ScrollContainer minWidth={420} maxHeight={480}>
      <Table striped highlightOnHover stickyHeader captionSide="top">
        {/* Read by screen readers; sighted readers have the card's title right above. */}
        <Table.Caption style={VISUALLY_HIDDEN}>{model.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {model.columns.map((column) => (
              <Table.Th
                key={column.key}
                scope="col"
                ta={NUMERIC.has(column.kind) ? 'right' : undefined}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {model.rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => {
                const numeric = NUMERIC.has(cell.kind);
                const style: CSSProperties | undefined = numeric
                  ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }
                  : undefined;
                const key = model.columns[index]?.key ?? String(index);
                return index === 0 ? (
                  <Table.Th
                    key={key}
                    scope="row"
                    fw={500}
                    ta={numeric ? 'right' : undefined}
                    miw={numeric ? undefined : 140}
                  >
                    {displayCell(cell)}
                  </Table.Th>
                ) : (
                  <Table.Td
                    key={key}
                    ta={numeric ? 'right' : undefined}
                    style={style}
                    // Figures and durations never break ("1h 2m / 5s").
                    miw={numeric ? undefined : 120}
                  >
                    {displayCell(cell)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
