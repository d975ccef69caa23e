import { SimpleGrid } from '@mantine/core';
import {
  IconBan,
  IconCircleCheck,
  IconClockHour4,
  IconFileText,
  IconPhoto,
  IconRobot,
  IconShieldCheck,
  IconWorldWww,
} from '@tabler/icons-react';
import {
  DASHBOARD_SCREEN_TEXTS as TEXTS,
  deriveDashboardFigures,
  formatDecimal,
  formatDuration,
  formatInteger,
  type TStats,
} from '@vigil/contract';
import { StatCard } from '../../../components/stat-card';

const ICON_SIZE = 18;

/**
 * Spec §3's dashboard figures, formatted by spec §9 (en-GB, rates with two decimals). With no
 * stats yet every card shows a skeleton in place of its figure.
 */
export function StatCards({ stats }: { stats: TStats | undefined }) {
  const figures = stats ? deriveDashboardFigures(stats) : undefined;
  const when = <T,>(value: T | undefined, format: (value: T) => string) =>
    value === undefined ? undefined : format(value);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <StatCard
        label={TEXTS.totalItems}
        value={when(stats?.total, formatInteger)}
        hint={TEXTS.totalItemsHint}
        icon={<IconFileText size={ICON_SIZE} />}
        colour="indigo"
      />
      <StatCard
        label={TEXTS.moderations}
        value={when(figures?.moderations, formatInteger)}
        hint={figures ? TEXTS.moderationShare(formatDecimal(figures.moderationShare)) : undefined}
        icon={<IconBan size={ICON_SIZE} />}
        colour="red"
      />
      <StatCard
        label={TEXTS.humanRejectRate}
        value={when(figures?.humanRejectRate, (rate) => TEXTS.percent(formatDecimal(rate)))}
        hint={stats ? TEXTS.rateHint(formatInteger(stats.human_reject)) : undefined}
        icon={<IconShieldCheck size={ICON_SIZE} />}
        colour="blue"
      />
      <StatCard
        label={TEXTS.botRejectRate}
        value={when(figures?.botRejectRate, (rate) => TEXTS.percent(formatDecimal(rate)))}
        hint={stats ? TEXTS.rateHint(formatInteger(stats.bot_reject)) : undefined}
        icon={<IconRobot size={ICON_SIZE} />}
        colour="red"
      />
      <StatCard
        label={TEXTS.approved}
        value={when(stats?.human_ignore, formatInteger)}
        hint={TEXTS.approvedHint}
        icon={<IconCircleCheck size={ICON_SIZE} />}
        colour="green"
      />
      <StatCard
        label={TEXTS.domains}
        value={
          figures
            ? TEXTS.domainsOf(
                formatInteger(figures.domainsInUse),
                formatInteger(figures.totalDomains),
              )
            : undefined
        }
        hint={TEXTS.domainsHint}
        icon={<IconWorldWww size={ICON_SIZE} />}
        colour="teal"
      />
      <StatCard
        label={TEXTS.responseTime}
        value={when(stats?.response_time, formatDuration)}
        hint={TEXTS.responseTimeHint}
        icon={<IconClockHour4 size={ICON_SIZE} />}
        colour="orange"
      />
      <StatCard
        label={TEXTS.mediaStored}
        value={when(stats?.total_artifacts, formatInteger)}
        hint={TEXTS.mediaStoredHint}
        icon={<IconPhoto size={ICON_SIZE} />}
        colour="grape"
      />
    </SimpleGrid>
  );
}
