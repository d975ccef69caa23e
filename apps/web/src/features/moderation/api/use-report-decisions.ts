import { ignoreReportEndpoint, unpublishReportEndpoint, type TLocalReport } from '@vigil/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';

/**
 * Unpublish sends the record's routing fields as spec §7 lists them (the server trusts only
 * the id). Failures are only logged by the catalogue (spec §8); the caller shows a 409's
 * "who decided" itself.
 */
export function useUnpublishReport() {
  return useMutation({
    mutationFn: (report: TLocalReport) =>
      apiCall(unpublishReportEndpoint, {
        body: {
          id: report._id,
          scheme: report.scheme,
          domain: report.domain,
          cms_meta: report.cms_meta,
          access_key: report.access_key,
        },
        errorHandling: 'log',
      }),
  });
}

export function useApproveReport() {
  return useMutation({
    mutationFn: (report: TLocalReport) =>
      apiCall(ignoreReportEndpoint, { body: { id: report._id }, errorHandling: 'log' }),
  });
}
