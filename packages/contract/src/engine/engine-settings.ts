/**
 * A tenant's external moderation engine (decisions 0080–0094): an HTTP service speaking the OpenAI
 * `/v1/moderations` request and response shape. It scores audio (the built-in scanners do
 * not) and, when chosen, text and images too. The API key is write-only: the console learns
 * only whether one is stored.
 */
import { z } from 'zod';
import { zMessageWithData } from '../common/envelopes';
import { withTextHygiene } from '../common/fields';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { REPORT_CONTENT_TYPES } from '../moderation/report-record';

export const ENGINE_SETTINGS_MESSAGES = {
  saved: 'Moderation engine saved.',
  /** 422: the URL's host is an address this server does not call (VIGIL_EGRESS). */
  addressNotAllowed: 'The URL points to an address this server does not send requests to.',
} as const;

export const ENGINE_TIMEOUT_MS = { min: 1_000, max: 60_000, default: 10_000 } as const;
export const ENGINE_MAX_RETRIES = { min: 0, max: 5, default: 2 } as const;

export const ZEngineSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The full moderations URL, e.g. https://api.openai.com/v1/moderations. */
  url: z.string(),
  model: z.string().nullable(),
  content_types: z.array(z.enum(REPORT_CONTENT_TYPES)),
  timeout_ms: z.number().int(),
  max_retries: z.number().int(),
  has_api_key: z.boolean(),
});
export type TEngineSettings = z.infer<typeof ZEngineSettingsSchema>;

export const ZUpdateEngineSettingsRequestSchema = z.object({
  enabled: z.boolean(),
  url: z.url({ protocol: /^https?$/ }).max(2048),
  model: withTextHygiene(z.string().trim().max(100), 'Model').nullable(),
  content_types: z.array(z.enum(REPORT_CONTENT_TYPES)).min(1),
  timeout_ms: z.number().int().min(ENGINE_TIMEOUT_MS.min).max(ENGINE_TIMEOUT_MS.max),
  max_retries: z.number().int().min(ENGINE_MAX_RETRIES.min).max(ENGINE_MAX_RETRIES.max),
  /** Omitted: keep the stored key; null: remove it; a string: replace it. */
  api_key: z.string().min(1).max(500).nullable().optional(),
});
export type TUpdateEngineSettingsRequest = z.infer<typeof ZUpdateEngineSettingsRequestSchema>;

/** `data` is null while no engine has been configured. */
export const getEngineSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/tenant/moderation-engine',
  summary: 'Read the external moderation engine settings',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  status: 200,
  response: z.object({ data: ZEngineSettingsSchema.nullable() }),
});

export const updateEngineSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/tenant/moderation-engine',
  summary: 'Save the external moderation engine settings',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  body: ZUpdateEngineSettingsRequestSchema,
  status: 200,
  response: zMessageWithData(ZEngineSettingsSchema),
});
