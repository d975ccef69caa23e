import {
  getDomainStreamEndpoint,
  installDomainExtractorEndpoint,
  installDomainScannerEndpoint,
  listExtractorCatalogueEndpoint,
  listScannerCatalogueEndpoint,
  uninstallDomainExtractorEndpoint,
  uninstallDomainScannerEndpoint,
  updateDomainExtractorEndpoint,
  updateDomainScannerEndpoint,
  type TId,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

export type ComponentKind = 'scanner' | 'extractor';

/**
 * The domain's installed scanners and extractors (spec §3 domain stream); the same cache entry
 * as the Streams screen's read of this domain, since both keys come from the endpoint.
 */
export function useDomainStream(domainId: string) {
  return useQuery(endpointQueryOptions(getDomainStreamEndpoint, { params: { id: domainId } }));
}

export function useScannerCatalogue() {
  return useQuery(endpointQueryOptions(listScannerCatalogueEndpoint));
}

export function useExtractorCatalogue() {
  return useQuery(endpointQueryOptions(listExtractorCatalogueEndpoint));
}

/** The screens only show the reply's message, so the three calls share one answer type. */
type Reply = Promise<{ message: string }>;

function install(kind: ComponentKind, domainId: string, catalogueId: TId): Reply {
  const params = { id: domainId };
  return kind === 'scanner'
    ? apiCall(installDomainScannerEndpoint, { params, body: { scanner_id: Number(catalogueId) } })
    : apiCall(installDomainExtractorEndpoint, { params, body: { extractor_id: catalogueId } });
}

function setStatus(
  kind: ComponentKind,
  domainId: string,
  componentId: TId,
  status: boolean,
): Reply {
  const params = { id: domainId, componentId: String(componentId) };
  return kind === 'scanner'
    ? apiCall(updateDomainScannerEndpoint, { params, body: { status } })
    : apiCall(updateDomainExtractorEndpoint, { params, body: { status } });
}

function uninstall(kind: ComponentKind, domainId: string, componentId: TId): Reply {
  const params = { id: domainId, componentId: String(componentId) };
  return kind === 'scanner'
    ? apiCall(uninstallDomainScannerEndpoint, { params })
    : apiCall(uninstallDomainExtractorEndpoint, { params });
}

/** Install, enable/disable and uninstall; each re-reads the domain's stream. */
export function useDomainComponentActions(kind: ComponentKind, domainId: string) {
  const queryClient = useQueryClient();
  const onSettled = () =>
    queryClient.invalidateQueries({
      queryKey: endpointQueryKey(getDomainStreamEndpoint, { params: { id: domainId } }),
    });
  return {
    install: useMutation({
      mutationFn: (catalogueId: TId) => install(kind, domainId, catalogueId),
      onSettled,
    }),
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: TId; status: boolean }) =>
        setStatus(kind, domainId, id, status),
      onSettled,
    }),
    uninstall: useMutation({
      mutationFn: (id: TId) => uninstall(kind, domainId, id),
      onSettled,
    }),
  };
}
