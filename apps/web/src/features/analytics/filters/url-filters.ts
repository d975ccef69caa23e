/**
 * The Analytics filters live in the URL's search params (decision 0171), so a view can be
 * shared and survives a reload. Names are the API's own; a value left at its default is left
 * out. A value the screen does not know is ignored (its default applies) rather than sent.
 */
import {
  ANALYTICS_BREAKDOWNS,
  ANALYTICS_GRANULARITIES,
  ANALYTICS_OUTCOMES,
  REPORT_CONTENT_TYPES,
  ZDomainIdListSchema,
  type AnalyticsBreakdown,
  type AnalyticsGranularity,
  type AnalyticsOutcome,
  type ReportContentType,
} from '@vigil/contract';
import type { RangeDraft } from '../../../components/date-range/validate-range';

export const AUTOMATION_ROWS = ['category', 'scanner'] as const;
export type AutomationRows = (typeof AUTOMATION_ROWS)[number];

export interface AnalyticsViewParams {
  /** The dates as the URL holds them; null when it names none (the default range). */
  dates: RangeDraft | null;
  domainIds: readonly string[];
  contentType: ReportContentType | null;
  granularity: AnalyticsGranularity;
  by: AnalyticsBreakdown;
  /** Only with a breakdown other than `outcome`. */
  outcome: AnalyticsOutcome | null;
  /** The score distribution's category; null: the first one answered. */
  category: string | null;
  rows: AutomationRows;
}

export const PARAM = {
  from: 'from',
  to: 'to',
  domains: 'domain_ids',
  contentType: 'content_type',
  granularity: 'granularity',
  by: 'by',
  outcome: 'outcome',
  category: 'category',
  rows: 'rows',
} as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function readViewParams(search: URLSearchParams): AnalyticsViewParams {
  const from = search.get(PARAM.from);
  const to = search.get(PARAM.to);
  const domains = ZDomainIdListSchema.safeParse(search.get(PARAM.domains) ?? '');
  const by = oneOf(ANALYTICS_BREAKDOWNS, search.get(PARAM.by)) ?? 'outcome';
  return {
    dates: from !== null || to !== null ? { from: from ?? '', to: to ?? '' } : null,
    domainIds: domains.success ? [...new Set(domains.data)] : [],
    contentType: oneOf(REPORT_CONTENT_TYPES, search.get(PARAM.contentType)),
    granularity: oneOf(ANALYTICS_GRANULARITIES, search.get(PARAM.granularity)) ?? 'day',
    by,
    outcome: by === 'outcome' ? null : oneOf(ANALYTICS_OUTCOMES, search.get(PARAM.outcome)),
    category: search.get(PARAM.category) || null,
    rows: oneOf(AUTOMATION_ROWS, search.get(PARAM.rows)) ?? 'category',
  };
}

/** The search params of a view; defaults left out, so a plain /analytics is the default view. */
export function writeViewParams(view: AnalyticsViewParams): URLSearchParams {
  const search = new URLSearchParams();
  if (view.dates) {
    search.set(PARAM.from, view.dates.from);
    search.set(PARAM.to, view.dates.to);
  }
  if (view.domainIds.length > 0) search.set(PARAM.domains, view.domainIds.join(','));
  if (view.contentType) search.set(PARAM.contentType, view.contentType);
  if (view.granularity !== 'day') search.set(PARAM.granularity, view.granularity);
  if (view.by !== 'outcome') {
    search.set(PARAM.by, view.by);
    if (view.outcome) search.set(PARAM.outcome, view.outcome);
  }
  if (view.category) search.set(PARAM.category, view.category);
  if (view.rows !== 'category') search.set(PARAM.rows, view.rows);
  return search;
}
