import { Code, Stack, Table, Text } from '@mantine/core';
import { InlineCode } from '../inline-code';

export interface Fact {
  name: string;
  value: string;
  /** Exact texts the server answers with, e.g. an error's messages. */
  examples?: readonly string[];
}

/** A two-column table of names (headers, statuses, limits, error codes) and what they mean. */
export function FactsTable({
  label,
  nameHeader,
  valueHeader,
  facts,
}: {
  label: string;
  nameHeader: string;
  valueHeader: string;
  facts: readonly Fact[];
}) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder verticalSpacing="xs" fz="sm" captionSide="top">
        <Table.Caption ta="left" fw={600} c="dimmed" mt={0}>
          {label}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="30%">{nameHeader}</Table.Th>
            <Table.Th>{valueHeader}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {facts.map((fact) => (
            <Table.Tr key={fact.name}>
              <Table.Td
                ff="monospace"
                fw={600}
                style={{ wordBreak: 'break-word', verticalAlign: 'top' }}
              >
                {fact.name}
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <Text size="sm">
                    <InlineCode text={fact.value} />
                  </Text>
                  {fact.examples?.map((example) => (
                    <Code key={example} fz="xs" style={{ alignSelf: 'flex-start' }}>
                      {example}
                    </Code>
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
