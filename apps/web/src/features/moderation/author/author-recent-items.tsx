import { Group, List, Stack, Text, Title } from '@mantine/core';
import {
  AUTHOR_HISTORY_TEXTS as T,
  formatTimestamp,
  type TAuthorRecentItem,
} from '@vigil/contract';
import { StatusBadge } from '../../../components/status-badge';
import { UserText } from '../../../components/user-text';

/** The author's latest items: where, when, what became of each, and how a text began. */
export function AuthorRecentItems({ items }: { items: readonly TAuthorRecentItem[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {T.recentTitle}
      </Title>
      <List listStyleType="none" spacing="xs" aria-label={T.recentListLabel}>
        {items.map((item) => (
          <List.Item key={String(item.id)}>
            <Stack gap={2}>
              <Group gap="xs" wrap="wrap">
                <StatusBadge status={item.status} />
                <Text span size="sm" fw={500}>
                  {item.domain}
                </Text>
                <Text span size="xs" c="dimmed" component="time" dateTime={item.submitted_at}>
                  {formatTimestamp(item.submitted_at)}
                </Text>
              </Group>
              <Text size="sm" lineClamp={2}>
                {item.excerpt === null ? (
                  T.mediaItem(item.content_type)
                ) : (
                  <UserText>{item.excerpt}</UserText>
                )}
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
