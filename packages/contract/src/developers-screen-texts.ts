/**
 * The Developers page (spec §2 "documentation of the plugin API and the console API"): a guide
 * for plugin authors and the page's own labels. Numbers come from the plugin constants, so the
 * guide says what the server enforces; see docs/decisions/0094-developers-page.md.
 */
import { API_PREFIX, TENANT_HEADER } from './endpoint';
import { MODERATION_STATUS_LABELS, type ModerationStatus } from './moderation-status';
import {
  CALLBACK_BACKOFF_SECONDS,
  CALLBACK_RETRY_WINDOW_HOURS,
  CALLBACK_TIMEOUT_SECONDS,
  CREDIT_PRICES,
  PLUGIN_API_PATH,
  PLUGIN_CONTENT_LIMITS,
  PLUGIN_HEADERS,
  PLUGIN_MEDIA_TYPES,
  PLUGIN_SIGNATURE_MAX_AGE_SECONDS,
} from './plugin/plugin-constants';
import { PLUGIN_MESSAGES } from './plugin/plugin-messages';

const BASE = `${API_PREFIX}${PLUGIN_API_PATH}`;
const MINUTES = PLUGIN_SIGNATURE_MAX_AGE_SECONDS / 60;
const KB = (bytes: number) => `${bytes / 1024} KB`;
const MB = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

export const DEVELOPERS_TAB_LABELS = {
  guide: 'Plugin guide',
  reference: 'API reference',
} as const;

export const DEVELOPERS_SCREEN_TEXTS = {
  description: 'Connect a CMS to Vigil: the plugin API, its signed callbacks, and the console API.',
  downloadOpenApi: 'Download OpenAPI',
  contentsLabel: 'On this page',
  copy: 'Copy',
  copied: 'Copied',
  copyCode: (what: string): string => `Copy ${what}`,
  // Guide tables.
  headersTable: 'Request headers',
  headerColumn: 'Header',
  meaningColumn: 'Meaning',
  contentTypeColumn: 'Content type',
  limitColumn: 'Limit and media types',
  statusesTable: 'Statuses',
  statusColumn: 'Status',
  errorsTable: 'Error answers',
  // Reference.
  referenceIntro:
    'Every call of the plugin API and the console API, generated from the schemas the server validates with. Open a call to see its parameters, body and answers.',
  referenceLoading: 'Loading the API reference',
  referenceFailedTitle: 'The API reference could not be loaded',
  referenceFailedBody: 'Try again in a moment, or download the OpenAPI document directly.',
  retry: 'Try again',
  filterLabel: 'Filter calls',
  filterPlaceholder: 'Path, name or words of the summary',
  noMatches: (filter: string): string => `No call matches “${filter}”.`,
  operationsCount: (count: number): string => (count === 1 ? '1 call' : `${count} calls`),
  authentication: 'Authentication',
  noAuthentication: 'None: anyone may call it.',
  signedHeaders: `Signed: ${PLUGIN_HEADERS.accessKey}, ${PLUGIN_HEADERS.timestamp}, ${PLUGIN_HEADERS.signature}`,
  sessionAndTenant: `Session cookie and ${TENANT_HEADER}`,
  sessionTenantOptional: `Session cookie (${TENANT_HEADER} optional)`,
  parameters: 'Parameters',
  parameterName: 'Name',
  parameterIn: 'In',
  parameterRequired: 'Required',
  parameterType: 'Schema',
  yes: 'Yes',
  no: 'No',
  requestBody: 'Request body (application/json)',
  responses: 'Responses',
  responseBody: (status: string): string => `Response ${status} (application/json)`,
  noBody: 'No body.',
  webhooksTitle: 'Callbacks Vigil sends',
} as const;

