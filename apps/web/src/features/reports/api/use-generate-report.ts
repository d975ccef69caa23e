import {
  TRANSPARENCY_SCREEN_TEXTS as TEXTS,
  generateTransparencyReportEndpoint,
  listTransparencyReportsEndpoint,
} from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey } from '../../../api/endpoint-query';
import { showSuccessToast } from '../../../components/notifications';

/** "Generate this month so far" (administrators): the list is read again once it is made. */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(generateTransparencyReportEndpoint),
    onSuccess: async () => {
      showSuccessToast(TEXTS.generated);
      await queryClient.invalidateQueries({
        queryKey: endpointQueryKey(listTransparencyReportsEndpoint),
      });
    },
  });
}
