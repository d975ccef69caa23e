/**
 * Files the API answers instead of JSON (a transparency report's CSV or PDF): fetched with the
 * cookie and the tenant header like every call, so another tenant's file is never reachable
 * by a plain link, then saved through a temporary object URL. Failures go through the same
 * spec §8 catalogue as apiCall's.
 */
import { TENANT_HEADER } from '@vigil/contract';
import { readProfile } from '../lib/profile-storage';
import { trackApiActivity } from './api-activity';
import { toApiError } from './api-client';
import { ApiError } from './api-error';
import { emitApiErrorAction } from './api-error-events';
import { decideErrorAction } from './error-catalogue';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** `attachment; filename="x.csv"` → `x.csv`; the fallback when the header names none. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** GETs `url` (a path under /api the server gave) and answers the file. */
export async function apiDownload(url: string, fallbackName: string): Promise<DownloadedFile> {
  const headers: Record<string, string> = {};
  const tenantId = readProfile()?.tenantId;
  if (tenantId) headers[TENANT_HEADER] = tenantId;
  const done = trackApiActivity();
  try {
    let response: Response;
    try {
      response = await fetch(url, { headers, credentials: 'include' });
    } catch {
      throw new ApiError({ status: 0, url });
    }
    if (!response.ok) {
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      throw toApiError(response.status, url, body);
    }
    const fileName = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
    return { blob: await response.blob(), fileName };
  } catch (thrown) {
    if (thrown instanceof ApiError) {
      emitApiErrorAction(
        decideErrorAction(
          {
            status: thrown.status,
            url: thrown.url,
            message: thrown.serverMessage,
            body: thrown.body,
          },
          'catalogue',
        ),
        thrown,
      );
    }
    throw thrown;
  } finally {
    done();
  }
}
