import { getOpenApiDocumentEndpoint, ZOpenApiDocumentSchema } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/endpoint-query';

/**
 * The server's OpenAPI document, read once per visit. Parsed with the contract's schema so a
 * document the page cannot read shows as a failure, not as a half-drawn reference.
 */
export function useOpenApiDocument() {
  return useQuery({
    ...endpointQueryOptions(getOpenApiDocumentEndpoint, { errorHandling: 'none' }),
    // A parse failure makes the query's result an error, as a failed call does.
    select: (document) => ZOpenApiDocumentSchema.parse(document),
    staleTime: Infinity,
  });
}
