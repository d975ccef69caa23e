import { getOpenApiDocumentEndpoint, ZOpenApiDocumentSchema } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';

/**
 * The server's OpenAPI document, read once per visit. Parsed with the contract's schema so a
 * document the page cannot read shows as a failure, not as a half-drawn reference.
 */
export function useOpenApiDocument() {
  return useQuery({
    queryKey: ['openapi-document'],
    queryFn: async () =>
      ZOpenApiDocumentSchema.parse(
        await apiCall(getOpenApiDocumentEndpoint, { errorHandling: 'none' }),
      ),
    staleTime: Infinity,
  });
}
