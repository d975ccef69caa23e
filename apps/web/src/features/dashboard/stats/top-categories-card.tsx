import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { DASHBOARD_SCREEN_TEXTS as TEXTS, formatInteger, type TStats } from '@vigil/contract';
import { UserText } from '../../../components/user-text';

/** The stats' top_categories: the categories that flagged most, most first. */
export function TopCategoriesCard({
  categories,
}: {
  categories: TStats['top_categories'] | undefined;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={TEXTS.topCategoriesTitle} h="100%">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {TEXTS.topCategoriesTitle}
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {TEXTS.topCategoriesHint}
      </Text>
      {categories === undefined ? (
        <Stack gap={8} role="status" aria-busy="true" aria-label={TEXTS.loadingStats}>
          <Skeleton height={14} width="70%" />
          <Skeleton height={14} width="55%" />
          <Skeleton height={14} width="40%" />
        </Stack>
      ) : categories.length === 0 ? (
        <Text size="sm" c="dimmed">
          {TEXTS.noTopCategories}
        </Text>
      ) : (
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {categories.map((category) => (
            <Group key={category.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" truncate>
                <UserText>{category.name}</UserText>
              </Text>
              <Badge variant="light" color="orange" style={{ flexShrink: 0 }}>
                {formatInteger(category.count)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
