/**
 * Names the Analytics filters and the score categories' groups need, read from the calls the
 * Domains and Streams screens already make (the same cache entries, decision 0131). Viewers
 * may call neither: they get no domain filter, and scanners are named from the automation
 * answer, which lists every scanner that judged an item in the range.
 */
import { listDomainsEndpoint, listScannerCatalogueEndpoint } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/endpoint-query';
import { neutraliseText } from '../../../lib/neutral-text';
import type { AnalyticsCallQuery } from '../filters/use-analytics-filters';
import { useAnalyticsAutomation } from './use-analytics-queries';

export function useAnalyticsDomains(enabled: boolean) {
  return useQuery({
    ...endpointQueryOptions(listDomainsEndpoint, { errorHandling: 'log' }),
    enabled,
  });
}

export function useScannerCatalogue(enabled: boolean) {
  return useQuery({
    ...endpointQueryOptions(listScannerCatalogueEndpoint, { errorHandling: 'log' }),
    enabled,
    staleTime: Infinity,
  });
}

/**
 * Scanner names by id: the catalogue's where the role may read it, else (viewers) the labels
 * of the automation answer's scanner rows for the same filters — the section's own call.
 */
export function useScannerNames(
  query: AnalyticsCallQuery,
  catalogueOffered: boolean,
): ReadonlyMap<number, string> {
  const catalogue = useScannerCatalogue(catalogueOffered);
  const automation = useAnalyticsAutomation(query);
  const names = new Map<number, string>();
  for (const row of automation.data?.data.by_scanner ?? []) {
    const id = Number(row.key);
    if (Number.isInteger(id)) names.set(id, neutraliseText(row.label));
  }
  for (const scanner of catalogue.data?.data ?? []) {
    names.set(Number(scanner.id), neutraliseText(scanner.name));
  }
  return names;
}
