import { Table } from '@mantine/core';
import {
  CHART_TITLES,
  DASHBOARD_SCREEN_TEXTS as TEXTS,
  formatInteger,
  type TChartData,
} from '@vigil/contract';
import { UserText } from '../../../components/user-text';

/** The repeat offenders as a table: names are the plugins' and go through UserText. */
export function TopAuthorsTable({ data }: { data: TChartData<'top-authors-unpublished'> }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped highlightOnHover aria-label={CHART_TITLES['top-authors-unpublished']}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{TEXTS.authorColumn}</Table.Th>
            <Table.Th>{TEXTS.domainColumn}</Table.Th>
            <Table.Th ta="right">{TEXTS.unpublishedColumn}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((author) => (
            <Table.Tr key={`${author.domain}\u0000${author.username}`}>
              <Table.Td>
                <UserText>{author.username}</UserText>
              </Table.Td>
              <Table.Td>
                <UserText>{author.domain}</UserText>
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatInteger(author.count)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
