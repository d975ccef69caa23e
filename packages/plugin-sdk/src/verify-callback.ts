import { timingSafeEqual } from 'node:crypto';
import {
  PLUGIN_HEADERS,
  PLUGIN_MESSAGES,
  PLUGIN_SIGNATURE_MAX_AGE_SECONDS,
  ZPluginCallbackSchema,
  type TPluginCallback,
} from '@vigil/contract';
import { CallbackVerificationError } from './callback-verification-error';
import type { SignatureLog } from './seen-signatures';
import { computeSignature } from './sign-request';

/** Node's IncomingHttpHeaders, a plain record, or a fetch Headers object. */
export type HeaderSource = Headers | Readonly<Record<string, string | string[] | undefined>>;

export interface VerifyCallbackInput {
  method: string;
  /** The path and query the callback was sent to, as received (e.g. `req.url` in node:http). */
  pathWithQuery: string;
  headers: HeaderSource;
  /** The body exactly as received, before any JSON parsing. */
  rawBody: string | Uint8Array;
  secretKey: string;
  /** When given, X-Vigil-Key must be this access key. */
  accessKey?: string;
  now?: () => Date;
  /** Signatures already accepted; without it replays are not detected. */
  seenSignatures?: SignatureLog;
}

export const CALLBACK_INVALID_BODY_MESSAGE = 'The callback body is not a valid Vigil callback.';

const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/i;
const TIMESTAMP_PATTERN = /^\d{1,12}$/;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

function reject(reason: CallbackVerificationError['reason'], message: string): never {
  throw new CallbackVerificationError(reason, message);
}

/**
 * Checks a callback from the service the way the service checks plugin requests: the three
 * headers, the access key, a timestamp within PLUGIN_SIGNATURE_MAX_AGE_SECONDS, the HMAC, a
 * signature seen only once, and a body of the documented shape. Returns the parsed callback or
 * throws CallbackVerificationError; answer 401 and change nothing in that case.
 */
export function verifyCallback(input: VerifyCallbackInput): TPluginCallback {
  const accessKey = header(input.headers, PLUGIN_HEADERS.accessKey);
  const timestamp = header(input.headers, PLUGIN_HEADERS.timestamp);
  const signature = header(input.headers, PLUGIN_HEADERS.signature);
  if (!accessKey || !timestamp || !signature) {
    reject('missing-headers', PLUGIN_MESSAGES.missingHeaders);
  }
  if (input.accessKey !== undefined && accessKey !== input.accessKey) {
    reject('wrong-key', PLUGIN_MESSAGES.unknownKey);
  }
  if (!TIMESTAMP_PATTERN.test(timestamp)) reject('bad-timestamp', PLUGIN_MESSAGES.badTimestamp);
  const nowSeconds = Math.floor((input.now ?? (() => new Date()))().getTime() / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > PLUGIN_SIGNATURE_MAX_AGE_SECONDS) {
    reject('stale-timestamp', PLUGIN_MESSAGES.staleTimestamp);
  }
  const rawBody =
    typeof input.rawBody === 'string' ? input.rawBody : Buffer.from(input.rawBody).toString('utf8');
  const expected = computeSignature({
    secretKey: input.secretKey,
    timestamp,
    method: input.method,
    pathWithQuery: input.pathWithQuery,
    rawBody,
  });
  const matches =
    SIGNATURE_PATTERN.test(signature) &&
    timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(signature.toLowerCase(), 'hex'));
  if (!matches) reject('bad-signature', PLUGIN_MESSAGES.badSignature);
  const seen = input.seenSignatures;
  if (seen?.has(expected)) reject('replayed', PLUGIN_MESSAGES.replayed);
  seen?.add(expected);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    reject('invalid-body', CALLBACK_INVALID_BODY_MESSAGE);
  }
  const parsed = ZPluginCallbackSchema.safeParse(json);
  if (!parsed.success) reject('invalid-body', CALLBACK_INVALID_BODY_MESSAGE);
  return parsed.data;
}
