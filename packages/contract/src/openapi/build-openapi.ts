/**
 * The OpenAPI 3.1 document of both APIs, generated from the contract's own zod schemas (the
 * ones the server validates with), so the Developers page cannot drift from the server.
 * Request schemas are converted as input (what a caller may send: defaults optional), response
 * schemas as output (what the server sends).
 */
import { z } from 'zod';
import {
  API_PREFIX,
  TENANT_HEADER,
  type DocumentedErrorStatus,
  type EndpointDefinition,
  type SuccessStatus,
} from '../endpoint';
import { ENDPOINTS_BY_NAME } from '../endpoints';
import { PLUGIN_HEADERS } from '../plugin/plugin-constants';
import {
  ZDecisionCallbackSchema,
  ZPluginCallbackSchema,
  ZUnpublishCallbackSchema,
} from '../plugin/plugin-callbacks';
import { ADMINISTRATORS_ONLY, ALL_ROLES } from '../roles';
import { ZErrorResponseSchema } from '../system/error-response';
import {
  OPENAPI_TAGS,
  OPENAPI_VERSION,
  type OpenApiMethod,
  type TJsonSchema,
  type TOpenApiDocument,
  type TOpenApiOperation,
  type TOpenApiParameter,
  type TOpenApiPathItem,
  type TOpenApiResponse,
} from './openapi-document';
import { OPENAPI_TEXTS as T } from './openapi-texts';
import { PLUGIN_ENDPOINTS_BY_NAME } from './plugin-operations';

export interface OpenApiOptions {
  /** The session cookie's name (the server owns it). */
  sessionCookieName: string;
}

/** Names of components.securitySchemes. */
export const SECURITY_SCHEMES = {
  session: 'sessionCookie',
  tenant: 'tenantHeader',
  accessKey: 'vigilKey',
  timestamp: 'vigilTimestamp',
  signature: 'vigilSignature',
} as const;

type ErrorStatus = `${DocumentedErrorStatus}`;

/** `/domains/:id/rules/:ruleId` → `/domains/{id}/rules/{ruleId}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** Where each schema's own `$defs` go, so every `$ref` resolves from the document's root. */
class SchemaCollector {
  readonly components: Record<string, TJsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output', prefix: string): TJsonSchema {
    const json: TJsonSchema = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      override: ({ jsonSchema }) => {
        // z.number().int() states the safe-integer range; to a reader it is only noise.
        if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
        if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      },
    });
    delete json.$schema;
    const defs = json.$defs;
    delete json.$defs;
    if (defs === undefined || typeof defs !== 'object' || defs === null) return json;
    const renamed = new Map<string, string>();
    for (const key of Object.keys(defs)) renamed.set(`#/$defs/${key}`, `${prefix}_${key}`);
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (typeof value !== 'object' || value === null) return value;
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) {
        const target = key === '$ref' && typeof inner === 'string' ? renamed.get(inner) : undefined;
        out[key] = target === undefined ? rewrite(inner) : `#/components/schemas/${target}`;
      }
      return out;
    };
    for (const [key, def] of Object.entries(defs)) {
      this.components[`${prefix}_${key}`] = rewrite(def) as TJsonSchema;
    }
    return rewrite(json) as TJsonSchema;
  }
}

function objectProperties(schema: TJsonSchema): {
  properties: Record<string, TJsonSchema>;
  required: readonly string[];
} {
  const properties = schema.properties;
  const required = schema.required;
  return {
    properties:
      typeof properties === 'object' && properties !== null
        ? (properties as Record<string, TJsonSchema>)
        : {},
    required: Array.isArray(required) ? required.filter((v) => typeof v === 'string') : [],
  };
}

function parametersOf(
  endpoint: EndpointDefinition,
  collector: SchemaCollector,
  name: string,
): TOpenApiParameter[] {
  const parameters: TOpenApiParameter[] = [];
  const pathSchema = endpoint.params
    ? objectProperties(collector.convert(endpoint.params, 'input', `${name}_params`)).properties
    : {};
  for (const [, param] of endpoint.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)) {
    if (param === undefined) continue;
    parameters.push({
      name: param,
      in: 'path',
      required: true,
      schema: pathSchema[param] ?? { type: 'string' },
    });
  }
  if (endpoint.access === 'plugin') {
    parameters.push({
      name: PLUGIN_HEADERS.plugin,
      in: 'header',
      required: false,
      description: T.pluginHeader,
      schema: { type: 'string' },
    });
  }
  if (endpoint.query) {
    const query = objectProperties(collector.convert(endpoint.query, 'input', `${name}_query`));
    for (const [param, schema] of Object.entries(query.properties)) {
      parameters.push({
        name: param,
        in: 'query',
        required: query.required.includes(param),
        schema,
      });
    }
  }
  return parameters;
}

