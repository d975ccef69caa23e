import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  DEVELOPERS_SCREEN_TEXTS as T,
  type TOpenApiDocument,
  type TOpenApiOperation,
} from '@vigil/contract';
import { CodeBlock } from '../code-block';
import { InlineCode } from '../inline-code';
import {
  authenticationOf,
  formatJson,
  resolveResponse,
  type Authentication,
} from './read-operations';

const AUTHENTICATION_TEXTS: Record<Authentication, string> = {
  none: T.noAuthentication,
  signed: T.signedHeaders,
  session: T.sessionAndTenant,
  'session-tenant-optional': T.sessionTenantOptional,
};

function statusColour(status: string): string {
  if (status.startsWith('2')) return 'teal';
  if (status.startsWith('4')) return 'orange';
  return 'gray';
}

function schemaType(schema: Record<string, unknown>): string {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ');
  if (schema.anyOf !== undefined || schema.oneOf !== undefined) return 'one of several';
  return 'any';
}

/** One operation opened: who may call it, its parameters, its body and its answers. */
export function OperationDetails({
  document,
  operation,
}: {
  document: TOpenApiDocument;
  operation: TOpenApiOperation;
}) {
  const body = operation.requestBody?.content['application/json']?.schema;
  const parameters = operation.parameters ?? [];
  return (
    <Stack gap="md">
      {operation.description ? (
        <Text size="sm">
          <InlineCode text={operation.description} />
        </Text>
      ) : null}
      <Text size="sm">
        <Text span fw={600}>
          {T.authentication}:{' '}
        </Text>
        {AUTHENTICATION_TEXTS[authenticationOf(document, operation)]}
      </Text>
      {parameters.length > 0 ? (
        <Stack gap={6}>
          <Title order={4} fz="sm">
            {T.parameters}
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table withTableBorder verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.parameterName}</Table.Th>
                  <Table.Th>{T.parameterIn}</Table.Th>
                  <Table.Th>{T.parameterRequired}</Table.Th>
                  <Table.Th>{T.parameterType}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {parameters.map((parameter) => (
                  <Table.Tr key={`${parameter.in}:${parameter.name}`}>
                    <Table.Td ff="monospace">{parameter.name}</Table.Td>
                    <Table.Td>{parameter.in}</Table.Td>
                    <Table.Td>{parameter.required ? T.yes : T.no}</Table.Td>
                    <Table.Td ff="monospace">{schemaType(parameter.schema)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
      {body ? <CodeBlock label={T.requestBody} code={formatJson(body)} maxHeight={420} /> : null}
      <Stack gap="xs">
        <Title order={4} fz="sm">
          {T.responses}
        </Title>
        {Object.entries(operation.responses).map(([status, raw]) => {
          const response = resolveResponse(document, raw);
          const schema = response?.content?.['application/json']?.schema;
          // Every failure has the one error shape, described once in the guide.
          const showSchema = schema !== undefined && status.startsWith('2');
          return (
            <Stack key={status} gap={6}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Badge color={statusColour(status)} variant="light" radius="sm" ff="monospace">
                  {status}
                </Badge>
                <Text size="sm">
                  <InlineCode text={response?.description ?? ''} />
                </Text>
              </Group>
              {showSchema ? (
                <CodeBlock
                  label={T.responseBody(status)}
                  code={formatJson(schema)}
                  maxHeight={420}
                />
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
