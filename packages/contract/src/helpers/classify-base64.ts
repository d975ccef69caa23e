/**
 * Spec §5 base64 check of moderation content: decides whether a report's content is plain
 * text, base64 media to show inline, base64 text to preview, or something claiming to be
 * base64 that cannot be shown. Rules (docs/decisions/0013-base64-classifier.md):
 *
 * 1. An optional data-URI prefix `data:<mime>[;param=value…];base64,` is stripped; its mime
 *    type is remembered.
 * 2. The rest must be A–Z a–z 0–9 + / with at most two trailing `=`, length a multiple of 4.
 *    Failing that, or being empty, it is `not-base64` — unless a data-URI prefix promised
 *    base64, in which case it is `invalid`.
 * 3. Decoding failure is `invalid`.
 * 4. Known magic bytes (or SVG markup) make it `binary` with that mime type.
 * 5. A data-URI prefix naming a non-text type makes it `binary` with that type (the sender
 *    knows formats we do not sniff).
 * 6. Strict UTF-8 without control characters (other than tab, CR, LF) is `text`.
 * 7. Anything else is `binary` application/octet-stream (a prefix reaching this point named
 *    a text type, which the bytes contradict).
 */
import { TEXT_PREVIEW_LENGTH } from '../constants';
import { isSvgMarkup, sniffMimeType } from './mime-sniffing';
import { base64ToBytes, decodeUtf8 } from './platform';

export type Base64Classification =
  | { kind: 'not-base64' }
  | { kind: 'invalid'; reason: 'empty-data-uri' | 'malformed-data-uri' | 'undecodable' }
  | {
      kind: 'binary';
      mimeType: string;
      /** The payload without any prefix. */
      base64: string;
      /** Ready for an `<img src>` / `<video src>`. */
      dataUri: string;
    }
  | {
      kind: 'text';
      /** The first TEXT_PREVIEW_LENGTH characters of the decoded text. */
      preview: string;
      truncated: boolean;
      text: string;
    };

const DATA_URI_PREFIX =
  /^data:([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)?((?:;[a-z0-9_.-]+=[^;,]*)*);base64,/i;
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
/** C0 controls and DEL, except tab, LF and CR, never appear in real text. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const OCTET_STREAM = 'application/octet-stream';

function isTextMime(mimeType: string): boolean {
  return (
    mimeType.startsWith('text/') ||
    mimeType === 'application/json' ||
    mimeType === 'application/xml' ||
    mimeType.endsWith('+json')
  );
}

function binary(mimeType: string, base64: string): Base64Classification {
  return { kind: 'binary', mimeType, base64, dataUri: `data:${mimeType};base64,${base64}` };
}

/** Cuts by code point so a preview never ends in half a surrogate pair. */
function textPreview(text: string): { preview: string; truncated: boolean } {
  const codePoints = Array.from(text);
  return {
    preview: codePoints.slice(0, TEXT_PREVIEW_LENGTH).join(''),
    truncated: codePoints.length > TEXT_PREVIEW_LENGTH,
  };
}

export function classifyBase64(content: string): Base64Classification {
  const prefix = DATA_URI_PREFIX.exec(content);
  const declaredMime = prefix?.[1]?.toLowerCase();
  const payload = prefix ? content.slice(prefix[0].length) : content;

  if (payload.length === 0) {
    return prefix ? { kind: 'invalid', reason: 'empty-data-uri' } : { kind: 'not-base64' };
  }
  if (!BASE64_PATTERN.test(payload) || payload.length % 4 !== 0) {
    return prefix ? { kind: 'invalid', reason: 'malformed-data-uri' } : { kind: 'not-base64' };
  }

  const bytes = base64ToBytes(payload);
  if (!bytes) return { kind: 'invalid', reason: 'undecodable' };

  const sniffed = sniffMimeType(bytes);
  if (sniffed) return binary(sniffed, payload);
  if (declaredMime && !isTextMime(declaredMime) && declaredMime !== 'image/svg+xml') {
    return binary(declaredMime, payload);
  }

  const text = decodeUtf8(bytes);
  if (text !== null && isSvgMarkup(text)) return binary('image/svg+xml', payload);
  if (text !== null && !CONTROL_CHARACTERS.test(text)) {
    return { kind: 'text', text, ...textPreview(text) };
  }
  return binary(OCTET_STREAM, payload);
}