const errorRef = (status: ErrorStatus) => ({ $ref: `#/components/responses/Error${status}` });

/**
 * The failures an endpoint can answer, from how it is called and what it reads, plus those it
 * declares itself (`errors`).
 */
function errorStatuses(endpoint: EndpointDefinition): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(
    (endpoint.errors ?? []).map((status) => String(status) as ErrorStatus),
  );
  const hasInput = Boolean(endpoint.params ?? endpoint.query ?? endpoint.body);
  if (endpoint.access !== 'public') statuses.add('401');
  if (endpoint.access === 'plugin' || (endpoint.access === 'session' && hasRoleLimit(endpoint))) {
    statuses.add('403');
  }
  if (endpoint.params) statuses.add('404');
  if (endpoint.access === 'plugin' && endpoint.body) {
    statuses.add('413');
    statuses.add('415');
  }
  if (hasInput) statuses.add('422');
  // A forced break closes the moderation calls; a due two-factor enforcement closes every
  // session call that set-up itself does not need (decisions 0038, 0100).
  const closedBySetUp =
    endpoint.access === 'session' && !endpoint.allowUnfinishedSignIn?.includes('two-factor-setup');
  if (endpoint.moderationTimed === true || closedBySetUp) statuses.add('423');
  return [...statuses].sort();
}

function hasRoleLimit(endpoint: EndpointDefinition): boolean {
  const roles = endpoint.roles;
  return roles === undefined || ALL_ROLES.some((role) => !roles.includes(role));
}

function securityOf(endpoint: EndpointDefinition): TOpenApiOperation['security'] {
  switch (endpoint.access) {
    case 'public':
      return [];
    case 'plugin':
      return [
        {
          [SECURITY_SCHEMES.accessKey]: [],
          [SECURITY_SCHEMES.timestamp]: [],
          [SECURITY_SCHEMES.signature]: [],
        },
      ];
    case 'session': {
      const withTenant = { [SECURITY_SCHEMES.session]: [], [SECURITY_SCHEMES.tenant]: [] };
      return endpoint.tenantHeader === 'optional'
        ? [withTenant, { [SECURITY_SCHEMES.session]: [] }]
        : [withTenant];
    }
  }
}

function descriptionOf(endpoint: EndpointDefinition): string | undefined {
  if (endpoint.access !== 'session') return undefined;
  // No list means administrators only (endpoint.ts).
  const parts = [T.roles(endpoint.roles ?? ADMINISTRATORS_ONLY)];
  if (endpoint.tenantHeader === 'optional') parts.push(T.tenantHeaderOptional);
  return parts.join(' ');
}

function json(schema: TJsonSchema) {
  return { 'application/json': { schema } };
}

const SUCCESS_DESCRIPTIONS: Readonly<Record<SuccessStatus, string>> = {
  200: T.success,
  201: T.created,
  202: T.accepted,
};

function operationOf(
  name: string,
  endpoint: EndpointDefinition,
  tag: string,
  collector: SchemaCollector,
): TOpenApiOperation {
  const parameters = parametersOf(endpoint, collector, name);
  const success: TOpenApiResponse = endpoint.download
    ? {
        description: T.download(endpoint.download.mediaType),
        content: {
          [endpoint.download.mediaType]: { schema: { type: 'string', format: 'binary' } },
        },
      }
    : {
        description: SUCCESS_DESCRIPTIONS[endpoint.status],
        content: json(collector.convert(endpoint.response, 'output', `${name}_response`)),
      };
  const responses: TOpenApiOperation['responses'] = { [String(endpoint.status)]: success };
  for (const status of errorStatuses(endpoint)) responses[status] = errorRef(status);
  const description = descriptionOf(endpoint);
  return {
    operationId: name,
    summary: endpoint.summary,
    ...(description === undefined ? {} : { description }),
    tags: [tag],
    security: securityOf(endpoint),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: json(collector.convert(endpoint.body, 'input', `${name}_body`)),
          },
        }
      : {}),
    responses,
  };
}

