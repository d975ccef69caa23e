import type { TAnalyticsQuery, TDateRangeQuery } from '@vigil/contract';
import { useSearchParams } from 'react-router';
import { presetRange } from '../../../components/date-range/range-presets';
import { useDateRange, type DateRange } from '../../../components/date-range/use-date-range';
import { validateRange } from '../../../components/date-range/validate-range';
import { DEFAULT_ANALYTICS_PRESET } from './analytics-presets';
import { readViewParams, writeViewParams, type AnalyticsViewParams } from './url-filters';

/** The filters every Analytics call shares, as the API takes them (`z.input` of the query). */
export type AnalyticsCallQuery = Pick<TAnalyticsQuery, 'from' | 'to' | 'content_type'> & {
  domain_ids?: string;
};

export interface AnalyticsFilters {
  view: AnalyticsViewParams;
  timespan: DateRange;
  range: TDateRangeQuery;
  /** The shared filters of every call: the range, the domains (when offered), the type. */
  query: AnalyticsCallQuery;
  /** Changes some of the view; the URL is replaced, so Back leaves the screen. */
  update: (change: Partial<AnalyticsViewParams>) => void;
}

const defaultRange = () => presetRange(DEFAULT_ANALYTICS_PRESET);

/**
 * The screen's filters, read from and written to the URL (decision 0171). Dates the URL holds
 * but the contract refuses are shown with their message, and the default range is used.
 * `domains` are the ids the reader may pick: `false` for roles that cannot list domains
 * (viewers: none is sent), undefined while the list loads (the URL's are sent as they are);
 * once known, ids outside it (a link from someone who sees more) are left out, so what is
 * counted is what the domain filter shows.
 */
export function useAnalyticsFilters(
  domains: ReadonlySet<string> | undefined | false,
): AnalyticsFilters {
  const [search, setSearch] = useSearchParams();
  const view = readViewParams(search);
  const fromUrl = view.dates ? validateRange(view.dates) : null;
  const range = fromUrl?.ok ? fromUrl.range : defaultRange();

  const update = (change: Partial<AnalyticsViewParams>) =>
    setSearch((current) => writeViewParams({ ...readViewParams(current), ...change }), {
      replace: true,
    });

  const timespan = useDateRange({
    defaultRange,
    range,
    initialDraft: view.dates ?? undefined,
    onChange: (next) => update({ dates: next }),
  });

  const domainIds =
    domains === false
      ? []
      : domains === undefined
        ? view.domainIds
        : view.domainIds.filter((id) => domains.has(id));
  return {
    view,
    timespan,
    range,
    query: {
      from: range.from,
      to: range.to,
      domain_ids: domainIds.length > 0 ? domainIds.join(',') : undefined,
      content_type: view.contentType ?? undefined,
    },
    update,
  };
}