/** The guide, section by section, in reading order. Each id is also the section's anchor. */
export const DEVELOPERS_GUIDE = {
  start: {
    title: 'Before you start',
    paragraphs: [
      'A plugin speaks for one domain. In the console, open Domains, add your site, and create its API key: an access key that names the domain, and a secret key that signs every request. The secret is shown once; keep it in the plugin’s settings, never in the page your visitors load.',
      `The plugin API answers under \`${BASE}\` on this server. Bodies are JSON (\`Content-Type: application/json\`), in both directions.`,
    ],
  },
  wordpress: {
    title: 'WordPress quick start',
    paragraphs: [
      'On WordPress, the Vigil Moderation plugin does everything this guide describes: it signs every request, sends new and edited comments (and, if you choose, posts), receives the callbacks, and holds or approves comments. It needs WordPress 5.6 and PHP 7.4 or later.',
    ],
    stepsLabel: 'Installing the WordPress plugin',
    steps: [
      'Get the plugin as a zip (`vigil-moderation.zip`, built from the Vigil repository with `npm run build:wordpress`).',
      'In WordPress, open Plugins › Add New › Upload Plugin, choose the zip, then install and activate it.',
      'In this console, open Domains, add the site and create its API key.',
      'In WordPress, open Settings › Vigil and enter this server’s address, the access key and the secret key. Choose “Publish, then remove” (comments appear at once and are held when Vigil unpublishes them) or “Hold until cleared” (comments wait as pending until Vigil finds them clean), then save.',
      'Press “Test connection”. Once it says “Connected”, the domain’s Plugins tab shows WordPress with its version.',
    ],
  },
  signing: {
    title: 'Signing requests',
    paragraphs: [
      `Every request carries three headers. The signature is the lower-case hex HMAC-SHA256, keyed with the secret key, of four lines joined by a line feed (\`\\n\`): the timestamp, the method in capitals, the path with its query exactly as sent (with \`${API_PREFIX}\`), and the raw body (empty for GET).`,
      `The timestamp must be within ${MINUTES} minutes of the server’s clock, and each signature is accepted once: a repeated request is refused as a replay. To retry, sign again with a new timestamp. Sign the exact bytes you send: serialise the JSON once and send that string.`,
    ],
    headers: [
      { name: PLUGIN_HEADERS.accessKey, value: 'The domain’s access key.' },
      { name: PLUGIN_HEADERS.timestamp, value: 'Unix time in seconds, e.g. 1763715600.' },
      { name: PLUGIN_HEADERS.signature, value: 'hex(HMAC-SHA256(secret key, signing string)).' },
      {
        name: PLUGIN_HEADERS.plugin,
        value:
          'Optional and not signed: the plugin id POST /connect answered, when several plugins share the domain’s keys.',
      },
    ],
    layoutLabel: 'The signing string',
    layout: `{timestamp}\\n{METHOD}\\n{path with query}\\n{raw body}`,
    exampleLabel: 'For example',
    example: `1763715600\nPOST\n${BASE}/content\n{"cms_meta":{"id":"comment-1042"},"username":"jane",…}`,
  },
  connect: {
    title: 'Connecting the plugin',
    paragraphs: [
      `Call \`POST ${BASE}/connect\` when the plugin starts and after its keys change. It names the CMS and versions shown on the domain’s Plugins tab, and the callback URL where Vigil sends its decisions. Connecting again with the same callback URL updates that plugin. Content sent before the first connect is refused with 409.`,
    ],
  },
  content: {
    title: 'Submitting content',
    paragraphs: [
      `\`POST ${BASE}/content\` submits one item. \`cms_meta.id\` is your CMS’s id for it: sending the same id again replaces the item and scans it again (an identical body changes nothing), so a retry is always safe. The answer, 202 with the item’s id, comes once the item is stored; scanning happens afterwards.`,
      '`content` is the text itself; or media as base64, optionally as a `data:` URI naming its type; or an http(s) URL where Vigil can fetch the media. `domain` is the host the item is published on: the domain of the key or one of its subdomains.',
    ],
    limits: [
      { name: 'text', value: `up to ${KB(PLUGIN_CONTENT_LIMITS.textBytes)} of UTF-8` },
      {
        name: 'image',
        value: `up to ${MB(PLUGIN_CONTENT_LIMITS.mediaBytes)}: ${PLUGIN_MEDIA_TYPES.image.join(', ')}`,
      },
      {
        name: 'video',
        value: `up to ${MB(PLUGIN_CONTENT_LIMITS.mediaBytes)}: ${PLUGIN_MEDIA_TYPES.video.join(', ')}`,
      },
      {
        name: 'audio',
        value: `up to ${MB(PLUGIN_CONTENT_LIMITS.mediaBytes)}: ${PLUGIN_MEDIA_TYPES.audio.join(', ')}`,
      },
    ],
    limitsLabel: 'Content types and limits (media measured after base64 decoding)',
    credits: `Each scanned item uses credits from your plan: text ${CREDIT_PRICES.text}, image ${CREDIT_PRICES.image}, audio ${CREDIT_PRICES.audio}, video ${CREDIT_PRICES.video}. With no credits left, items wait as Pending and are scanned when credits return.`,
  },
  status: {
    title: 'Polling the status',
    paragraphs: [
      `\`GET ${BASE}/content/{id}\` answers the item’s status and its score (0–100) per moderation category. Callbacks tell you the same without polling; poll only if your CMS cannot receive them.`,
    ],
    statuses: (
      [
        ['PENDING', 'Stored, not scanned yet.'],
        ['CLEAN', 'Nothing found above the domain’s thresholds, or a trusted author.'],
        ['MODERATE', 'Waiting for a moderator.'],
        ['AUTO_UNPUBLISHED', 'A score reached the unpublish threshold: hide the item.'],
        ['MANUALLY_UNPUBLISHED', 'A moderator unpublished it: hide the item.'],
        ['MANUALLY_IGNORED', 'A moderator approved it.'],
      ] as const satisfies readonly (readonly [ModerationStatus, string])[]
    ).map(([status, meaning]) => ({
      name: status,
      label: MODERATION_STATUS_LABELS[status],
      value: meaning,
    })),
  },
  callbacks: {
    title: 'Receiving callbacks',
    paragraphs: [
      'Vigil POSTs a JSON notice to the callback URL: `unpublish` (take the item down; `reason` is `automatic` or `manual`; `statement` is the statement of reasons to show the author), `decision` (any other settled status), `republish` (an appeal reversed the unpublish: put the item back) or `appeal` (an appeal was upheld: the item stays down; tell the author). Authors appeal through `POST /api/plugin/v1/content/{id}/appeal` with `{ "text": … }` within six months of the decision, once per decision. Callbacks are signed exactly like your requests, with the same secret key; the path signed is the callback URL’s path with its query. Check the signature, the timestamp and that you have not seen the signature before, then act and answer with any 2xx.',
      `An answer other than 2xx, or none within ${CALLBACK_TIMEOUT_SECONDS} seconds, is retried with exponential back-off (${CALLBACK_BACKOFF_SECONDS.first} seconds, doubling, at most ${CALLBACK_BACKOFF_SECONDS.max / 60} minutes apart) for ${CALLBACK_RETRY_WINDOW_HOURS} hours, then given up. Failing callbacks show on the domain’s Plugins tab. Handle a notice idempotently: it may arrive more than once.`,
    ],
    sdkNote:
      '`@vigil/plugin-sdk` verifies a callback in one call: `verifyCallback` throws a `CallbackVerificationError` (answer 401) for a missing header, a wrong key, a stale timestamp, a bad signature, a replay or a body that is not a Vigil callback.',
  },
  sdk: {
    title: 'Using @vigil/plugin-sdk',
    paragraphs: [
      'For Node.js plugins the SDK signs every request, turns refusals into a `VigilApiError` with the status and message, and verifies callbacks.',
    ],
  },
  errors: {
    title: 'Errors',
    paragraphs: [
      'Every refusal has the same body: `{ "message": "…", "errors"?: { "field": ["…"] } }`. The message names the problem; log it.',
    ],
    rows: [
      {
        name: '401',
        value: 'The request is not signed correctly. Sign it again with a fresh timestamp.',
        examples: [
          PLUGIN_MESSAGES.missingHeaders,
          PLUGIN_MESSAGES.unknownKey,
          PLUGIN_MESSAGES.badTimestamp,
          PLUGIN_MESSAGES.staleTimestamp,
          PLUGIN_MESSAGES.badSignature,
          PLUGIN_MESSAGES.replayed,
        ],
      },
      {
        name: '403',
        value: 'The domain is disabled; enable it in the console.',
        examples: [PLUGIN_MESSAGES.domainDisabled],
      },
      {
        name: '404',
        value: 'An id this domain never submitted.',
        examples: [PLUGIN_MESSAGES.contentNotFound],
      },
      {
        name: '409',
        value: 'Content before the plugin’s first connect.',
        examples: [PLUGIN_MESSAGES.notConnected],
      },
      {
        name: '413',
        value: 'Larger than the limits above.',
        examples: [
          PLUGIN_MESSAGES.textTooLarge,
          PLUGIN_MESSAGES.mediaTooLarge,
          PLUGIN_MESSAGES.bodyTooLarge,
        ],
      },
      {
        name: '415',
        value: 'A media type Vigil does not take, or a body that is not JSON.',
        examples: [PLUGIN_MESSAGES.unsupportedMediaType, PLUGIN_MESSAGES.jsonOnly],
      },
      {
        name: '422',
        value: 'The body is not valid; `errors` names each field.',
        examples: [
          PLUGIN_MESSAGES.invalidJson,
          PLUGIN_MESSAGES.notBase64,
          PLUGIN_MESSAGES.wrongDomain,
        ],
      },
      {
        name: '5xx',
        value:
          'Vigil could not answer. Retry later with a new signature: submissions are idempotent.',
      },
    ],
  },
} as const;

