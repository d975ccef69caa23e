import { getReportAuditEndpoint, type TId } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/endpoint-query';

/** GET /report/:id/audit, loaded when the section opens; a failure is only logged (spec §8). */
export function useReportAudit(id: TId, enabled: boolean) {
  return useQuery({
    ...endpointQueryOptions(getReportAuditEndpoint, {
      params: { id: String(id) },
      errorHandling: 'log',
    }),
    enabled,
  });
}
