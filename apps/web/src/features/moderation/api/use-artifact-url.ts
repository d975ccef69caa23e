import { ARTIFACT_URL_TTL_SECONDS, getArtifactEndpoint } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/endpoint-query';

/**
 * A card shown again after the URL's lifetime asks anew; one on screen keeps its URL, since
 * a new one would restart a playing video.
 */
const ARTIFACT_STALE_MS = (ARTIFACT_URL_TTL_SECONDS - 60) * 1000;

/** GET /artifact?path= (quiet): a URL, or false when the media is absent (spec §7). */
export function useArtifactUrl(path: string) {
  return useQuery({
    ...endpointQueryOptions(getArtifactEndpoint, { query: { path }, errorHandling: 'log' }),
    staleTime: ARTIFACT_STALE_MS,
    refetchOnWindowFocus: false,
  });
}
