/**
 * The plugin API (decisions 0080–0094): what a CMS plugin calls, signed with its domain's keys. Served at
 * API_PREFIX + path; documented on the Developers page from these schemas.
 */
import { z } from 'zod';
import { ZUtcTimestampSchema } from '../common/dates';
import { withTextHygiene } from '../common/fields';
import { ZIdSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { REPORT_CONTENT_TYPES } from '../moderation/report-record';
import { fileAppealEndpoint } from '../appeals/file-appeal';

const ZHttpUrlSchema = z.url({ protocol: /^https?$/ }).max(2048);

/**
 * What a plugin calls itself, shown on the Plugins tab: a one-line name, refused with control
 * or direction characters like any name (decision 0124). The content a plugin submits is not
 * checked so: it is what is being moderated, and the console shows it neutralised.
 */
const zPluginName = (field: string, max: number) =>
  withTextHygiene(z.string().trim().min(1).max(max), field);

export const ZPluginConnectRequestSchema = z.object({
  cms_name: zPluginName('cms_name', 100),
  cms_version: zPluginName('cms_version', 50),
  plugin_version: zPluginName('plugin_version', 50),
  /** Where the service sends signed unpublish and decision callbacks. */
  callback_url: ZHttpUrlSchema,
});
export type TPluginConnectRequest = z.infer<typeof ZPluginConnectRequestSchema>;

export const ZPluginConnectResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    /** The plugin's id; one per domain and callback URL (connecting again updates it). */
    id: ZIdSchema,
    domain: z.string(),
    connected_at: ZUtcTimestampSchema,
  }),
});
export type TPluginConnectResponse = z.infer<typeof ZPluginConnectResponseSchema>;

export const pluginConnectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/plugin/v1/connect',
  summary: 'Register the plugin with its CMS, versions and callback URL',
  access: 'plugin',
  body: ZPluginConnectRequestSchema,
  status: 200,
  response: ZPluginConnectResponseSchema,
});

/** What the CMS knows of the item; `id` makes submissions idempotent within the domain. */
export const ZCmsMetaSchema = z
  .object({
    id: z.union([z.string().trim().min(1).max(200), z.number().int()]),
    type: z.string().max(100).optional(),
    url: z.string().max(2048).optional(),
  })
  .catchall(z.unknown());
export type TCmsMeta = z.infer<typeof ZCmsMetaSchema>;

export const ZSubmitContentRequestSchema = z.object({
  cms_meta: ZCmsMetaSchema,
  username: z.string().trim().min(1).max(200),
  content_type: z.enum(REPORT_CONTENT_TYPES),
  /** The text; or base64 media (optionally a data URI); or an http(s) URL the plugin serves. */
  content: z.string().min(1),
  scheme: z.enum(['http', 'https']),
  /** Host the content is published on: the domain of the access key, or a subdomain of it. */
  domain: z.string().trim().min(1).max(253),
});
export type TSubmitContentRequest = z.infer<typeof ZSubmitContentRequestSchema>;

/** 202: the item is stored durably; scanning happens in a job. */
export const ZSubmitContentResponseSchema = z.object({ id: ZIdSchema });
export type TSubmitContentResponse = z.infer<typeof ZSubmitContentResponseSchema>;

export const submitContentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/plugin/v1/content',
  summary: 'Submit one item of content for moderation',
  access: 'plugin',
  body: ZSubmitContentRequestSchema,
  status: 202,
  // 409 for content sent before POST /connect: there would be nowhere to send callbacks.
  errors: [409],
  response: ZSubmitContentResponseSchema,
});

export const ZContentCategoryScoreSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  score: z.number().int().min(0).max(100),
});
export type TContentCategoryScore = z.infer<typeof ZContentCategoryScoreSchema>;

export const ZContentStatusResponseSchema = z.object({
  id: ZIdSchema,
  /** One of the moderation status values (spec §3). */
  status: z.string(),
  categories: z.array(ZContentCategoryScoreSchema),
});
export type TContentStatusResponse = z.infer<typeof ZContentStatusResponseSchema>;

export const getContentStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/plugin/v1/content/:id',
  summary: 'Read an item’s status and category scores',
  access: 'plugin',
  params: z.object({ id: z.string().min(1) }),
  status: 200,
  response: ZContentStatusResponseSchema,
});

export const PLUGIN_ENDPOINTS = [
  pluginConnectEndpoint,
  submitContentEndpoint,
  getContentStatusEndpoint,
  fileAppealEndpoint,
] as const;
