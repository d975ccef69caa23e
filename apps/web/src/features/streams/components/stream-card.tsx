import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { STREAMS_SCREEN_TEXTS as T, type TDomain, type TModerationCategory } from '@vigil/contract';
import { useDomainStream } from '../api/use-domain-stream';
import { useSaveThreshold } from '../api/use-save-threshold';
import { StreamBody } from './stream-body';
import { StreamCardMenu } from './stream-card-menu';
import { StreamStatusDot } from './stream-status-dot';

export interface StreamCardProps {
  domain: TDomain;
  categories: readonly TModerationCategory[] | undefined;
  canSave: boolean;
  canManage: boolean;
}

function StreamPlaceholder({ name }: { name: string }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={T.loadingStream(name)}>
      <Skeleton height={10} width="30%" radius="sm" />
      <Skeleton height={44} radius="md" />
      <Skeleton height={10} width="30%" radius="sm" mt="xs" />
      <Skeleton height={52} radius="md" />
      <Skeleton height={52} radius="md" />
    </Stack>
  );
}

/** Spec §2: one card per domain, its stream loaded by the card itself (one query each). */
export function StreamCard({ domain, categories, canSave, canManage }: StreamCardProps) {
  const stream = useDomainStream(domain.id);
  const save = useSaveThreshold(domain.id);
  const reload = () => void stream.refetch();

  const body = () => {
    // Cached data wins over a failed re-read: the last known stream stays usable.
    if (stream.data) {
      return (
        <StreamBody
          stream={stream.data}
          categories={categories}
          canSave={canSave}
          onSave={(scanner, categoryId, pair) =>
            save({ domainScannerId: scanner.id, categoryId, pair })
          }
        />
      );
    }
    if (stream.isError) {
      // Spec §8 shows no message for a failed store action; the card still needs a way on.
      return (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {T.streamFailed}
          </Text>
          <Button variant="light" size="xs" onClick={reload} loading={stream.isFetching}>
            {T.retry}
          </Button>
        </Stack>
      );
    }
    return <StreamPlaceholder name={domain.name} />;
  };

  return (
    <Paper withBorder p="lg" component="article" aria-label={domain.name} h="100%">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <StreamStatusDot enabled={domain.enabled} />
            <Title order={2} fz="lg" fw={700} style={{ overflowWrap: 'anywhere' }}>
              {domain.name}
            </Title>
          </Group>
          <StreamCardMenu domain={domain} canManage={canManage} onReload={reload} />
        </Group>
        {body()}
      </Stack>
    </Paper>
  );
}
