import { Group, MultiSelect, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import {
  ANALYTICS_CONTENT_TYPE_LABELS,
  ANALYTICS_GRANULARITIES,
  ANALYTICS_GRANULARITY_LABELS,
  ANALYTICS_SCREEN_TEXTS as T,
  MAX_ANALYTICS_DOMAINS,
  REPORT_CONTENT_TYPES,
  type AnalyticsGranularity,
  type ReportContentType,
  type TDomain,
} from '@vigil/contract';
import { useId } from 'react';
import { TimespanSelector } from '../../../components/date-range/timespan-selector';
import { neutraliseText } from '../../../lib/neutral-text';
import { ANALYTICS_PRESETS } from './analytics-presets';
import type { AnalyticsFilters } from './use-analytics-filters';

const CONTENT_TYPES = [
  { value: 'all', label: ANALYTICS_CONTENT_TYPE_LABELS.all },
  ...REPORT_CONTENT_TYPES.map((type) => ({
    value: type,
    label: ANALYTICS_CONTENT_TYPE_LABELS[type],
  })),
];

const isContentType = (value: string): value is ReportContentType =>
  (REPORT_CONTENT_TYPES as readonly string[]).includes(value);

const isGranularity = (value: string): value is AnalyticsGranularity =>
  (ANALYTICS_GRANULARITIES as readonly string[]).includes(value);

export interface AnalyticsFiltersBarProps {
  filters: AnalyticsFilters;
  /** The domains open to the reader; undefined while they load or when not offered. */
  domains: readonly TDomain[] | undefined;
  domainsOffered: boolean;
}

/** The filters above every section: time span, domains, content type and periods. */
export function AnalyticsFiltersBar({
  filters,
  domains,
  domainsOffered,
}: AnalyticsFiltersBarProps) {
  const granularityId = useId();
  const { view, update } = filters;
  const domainOptions = (domains ?? []).map((domain) => ({
    value: String(domain.id),
    // Names are the tenant's: shown as text, never obeying direction marks (decision 0124).
    label: neutraliseText(domain.name),
  }));
  const chosen = filters.query.domain_ids?.split(',') ?? [];

  return (
    <Paper withBorder p="md" mb="lg" component="section" aria-label={T.filtersLabel}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <TimespanSelector value={filters.timespan} presets={ANALYTICS_PRESETS} texts={T} />
        {domainsOffered ? (
          <MultiSelect
            label={T.domainsLabel}
            placeholder={chosen.length === 0 ? T.domainsPlaceholder : T.domainsMore}
            data={domainOptions}
            value={chosen}
            onChange={(ids) => update({ domainIds: ids })}
            searchable
            clearable
            maxValues={MAX_ANALYTICS_DOMAINS}
            disabled={domains === undefined}
            w={280}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <Select
          label={T.contentTypeLabel}
          data={CONTENT_TYPES}
          value={view.contentType ?? 'all'}
          onChange={(value) =>
            update({ contentType: value !== null && isContentType(value) ? value : null })
          }
          allowDeselect={false}
          w={190}
        />
        <Stack gap={4}>
          <Text id={granularityId} size="sm" fw={500}>
            {T.granularityLabel}
          </Text>
          <SegmentedControl
            aria-labelledby={granularityId}
            data={ANALYTICS_GRANULARITIES.map((granularity) => ({
              value: granularity,
              label: ANALYTICS_GRANULARITY_LABELS[granularity],
            }))}
            value={view.granularity}
            onChange={(value) => {
              if (isGranularity(value)) update({ granularity: value });
            }}
          />
        </Stack>
      </Group>
    </Paper>
  );
}
