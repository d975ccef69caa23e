import {
  ActionIcon,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import {
  CARD_STATE_LABELS,
  CARD_STATES,
  MODERATION_SCREEN_TEXTS as T,
  MODERATION_STATUS_LABELS,
  MODERATION_STATUSES,
  type CardState,
  type TDomain,
} from '@vigil/contract';
import { useId } from 'react';
import type { ModerationPreferences } from '../preferences/moderation-preferences';
import { ALL, type ReportFilters } from '../queue/report-filters';

export interface QueueToolbarProps {
  filters: ReportFilters;
  onFiltersChange: (filters: ReportFilters) => void;
  /** Undefined while the list loads. */
  domains: readonly TDomain[] | undefined;
  preferences: ModerationPreferences;
  onPreferencesChange: (change: Partial<ModerationPreferences>) => void;
  onHelp: () => void;
}

const STATUS_OPTIONS = [
  { value: ALL, label: T.allStatuses },
  ...MODERATION_STATUSES.map((status) => ({
    value: status,
    label: MODERATION_STATUS_LABELS[status],
  })),
];

/** Filters (spec §2) on the left; how cards show content and media, and the help, on the right. */
export function QueueToolbar({
  filters,
  onFiltersChange,
  domains,
  preferences,
  onPreferencesChange,
  onHelp,
}: QueueToolbarProps) {
  const cardStateLabelId = useId();
  const domainOptions = [
    { value: ALL, label: T.allDomains },
    ...(domains ?? []).map((domain) => ({ value: domain.name, label: domain.name })),
  ];
  // A chosen domain stays selectable while the list reloads or if it was removed.
  if (filters.domain !== ALL && !domainOptions.some((option) => option.value === filters.domain)) {
    domainOptions.push({ value: filters.domain, label: filters.domain });
  }

  return (
    <Group
      justify="space-between"
      align="flex-end"
      gap="md"
      role="group"
      aria-label={T.filtersLabel}
    >
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label={T.domainFilterLabel}
          data={domainOptions}
          value={filters.domain}
          onChange={(event) => onFiltersChange({ ...filters, domain: event.currentTarget.value })}
          w={{ base: '100%', xs: 240 }}
        />
        <NativeSelect
          label={T.statusFilterLabel}
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(event) => onFiltersChange({ ...filters, status: event.currentTarget.value })}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <Group gap="lg" align="flex-end">
        <Stack gap={4}>
          <Text id={cardStateLabelId} size="sm" fw={500}>
            {T.cardStateLabel}
          </Text>
          <SegmentedControl<CardState>
            aria-labelledby={cardStateLabelId}
            size="xs"
            value={preferences.cardState}
            onChange={(value) => onPreferencesChange({ cardState: value })}
            data={CARD_STATES.map((state) => ({ value: state, label: CARD_STATE_LABELS[state] }))}
          />
        </Stack>
        <Switch
          label={T.blurMediaLabel}
          checked={preferences.blurMedia}
          onChange={(event) => onPreferencesChange({ blurMedia: event.currentTarget.checked })}
          mb={6}
        />
        <Tooltip label={T.shortcutsButton}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onHelp}
            aria-label={T.shortcutsButton}
            aria-keyshortcuts="?"
          >
            <IconKeyboard size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
