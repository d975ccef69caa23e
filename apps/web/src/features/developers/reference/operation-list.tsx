import { Accordion, Code, Group, Text } from '@mantine/core';
import type { TOpenApiDocument } from '@vigil/contract';
import { useState } from 'react';
import { MethodBadge } from './method-badge';
import { OperationDetails } from './operation-details';
import type { ReferenceOperation } from './read-operations';

/**
 * Collapsible operations. Only open ones render their details: a long list of formatted
 * schemas would otherwise be laid out for nothing.
 */
export function OperationList({
  document,
  operations,
}: {
  document: TOpenApiDocument;
  operations: readonly ReferenceOperation[];
}) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Accordion multiple value={open} onChange={setOpen} variant="contained" radius="md">
      {operations.map((entry) => {
        const id = entry.operation.operationId;
        return (
          <Accordion.Item key={id} value={id}>
            <Accordion.Control>
              <Group gap="sm" wrap="nowrap">
                <MethodBadge method={entry.method} />
                <Code fz="sm" bg="transparent" style={{ wordBreak: 'break-all' }}>
                  {entry.path}
                </Code>
                <Text size="sm" c="dimmed" visibleFrom="sm" lineClamp={1}>
                  {entry.operation.summary}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {open.includes(id) ? (
                <>
                  <Text size="sm" fw={600} mb="sm" hiddenFrom="sm">
                    {entry.operation.summary}
                  </Text>
                  <OperationDetails document={document} operation={entry.operation} />
                </>
              ) : null}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
