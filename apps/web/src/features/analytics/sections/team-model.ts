/**
 * The team's two tables (decision 0171): a row per moderator, and a row per period of the
 * review backlog. Each is what its card draws, shows as a table and saves as CSV.
 */
import {
  ANALYTICS_OUTCOME_COLOURS,
  ANALYTICS_SCREEN_TEXTS as T,
  type AnalyticsGranularity,
  type TTeamAnalytics,
} from '@vigil/contract';
import { neutraliseText } from '../../../lib/neutral-text';
import { periodLabels } from '../period-label';
import {
  countCell,
  durationCell,
  periodCell,
  userTextCell,
  type TableModel,
} from '../table/table-model';
import type { ChartSeries } from './decisions-model';

export interface BarsChart {
  rows: Array<Record<string, string | number>>;
  series: ChartSeries[];
}

export function moderatorsView(team: TTeamAnalytics): { model: TableModel; chart: BarsChart } {
  const model: TableModel = {
    caption: T.moderatorsTitle,
    columns: [
      { key: 'name', header: T.moderatorColumn, kind: 'user-text' },
      { key: 'decisions', header: T.decisionsColumn, kind: 'count' },
      { key: 'unpublished', header: T.unpublishedColumn, kind: 'count' },
      { key: 'approved', header: T.approvedColumn, kind: 'count' },
      { key: 'median', header: T.medianColumn, kind: 'duration' },
      { key: 'p90', header: T.p90Column, kind: 'duration' },
    ],
    rows: team.moderators.map((member, index) => ({
      key: member.user_id ?? `deleted-${index}`,
      cells: [
        userTextCell(member.name),
        countCell(member.decisions),
        countCell(member.unpublished),
        countCell(member.approved),
        durationCell(member.median_seconds),
        durationCell(member.p90_seconds),
      ],
    })),
  };
  const chart: BarsChart = {
    rows: team.moderators.map((member) => ({
      // Axis labels are SVG text, where UserText's <bdi> cannot go (decision 0124).
      name: neutraliseText(member.name),
      unpublished: member.unpublished,
      approved: member.approved,
    })),
    series: [
      {
        name: 'unpublished',
        label: T.unpublishedColumn,
        color: ANALYTICS_OUTCOME_COLOURS.manually_unpublished,
      },
      { name: 'approved', label: T.approvedColumn, color: ANALYTICS_OUTCOME_COLOURS.approved },
    ],
  };
  return { model, chart };
}

export interface BacklogPoint {
  period: string;
  waiting: number;
}

export function backlogView(
  team: TTeamAnalytics,
  granularity: AnalyticsGranularity,
): { model: TableModel; points: BacklogPoint[] } {
  const labels = periodLabels(team.backlog, granularity);
  const model: TableModel = {
    caption: T.backlogTitle,
    columns: [
      { key: 'period', header: T.periodColumn, kind: 'period' },
      { key: 'waiting', header: T.waitingColumn, kind: 'count' },
    ],
    rows: team.backlog.map((point, index) => ({
      key: point.start,
      cells: [
        periodCell({ start: point.start, end: point.end }, labels[index] ?? point.start),
        countCell(point.waiting),
      ],
    })),
  };
  const points = team.backlog.map((point, index) => ({
    period: labels[index] ?? point.start,
    waiting: point.waiting,
  }));
  return { model, points };
}
