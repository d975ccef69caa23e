import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatTimestamp, STATEMENT_TEXTS as T, type TStatementOfReasons } from '@vigil/contract';
import { useId } from 'react';

function howDecided(statement: TStatementOfReasons): string {
  if (statement.automated_decision) return T.automatedDecision;
  return statement.automated_detection ? T.automatedDetection : T.byModerator;
}

/**
 * The statement of reasons the site was given for an unpublish (decision 0182), as the author
 * may read it: what, when, on which ground, how it was decided, and until when to appeal.
 */
export function ReportStatement({ statement }: { statement: TStatementOfReasons }) {
  const titleId = useId();
  const rows: Array<[string, string]> = [
    [T.restriction, T.removed],
    [T.decidedAt, formatTimestamp(statement.decided_at)],
    [T.ground, statement.ground],
    [T.howDecided, howDecided(statement)],
    [T.appealUntil, formatTimestamp(statement.appeal.until)],
    [T.facts, statement.facts],
  ];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Title order={2} fz="sm" id={titleId}>
          {T.title}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing={4} verticalSpacing={4} m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
