import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCloudOff, IconRefresh, IconSearch, IconWebhook } from '@tabler/icons-react';
import { DEVELOPERS_SCREEN_TEXTS as T, type TOpenApiDocument } from '@vigil/contract';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { InlineCode } from '../inline-code';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { OperationList } from './operation-list';
import { groupOperations, matchesFilter, webhookOperations } from './read-operations';
import { useOpenApiDocument } from './use-openapi-document';

/** The endpoint reference, drawn from GET /api/openapi.json. */
export function ApiReference() {
  const document = useOpenApiDocument();
  if (document.isError) {
    return (
      <EmptyState
        icon={<IconCloudOff size={28} aria-hidden />}
        title={T.referenceFailedTitle}
        description={T.referenceFailedBody}
        actions={
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void document.refetch()}
          >
            {T.retry}
          </Button>
        }
      />
    );
  }
  if (document.data === undefined) {
    return <LoadingSkeleton lines={6} label={T.referenceLoading} />;
  }
  return <Reference document={document.data} />;
}

function Reference({ document }: { document: TOpenApiDocument }) {
  const [filter, setFilter] = useState('');
  const groups = groupOperations(document)
    .map((group) => ({
      ...group,
      operations: group.operations.filter((entry) => matchesFilter(entry, filter)),
    }))
    .filter((group) => group.operations.length > 0);
  const webhooks = webhookOperations(document).filter((entry) => matchesFilter(entry, filter));

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <Text size="sm" c="dimmed" maw={640}>
          {T.referenceIntro}
        </Text>
        <TextInput
          label={T.filterLabel}
          placeholder={T.filterPlaceholder}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={{ base: '100%', sm: 320 }}
          type="search"
        />
      </Group>
      {groups.length === 0 && webhooks.length === 0 ? (
        <Text c="dimmed">{T.noMatches(filter)}</Text>
      ) : null}
      {groups.map((group) => (
        <Stack key={group.tag} gap="sm" component="section" aria-label={group.tag}>
          <Group gap="sm" align="baseline">
            <Title order={2} fz="xl">
              {group.tag}
            </Title>
            <Text size="sm" c="dimmed">
              {T.operationsCount(group.operations.length)}
            </Text>
          </Group>
          {group.description ? (
            <Text size="sm" c="dimmed" maw={820}>
              <InlineCode text={group.description} />
            </Text>
          ) : null}
          <OperationList document={document} operations={group.operations} />
        </Stack>
      ))}
      {webhooks.length > 0 ? (
        <Stack gap="sm" component="section" aria-label={T.webhooksTitle}>
          <Group gap="xs">
            <IconWebhook size={22} aria-hidden />
            <Title order={2} fz="xl">
              {T.webhooksTitle}
            </Title>
          </Group>
          <OperationList document={document} operations={webhooks} />
        </Stack>
      ) : null}
    </Stack>
  );
}
