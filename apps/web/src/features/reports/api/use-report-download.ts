import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../api/api-download';
import { saveFile } from '../../../lib/save-file';

/** Downloads one of a report's files (the server's path) and saves it under its own name. */
export function useReportDownload() {
  return useMutation({
    mutationFn: async ({ url, fallbackName }: { url: string; fallbackName: string }) => {
      const file = await apiDownload(url, fallbackName);
      saveFile(file.blob, file.fileName);
    },
  });
}
