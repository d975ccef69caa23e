/**
 * The reference's view of an OpenAPI document: operations grouped by tag in the document's
 * order, how each is authenticated, and `$ref` responses looked up. Pure, so it is unit-tested
 * apart from the page.
 */
import {
  OPENAPI_METHODS,
  type OpenApiMethod,
  type TOpenApiDocument,
  type TOpenApiOperation,
  type TOpenApiPathItem,
  type TOpenApiResponse,
} from '@vigil/contract';

export interface ReferenceOperation {
  method: OpenApiMethod;
  /** As the caller writes it: the server prefix and the path, e.g. /api/plugin/v1/content. */
  path: string;
  operation: TOpenApiOperation;
}

export interface ReferenceGroup {
  tag: string;
  description: string | undefined;
  operations: ReferenceOperation[];
}

export type Authentication = 'none' | 'signed' | 'session' | 'session-tenant-optional';

function operationsOf(
  items: Record<string, TOpenApiPathItem>,
  prefix: string,
): ReferenceOperation[] {
  return Object.entries(items).flatMap(([path, item]) =>
    OPENAPI_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path: `${prefix}${path}`, operation }] : [];
    }),
  );
}

/** The server's base path ('/api'), without a trailing slash. */
export function serverPrefix(document: TOpenApiDocument): string {
  return (document.servers[0]?.url ?? '').replace(/\/+$/, '');
}

/** Operations by tag, tags in the document's order; an operation without a known tag last. */
export function groupOperations(document: TOpenApiDocument): ReferenceGroup[] {
  const all = operationsOf(document.paths, serverPrefix(document));
  const groups: ReferenceGroup[] = document.tags.map((tag) => ({
    tag: tag.name,
    description: tag.description,
    operations: all.filter((entry) => entry.operation.tags[0] === tag.name),
  }));
  const known = new Set(document.tags.map((tag) => tag.name));
  const untagged = all.filter((entry) => !known.has(entry.operation.tags[0] ?? ''));
  if (untagged.length > 0)
    groups.push({ tag: 'Other', description: undefined, operations: untagged });
  return groups.filter((group) => group.operations.length > 0);
}

/** Calls the server makes (OpenAPI `webhooks`); their path is the webhook's name. */
export function webhookOperations(document: TOpenApiDocument): ReferenceOperation[] {
  return operationsOf(document.webhooks ?? {}, '');
}

export function matchesFilter(entry: ReferenceOperation, filter: string): boolean {
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = [entry.method, entry.path, entry.operation.operationId, entry.operation.summary]
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

/** How the caller proves who it is, read from the operation's security and the schemes. */
export function authenticationOf(
  document: TOpenApiDocument,
  operation: TOpenApiOperation,
): Authentication {
  const options = operation.security ?? [];
  if (options.length === 0) return 'none';
  const schemeIn = (name: string) => document.components.securitySchemes[name]?.in;
  const first = Object.keys(options[0] ?? {});
  if (first.some((name) => schemeIn(name) === 'cookie')) {
    return options.length > 1 ? 'session-tenant-optional' : 'session';
  }
  return 'signed';
}

/** A response, or the shared one it points to (`#/components/responses/Error401`). */
export function resolveResponse(
  document: TOpenApiDocument,
  response: TOpenApiOperation['responses'][string],
): TOpenApiResponse | undefined {
  if (!('$ref' in response)) return response;
  const name = /^#\/components\/responses\/(.+)$/.exec(response.$ref)?.[1];
  return name === undefined ? undefined : document.components.responses[name];
}

/** A JSON value printed for people: two-space indents. */
export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
