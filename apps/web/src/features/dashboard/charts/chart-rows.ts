/**
 * Chart points as the rows a drawing takes. Names from users and plugins (console users,
 * domains, extractors, categories) are neutralised as UserText does (decision 0124): an axis
 * label is SVG text, where a <bdi> cannot go.
 */
import type { TChartData } from '@vigil/contract';
import { neutraliseText } from '../../../lib/neutral-text';
import type { GroupedRow } from './grouped-bar-chart';
import type { RankedRow } from './ranked-bar-chart';

export function rankedRows(points: ReadonlyArray<{ name: string; count: number }>): RankedRow[] {
  return points.map((point) => ({ label: neutraliseText(point.name), value: point.count }));
}

export function topDomainRows(points: TChartData<'top-domains'>): GroupedRow[] {
  return points.map((point) => ({
    label: neutraliseText(point.name),
    submitted: point.submitted,
    unpublished: point.unpublished,
  }));
}

export function contentTypeRows(points: TChartData<'content-types'>): GroupedRow[] {
  return points.map((point) => ({
    label: neutraliseText(point.content_type),
    items: point.count,
    unpublished: point.unpublished,
  }));
}

export function scannerRows(points: TChartData<'scanners'>): GroupedRow[] {
  return points.map((point) => ({
    label: neutraliseText(point.name),
    scanned: point.scanned,
    flagged: point.flagged,
  }));
}
