import { listTransparencyReportsEndpoint } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/endpoint-query';

/** Spec §7 GET /transparency-reports: the list, newest month first. */
export function useTransparencyReports() {
  return useQuery(endpointQueryOptions(listTransparencyReportsEndpoint));
}
