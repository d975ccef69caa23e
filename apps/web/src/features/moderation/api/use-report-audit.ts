import { getReportAuditEndpoint, type TId } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';

/** GET /report/:id/audit, loaded when the section opens; a failure is only logged (spec §8). */
export function useReportAudit(id: TId, enabled: boolean) {
  return useQuery({
    queryKey: ['report-audit', String(id)],
    queryFn: () =>
      apiCall(getReportAuditEndpoint, { params: { id: String(id) }, errorHandling: 'log' }),
    enabled,
  });
}
