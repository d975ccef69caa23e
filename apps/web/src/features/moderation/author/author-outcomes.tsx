import { Box, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  AUTHOR_HISTORY_TEXTS as T,
  AUTHOR_OUTCOMES,
  MODERATION_STATUS_COLOURS,
  type AuthorOutcome,
  type TAuthorOutcomes,
} from '@vigil/contract';

/** Each outcome in the colour of the status it counts (spec §3), as the queue shows them. */
const OUTCOME_COLOURS: Readonly<Record<AuthorOutcome, string>> = {
  clean: MODERATION_STATUS_COLOURS.CLEAN,
  approved: MODERATION_STATUS_COLOURS.MANUALLY_IGNORED,
  waiting: MODERATION_STATUS_COLOURS.MODERATE,
  auto_unpublished: MODERATION_STATUS_COLOURS.AUTO_UNPUBLISHED,
  manually_unpublished: MODERATION_STATUS_COLOURS.MANUALLY_UNPUBLISHED,
};

/**
 * What became of the author's items: one bar split by outcome, and the counts beside their
 * names. The bar is a picture of the list, so only the list is read out.
 */
export function AuthorOutcomes({ outcomes, total }: { outcomes: TAuthorOutcomes; total: number }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {T.outcomesTitle}
      </Title>
      <Progress.Root size="lg" aria-hidden>
        {AUTHOR_OUTCOMES.map((outcome) =>
          outcomes[outcome] > 0 ? (
            <Progress.Section
              key={outcome}
              value={(outcomes[outcome] / total) * 100}
              color={OUTCOME_COLOURS[outcome]}
            />
          ) : null,
        )}
      </Progress.Root>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing={4}
        component="ul"
        m={0}
        p={0}
        aria-label={T.outcomesChartLabel}
        style={{ listStyle: 'none' }}
      >
        {AUTHOR_OUTCOMES.map((outcome) => (
          <Group key={outcome} component="li" gap="xs" wrap="nowrap">
            {/* The colour says which part of the bar; the text says it all (contrast). */}
            <Box
              aria-hidden
              w={10}
              h={10}
              bg={OUTCOME_COLOURS[outcome]}
              style={{ borderRadius: 2, flex: 'none' }}
            />
            <Text span size="sm" fw={700}>
              {outcomes[outcome]}
            </Text>
            <Text span size="sm">
              {T.outcomeLabels[outcome]}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
