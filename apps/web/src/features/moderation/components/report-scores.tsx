import { Badge, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  categoriesForExtractor,
  categoriesForScanner,
  MODERATION_SCREEN_TEXTS as T,
  REPORT_CONTENT_TYPE_LABELS,
  scannerContentType,
  sortCategoriesByName,
  type TReportCategoryScore,
} from '@vigil/contract';
import { useId, useState } from 'react';

const ALL_ENGINES = 'all';

/** The filter's choices: every scanner and extractor that scored this report. */
function engineOptions(categories: readonly TReportCategoryScore[]) {
  const scanners = [...new Set(categories.map((category) => category.scanner_id))].sort(
    (a, b) => a - b,
  );
  const extractors = [
    ...new Set(
      categories.flatMap((category) =>
        category.extractor_id === null ? [] : [String(category.extractor_id)],
      ),
    ),
  ].sort();
  return [
    { value: ALL_ENGINES, label: T.allEngines },
    ...scanners.map((id) => {
      const type = scannerContentType(id);
      return {
        value: `scanner:${id}`,
        label: T.scannerOption(type === undefined ? `#${id}` : REPORT_CONTENT_TYPE_LABELS[type]),
      };
    }),
    ...extractors.map((id) => ({ value: `extractor:${id}`, label: T.extractorOption(id) })),
  ];
}

function filtered(categories: readonly TReportCategoryScore[], engine: string) {
  if (engine.startsWith('scanner:')) {
    return categoriesForScanner(categories, Number(engine.slice('scanner:'.length)));
  }
  if (engine.startsWith('extractor:')) {
    return categoriesForExtractor(categories, engine.slice('extractor:'.length));
  }
  return [...categories];
}

export interface ReportScoresProps {
  categories: readonly TReportCategoryScore[];
  /** Offer the extractor/scanner filter (an opened card). */
  filterable: boolean;
}

/** Spec §2: the categories that fired, sorted by name ignoring case, filterable by engine. */
export function ReportScores({ categories, filterable }: ReportScoresProps) {
  const [engine, setEngine] = useState(ALL_ENGINES);
  const labelId = useId();
  const selectId = useId();
  // Every category is scored; only those above 0 fired (spec §2 shows what fired).
  const fired = categories.filter((category) => category.score > 0);
  if (fired.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {T.noScores}
      </Text>
    );
  }
  const options = engineOptions(fired);
  const shown = sortCategoriesByName(filtered(fired, engine));
  const showFilter = filterable && fired.length > 1 && options.length > 2;
  return (
    <Stack gap={6}>
      <Group gap="sm" justify="space-between" align="center" mih={22}>
        <Text id={labelId} size="xs" fw={600} c="dimmed" tt="uppercase">
          {T.scoresLabel}
        </Text>
        {showFilter ? (
          <Group gap={6} wrap="nowrap">
            <Text component="label" htmlFor={selectId} size="xs" c="dimmed">
              {T.scoreFilterLabel}
            </Text>
            <NativeSelect
              id={selectId}
              size="xs"
              data={options}
              value={engine}
              onChange={(event) => setEngine(event.currentTarget.value)}
              w={220}
            />
          </Group>
        ) : null}
      </Group>
      <Group
        gap={6}
        component="ul"
        aria-labelledby={labelId}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {shown.map((category) => (
          <li key={String(category.id)}>
            <Badge
              variant="light"
              color="gray"
              radius="sm"
              tt="none"
              fw={500}
              rightSection={<b>{category.score}</b>}
            >
              {category.name}
            </Badge>
          </li>
        ))}
      </Group>
    </Stack>
  );
}
