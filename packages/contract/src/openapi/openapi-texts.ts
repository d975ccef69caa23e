/** The prose of the OpenAPI document: what a reader of the raw JSON (or a generator) sees. */
import type { DocumentedErrorStatus } from '../endpoint';
import { ROLE_LABELS, type RoleId } from '../roles';
import {
  CALLBACK_RETRY_WINDOW_HOURS,
  PLUGIN_HEADERS,
  PLUGIN_SIGNATURE_MAX_AGE_SECONDS,
} from '../plugin/plugin-constants';

const SIGNING = `\`hex(HMAC-SHA256(secret_key, timestamp + "\\n" + METHOD + "\\n" + path with query + "\\n" + raw body))\``;

export const OPENAPI_TEXTS = {
  title: 'Vigil API',
  description:
    'The plugin API that CMS plugins call to submit content, and the console API the Vigil console is built on. Every body is JSON; every error is `{ "message": "…", "errors"?: { "field": ["…"] } }`.',
  serverDescription: 'This Vigil server',
  pluginTag: `Called by CMS plugins with a domain's keys. Every request carries \`${PLUGIN_HEADERS.accessKey}\`, \`${PLUGIN_HEADERS.timestamp}\` (Unix seconds, within ${PLUGIN_SIGNATURE_MAX_AGE_SECONDS / 60} minutes of the server's time) and \`${PLUGIN_HEADERS.signature}\`: ${SIGNING}. Each signature is accepted once.`,
  consoleTag:
    'What the Vigil console calls: a cookie session plus the X-Tenant-Id header naming the session’s tenant.',
  sessionCookie: 'The session cookie set by POST /login.',
  tenantHeader: 'The tenant id of the signed-in session; a different value answers 401.',
  accessKey: 'The domain’s access key.',
  timestamp: `Unix seconds; refused when more than ${PLUGIN_SIGNATURE_MAX_AGE_SECONDS / 60} minutes from the server’s time.`,
  signature: `Lower-case ${SIGNING}. Each signature is accepted once.`,
  pluginHeader:
    'Optional, not signed: the plugin id POST /plugin/v1/connect answered, naming which of the domain’s plugins is calling.',
  callbackWebhook: 'Signed callback to the plugin’s callback URL',
  callbackWebhookDescription: `Sent to the callback URL the plugin registered, signed like a plugin request: the path signed is the callback URL’s path with its query. Answer any 2xx once the notice is handled; anything else is retried with exponential back-off for ${CALLBACK_RETRY_WINDOW_HOURS} hours. \`unpublish\`: take the item down; \`decision\`: any other settled status.`,
  callbackAccepted: 'The plugin handled the callback.',
  success: 'OK',
  created: 'Created',
  accepted: 'Accepted: the item is stored and will be scanned.',
  download: (mediaType: string): string =>
    `The file (${mediaType}), sent as an attachment with its file name.`,
  errors: {
    '401': 'Not signed in, or a missing, stale, replayed or wrong signature.',
    '403': 'Not allowed for this role, or the domain is disabled.',
    '404': 'No such item in this tenant.',
    '409':
      'Conflicts with the current state, and `message` says how: e.g. the plugin has not connected yet (call POST /plugin/v1/connect first), or someone else decided the report first.',
    '413': 'The body or content is larger than allowed.',
    '415': 'The media type is not accepted.',
    '422': 'The input is not valid; `errors` names the fields.',
    '423':
      'Locked: the moderator’s forced break is running (`locked_until`, `retry_after` and Retry-After say until when), or the tenant requires two-factor sign-in to be set up first.',
  } satisfies Record<`${DocumentedErrorStatus}`, string>,
  roles: (roles: readonly RoleId[]): string =>
    `Roles: ${roles.map((role) => ROLE_LABELS[role]).join(', ')}.`,
  tenantHeaderOptional: 'The X-Tenant-Id header may be left out; a header that is sent must match.',
} as const;