export type DevelopersGuideSection = keyof typeof DEVELOPERS_GUIDE;

/** Code samples; `origin` is the server the page is served from. */
export const DEVELOPERS_CODE = {
  signingNodeLabel: 'Node.js',
  signingPhpLabel: 'PHP',
  signingSample: (language: string): string => `Signing a request in ${language}`,
  signingNode: (origin: string): string => `import { createHmac } from 'node:crypto';

const ACCESS_KEY = process.env.VIGIL_ACCESS_KEY;
const SECRET_KEY = process.env.VIGIL_SECRET_KEY;

async function callVigil(method, pathWithQuery, body) {
  const rawBody = body === undefined ? '' : JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', SECRET_KEY)
    .update(\`\${timestamp}\\n\${method}\\n\${pathWithQuery}\\n\${rawBody}\`)
    .digest('hex');
  const response = await fetch('${origin}' + pathWithQuery, {
    method,
    headers: {
      'Content-Type': 'application/json',
      '${PLUGIN_HEADERS.accessKey}': ACCESS_KEY,
      '${PLUGIN_HEADERS.timestamp}': String(timestamp),
      '${PLUGIN_HEADERS.signature}': signature,
    },
    body: body === undefined ? undefined : rawBody,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(\`Vigil \${response.status}: \${answer.message}\`);
  return answer;
}`,
  signingPhp: (origin: string): string => `<?php
function call_vigil(string $method, string $path_with_query, ?array $body = null): array {
    $raw_body = $body === null ? '' : json_encode($body);
    $timestamp = (string) time();
    $signature = hash_hmac('sha256',
        $timestamp . "\\n" . $method . "\\n" . $path_with_query . "\\n" . $raw_body,
        VIGIL_SECRET_KEY);
    $context = stream_context_create(['http' => [
        'method' => $method,
        'header' => "Content-Type: application/json\\r\\n"
            . "${PLUGIN_HEADERS.accessKey}: " . VIGIL_ACCESS_KEY . "\\r\\n"
            . "${PLUGIN_HEADERS.timestamp}: $timestamp\\r\\n"
            . "${PLUGIN_HEADERS.signature}: $signature\\r\\n",
        'content' => $raw_body,
        'ignore_errors' => true,
    ]]);
    return json_decode(file_get_contents('${origin}' . $path_with_query, false, $context), true);
}`,
  connectLabel: 'POST /connect body',
  connect: `{
  "cms_name": "WordPress",
  "cms_version": "6.7",
  "plugin_version": "1.0.0",
  "callback_url": "https://blog.example.com/vigil/callback"
}`,
  submitLabel: 'POST /content body',
  submit: `{
  "cms_meta": {
    "id": "comment-1042",
    "type": "comment",
    "url": "https://blog.example.com/hello#comment-1042"
  },
  "username": "jane",
  "content_type": "text",
  "content": "Great post, thank you!",
  "scheme": "https",
  "domain": "blog.example.com"
}`,
  statusLabel: 'GET /content/{id} answer',
  status: `{
  "id": "42",
  "status": "MODERATE",
  "categories": [{ "id": "text-harassment", "name": "Harassment", "score": 65 }]
}`,
  callbackLabel: 'An unpublish callback',
  callback: `{
  "event": "unpublish",
  "id": "42",
  "scheme": "https",
  "domain": "blog.example.com",
  "cms_meta": { "id": "comment-1042", "type": "comment" },
  "reason": "automatic",
  "status": "AUTO_UNPUBLISHED",
  "sent_at": "2026-11-21T09:00:05Z"
}`,
  verifyLabel: 'Verifying a callback with the SDK',
  verify: `import { createServer } from 'node:http';
import { CallbackVerificationError, createSeenSignatures, verifyCallback } from '@vigil/plugin-sdk';

const seenSignatures = createSeenSignatures();

createServer(async (request, response) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  try {
    const callback = verifyCallback({
      method: request.method ?? 'POST',
      pathWithQuery: request.url ?? '/',
      headers: request.headers,
      rawBody: Buffer.concat(chunks), // the bytes as received, before JSON.parse
      secretKey: process.env.VIGIL_SECRET_KEY,
      accessKey: process.env.VIGIL_ACCESS_KEY,
      seenSignatures,
    });
    if (callback.event === 'unpublish') await hideItem(callback.cms_meta.id);
    response.writeHead(204).end();
  } catch (error) {
    if (!(error instanceof CallbackVerificationError)) throw error;
    response.writeHead(401, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ message: error.message }));
  }
}).listen(8080);`,
  sdkLabel: 'Connecting and submitting with the SDK',
  sdk: (
    origin: string,
  ): string => `import { VigilApiError, createVigilClient } from '@vigil/plugin-sdk';

const vigil = createVigilClient({
  baseUrl: '${origin}',
  accessKey: process.env.VIGIL_ACCESS_KEY,
  secretKey: process.env.VIGIL_SECRET_KEY,
});

await vigil.connect({
  cms_name: 'WordPress',
  cms_version: '6.7',
  plugin_version: '1.0.0',
  callback_url: 'https://blog.example.com/vigil/callback',
});

try {
  const { id } = await vigil.submit({
    cms_meta: { id: 'comment-1042', type: 'comment' },
    username: 'jane',
    content_type: 'text',
    content: 'Great post, thank you!',
    scheme: 'https',
    domain: 'blog.example.com',
  });
  const { status, categories } = await vigil.status(String(id));
} catch (error) {
  if (error instanceof VigilApiError) console.error(error.status, error.message, error.errors);
  else throw error;
}`,
} as const;
