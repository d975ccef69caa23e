/**
 * What a submission's `content` is, checked before anything is stored: text within its size,
 * or media as strict base64 (optionally a data URI) whose bytes are of an accepted type, or an
 * http(s) URL the scan job fetches later. Refusals: 413 (too large), 415 (type), 422 (form).
 */
import {
  PLUGIN_CONTENT_LIMITS,
  PLUGIN_MEDIA_TYPES,
  PLUGIN_MESSAGES,
  type ReportContentType,
} from '@vigil/contract';
import { HttpError, ValidationError } from '../../lib/http-errors';
import { sameMediaFormat, sniffMediaType, type MediaKind } from './media-sniff';

export type SubmittedContent =
  | { kind: 'text'; text: string }
  | { kind: 'url'; url: string }
  | { kind: 'media'; bytes: Buffer; base64: string; mime: string };

const BASE64_CHARACTERS = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URI = /^data:([^;,]+)((?:;[^;,]*)*),(.*)$/s;
const HTTP_URL = /^https?:\/\//i;
const MAX_URL_LENGTH = 2048;

const notBase64 = () => new ValidationError({ content: [PLUGIN_MESSAGES.notBase64] });
const unsupported = () => new HttpError(415, PLUGIN_MESSAGES.unsupportedMediaType);

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * Standard base64, padded, nothing else (no whitespace, no URL-safe alphabet), and canonical:
 * the last group re-encodes to itself, so one byte string has exactly one accepted spelling.
 */
function decodeStrictBase64(base64: string): Buffer {
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64_CHARACTERS.test(base64)) {
    throw notBase64();
  }
  const lastGroup = base64.slice(-4);
  if (Buffer.from(lastGroup, 'base64').toString('base64') !== lastGroup) throw notBase64();
  // Measured before decoding, so an oversized item costs no memory beyond its text.
  if (decodedLength(base64) > PLUGIN_CONTENT_LIMITS.mediaBytes) {
    throw new HttpError(413, PLUGIN_MESSAGES.mediaTooLarge);
  }
  return Buffer.from(base64, 'base64');
}

function readUrl(content: string): SubmittedContent {
  let url: URL;
  try {
    url = new URL(content);
  } catch {
    throw notBase64();
  }
  if (content.length > MAX_URL_LENGTH || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw notBase64();
  }
  return { kind: 'url', url: url.href };
}

function readMedia(kind: MediaKind, content: string): SubmittedContent {
  if (HTTP_URL.test(content)) return readUrl(content);
  let declared: string | undefined;
  let base64 = content;
  const dataUri = DATA_URI.exec(content);
  if (content.startsWith('data:')) {
    const parameters = dataUri?.[2]?.split(';') ?? [];
    if (!dataUri || !parameters.includes('base64')) throw notBase64();
    declared = (dataUri[1] ?? '').trim().toLowerCase();
    base64 = dataUri[3] ?? '';
  }
  const bytes = decodeStrictBase64(base64);
  const allowed = PLUGIN_MEDIA_TYPES[kind];
  const sniffed = sniffMediaType(bytes, kind);
  if (sniffed === undefined || !allowed.includes(sniffed)) throw unsupported();
  if (declared !== undefined && !sameMediaFormat(declared, sniffed)) throw unsupported();
  // Within one format the plugin may know better (video/quicktime in an 'ftyp' box), but only
  // an accepted name is kept: aliases such as image/jpg become the sniffed name.
  const mime = declared !== undefined && allowed.includes(declared) ? declared : sniffed;
  return { kind: 'media', bytes, base64, mime };
}

export function readSubmittedContent(
  contentType: ReportContentType,
  content: string,
): SubmittedContent {
  if (contentType === 'text') {
    if (Buffer.byteLength(content, 'utf8') > PLUGIN_CONTENT_LIMITS.textBytes) {
      throw new HttpError(413, PLUGIN_MESSAGES.textTooLarge);
    }
    return { kind: 'text', text: content };
  }
  return readMedia(contentType, content);
}