function addOperation(
  paths: Record<string, TOpenApiPathItem>,
  endpoint: EndpointDefinition,
  operation: TOpenApiOperation,
): void {
  const path = toOpenApiPath(endpoint.path);
  const method = endpoint.method.toLowerCase() as OpenApiMethod;
  const item: TOpenApiPathItem = paths[path] ?? {};
  if (item[method] !== undefined) {
    throw new Error(`Two operations for ${endpoint.method} ${endpoint.path}`);
  }
  item[method] = operation;
  paths[path] = item;
}

function errorResponses(): Record<string, TOpenApiResponse> {
  const responses: Record<string, TOpenApiResponse> = {};
  for (const [status, description] of Object.entries(T.errors)) {
    responses[`Error${status}`] = {
      description,
      content: json({ $ref: '#/components/schemas/Error' }),
    };
  }
  return responses;
}

function headerParameter(name: string, description: string): TOpenApiParameter {
  return { name, in: 'header', required: true, description, schema: { type: 'string' } };
}

export function buildOpenApiDocument(options: OpenApiOptions): TOpenApiDocument {
  const collector = new SchemaCollector();
  const paths: Record<string, TOpenApiPathItem> = {};

  // The plugin API first: it is what the Developers page is mostly for. The console API is
  // ENDPOINTS only: planned endpoints are not served yet, so they are not published (0132).
  for (const [name, endpoint] of Object.entries(PLUGIN_ENDPOINTS_BY_NAME)) {
    addOperation(paths, endpoint, operationOf(name, endpoint, OPENAPI_TAGS.plugin, collector));
  }
  for (const [name, endpoint] of Object.entries(ENDPOINTS_BY_NAME)) {
    addOperation(paths, endpoint, operationOf(name, endpoint, OPENAPI_TAGS.console, collector));
  }

  const schemas: Record<string, TJsonSchema> = {
    Error: collector.convert(ZErrorResponseSchema, 'output', 'Error'),
    PluginCallback: collector.convert(ZPluginCallbackSchema, 'output', 'PluginCallback'),
    UnpublishCallback: collector.convert(ZUnpublishCallbackSchema, 'output', 'UnpublishCallback'),
    DecisionCallback: collector.convert(ZDecisionCallbackSchema, 'output', 'DecisionCallback'),
  };

  return {
    openapi: OPENAPI_VERSION,
    info: { title: T.title, version: '1', description: T.description },
    servers: [{ url: API_PREFIX, description: T.serverDescription }],
    tags: [
      { name: OPENAPI_TAGS.plugin, description: T.pluginTag },
      { name: OPENAPI_TAGS.console, description: T.consoleTag },
    ],
    paths,
    webhooks: {
      pluginCallback: {
        post: {
          operationId: 'pluginCallback',
          summary: T.callbackWebhook,
          description: T.callbackWebhookDescription,
          tags: [OPENAPI_TAGS.plugin],
          parameters: [
            headerParameter(PLUGIN_HEADERS.accessKey, T.accessKey),
            headerParameter(PLUGIN_HEADERS.timestamp, T.timestamp),
            headerParameter(PLUGIN_HEADERS.signature, T.signature),
          ],
          requestBody: {
            required: true,
            content: json({ $ref: '#/components/schemas/PluginCallback' }),
          },
          responses: { '2XX': { description: T.callbackAccepted } },
        },
      },
    },
    components: {
      schemas: { ...schemas, ...collector.components },
      responses: errorResponses(),
      securitySchemes: {
        [SECURITY_SCHEMES.session]: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookieName,
          description: T.sessionCookie,
        },
        [SECURITY_SCHEMES.tenant]: {
          type: 'apiKey',
          in: 'header',
          name: TENANT_HEADER,
          description: T.tenantHeader,
        },
        [SECURITY_SCHEMES.accessKey]: {
          type: 'apiKey',
          in: 'header',
          name: PLUGIN_HEADERS.accessKey,
          description: T.accessKey,
        },
        [SECURITY_SCHEMES.timestamp]: {
          type: 'apiKey',
          in: 'header',
          name: PLUGIN_HEADERS.timestamp,
          description: T.timestamp,
        },
        [SECURITY_SCHEMES.signature]: {
          type: 'apiKey',
          in: 'header',
          name: PLUGIN_HEADERS.signature,
          description: T.signature,
        },
      },
    },
  };
}
