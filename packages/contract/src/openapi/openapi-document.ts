/**
 * The OpenAPI 3.1 document the server serves at GET /api/openapi.json, as far as Vigil writes
 * it. The builder is typed by these schemas and the Developers page parses the downloaded
 * document with them, so both read the same shape. JSON Schemas inside stay open records:
 * the page only prints them.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const OPENAPI_VERSION = '3.1.0';

/** Served raw (not through the endpoint table): public, cached, the same for every tenant. */
export const OPENAPI_DOCUMENT_PATH = '/openapi.json';

export const OPENAPI_TAGS = {
  plugin: 'Plugin API',
  console: 'Console API',
} as const;

export const ZJsonSchemaSchema = z.record(z.string(), z.unknown());
export type TJsonSchema = z.infer<typeof ZJsonSchemaSchema>;

const ZMediaSchema = z.object({ schema: ZJsonSchemaSchema });
const ZContentSchema = z.record(z.string(), ZMediaSchema);

const ZRefSchema = z.object({ $ref: z.string() });

export const ZOpenApiParameterSchema = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: ZJsonSchemaSchema,
});
export type TOpenApiParameter = z.infer<typeof ZOpenApiParameterSchema>;

export const ZOpenApiResponseSchema = z.object({
  description: z.string(),
  content: ZContentSchema.optional(),
});
export type TOpenApiResponse = z.infer<typeof ZOpenApiResponseSchema>;

export const ZOpenApiOperationSchema = z.object({
  operationId: z.string(),
  summary: z.string(),
  description: z.string().optional(),
  tags: z.array(z.string()),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z.array(ZOpenApiParameterSchema).optional(),
  requestBody: z.object({ required: z.boolean().optional(), content: ZContentSchema }).optional(),
  responses: z.record(z.string(), z.union([ZOpenApiResponseSchema, ZRefSchema])),
});
export type TOpenApiOperation = z.infer<typeof ZOpenApiOperationSchema>;

export const OPENAPI_METHODS = ['get', 'post', 'put', 'delete'] as const;
export type OpenApiMethod = (typeof OPENAPI_METHODS)[number];

export const ZOpenApiPathItemSchema = z.partialRecord(
  z.enum(OPENAPI_METHODS),
  ZOpenApiOperationSchema,
);
export type TOpenApiPathItem = z.infer<typeof ZOpenApiPathItemSchema>;

const ZSecuritySchemeSchema = z.object({
  type: z.literal('apiKey'),
  in: z.enum(['header', 'cookie']),
  name: z.string(),
  description: z.string().optional(),
});

export const ZOpenApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  servers: z.array(z.object({ url: z.string(), description: z.string().optional() })),
  tags: z.array(z.object({ name: z.string(), description: z.string().optional() })),
  paths: z.record(z.string(), ZOpenApiPathItemSchema),
  webhooks: z.record(z.string(), ZOpenApiPathItemSchema).optional(),
  components: z.object({
    schemas: z.record(z.string(), ZJsonSchemaSchema),
    responses: z.record(z.string(), ZOpenApiResponseSchema),
    securitySchemes: z.record(z.string(), ZSecuritySchemeSchema),
  }),
});
export type TOpenApiDocument = z.infer<typeof ZOpenApiDocumentSchema>;

/**
 * For the console's typed client only: the server mounts this path as a raw route, so it is
 * not in ENDPOINTS_BY_NAME (whose every entry is registered and swept for tenant isolation).
 */
export const getOpenApiDocumentEndpoint = defineEndpoint({
  method: 'GET',
  path: OPENAPI_DOCUMENT_PATH,
  summary: 'The OpenAPI document of the plugin and console APIs',
  access: 'public',
  quiet: true,
  status: 200,
  response: ZOpenApiDocumentSchema,
});
