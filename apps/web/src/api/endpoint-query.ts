/**
 * Every cached read of the console comes from here (decision 0131): the query key is derived
 * from the contract endpoint and its input, the query function is the typed API client. Two
 * screens reading the same endpoint with the same input therefore share one cache entry
 * without agreeing on a hand-typed key, and a change invalidates by endpoint, not by name.
 */
import { queryOptions, type DataTag } from '@tanstack/react-query';
import type {
  EndpointDefinition,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@vigil/contract';
import { apiCall, type ApiCallArgs } from './api-client';

/**
 * `[method, path, params, query]`: plain JSON, so TanStack Query hashes it stably. Params are
 * kept as the strings the URL holds (`{ id: 7 }` and `{ id: '7' }` name the same call); query
 * values the client leaves out of the URL (undefined, null) are left out here too.
 */
export type EndpointQueryKey = readonly [
  method: EndpointDefinition['method'],
  path: EndpointDefinition['path'],
  params: Readonly<Record<string, string>>,
  query: Readonly<Record<string, unknown>>,
];

type KeyPart<T> = [T] extends [undefined] ? never : Partial<NonNullable<T>>;

/** What names a call in the cache: some or all of its params and query (for filters). */
export interface EndpointKeyInput<E extends EndpointDefinition> {
  params?: KeyPart<EndpointParams<E>>;
  query?: KeyPart<EndpointQuery<E>>;
}

function paramsPart(params: object | undefined): Record<string, string> {
  const part: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) part[name] = String(value);
  }
  return part;
}

function queryPart(query: object | undefined): Record<string, unknown> {
  const part: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) part[name] = value;
  }
  return part;
}

/**
 * The key of an endpoint's query for this input. Given less (no input, or only some params),
 * it is a filter: TanStack Query matches objects in a key partially, so
 * `invalidateQueries({ queryKey: endpointQueryKey(listDomainsEndpoint) })` reaches every
 * variant of that endpoint's queries, and `{ params: { id } }` every query of that domain.
 * Given the full input, it is the exact key `endpointQueryOptions` uses (for setQueryData).
 */
export function endpointQueryKey<E extends EndpointDefinition>(
  endpoint: E,
  input?: EndpointKeyInput<E>,
): DataTag<EndpointQueryKey, EndpointResponse<E>> {
  const key: EndpointQueryKey = [
    endpoint.method,
    endpoint.path,
    paramsPart(input?.params),
    queryPart(input?.query),
  ];
  return key as DataTag<EndpointQueryKey, EndpointResponse<E>>;
}

/**
 * Query options for one endpoint and input: spread into useQuery and add what the screen
 * needs (`enabled`, `staleTime`, `select`). The input is the API client's, so a screen still
 * chooses how a failure is reported (`errorHandling`) and whether the call is quiet; those
 * do not name the data and are not part of the key — screens that report a failure
 * differently still share the entry.
 *
 * The query function does not pass TanStack's abort signal on: a read that is no longer
 * watched finishes and is cached, as before this helper.
 */
export function endpointQueryOptions<E extends EndpointDefinition>(
  endpoint: E,
  ...args: ApiCallArgs<E>
) {
  const input = args[0];
  return queryOptions({
    queryKey: endpointQueryKey(endpoint, input as EndpointKeyInput<E> | undefined),
    queryFn: () => apiCall(endpoint, ...args),
  });
}
