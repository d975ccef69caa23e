import { parseHtml, type HtmlDocument } from './html-document';

/** Metadata is short by nature; a CMS sending more is cut here rather than scanned slowly. */
export const MAX_METADATA_CHARS = 16 * 1024;
const MAX_DEPTH = 3;

/**
 * cms_meta keys that identify, locate or date the item, or describe its author privately
 * (a plugin may send the author's email): not text a reader sees, so not scanned.
 */
const SKIPPED_KEYS = new Set([
  'id',
  'type',
  'url',
  'uri',
  'href',
  'link',
  'permalink',
  'slug',
  'guid',
  'lang',
  'language',
  'locale',
  'status',
  'format',
  'mime',
  'mime_type',
  'date',
  'created',
  'modified',
  'updated',
  'published',
  'timestamp',
  'version',
  'hash',
  'parent',
  'email',
  'mail',
  'phone',
  'ip',
  'user_agent',
  'useragent',
  'password',
  'token',
  'key',
  'secret',
  'scheme',
  'domain',
  'host',
]);
const SKIPPED_KEY_SUFFIX =
  /(?:^|[_-])(?:id|ids|url|uri|href|at|date|time|slug|hash|key|token|ip|email|phone)$|[a-z](?:Id|Ids|Url|Uri|At|Date|Time|Email|Phone)$/;

/** Values that are identifiers rather than words. */
const NOT_WORDS = [
  /^[a-z][a-z0-9+.-]*:\/\//i, // URL
  /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/, // ISO date
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, // UUID
  /^[0-9a-f]{16,}$/i, // hash
  /^[\d\s.,:/+-]*$/, // numbers and dates
];

/**
 * Text from the CMS metadata (title, description, tags, captions …) and from the HTML's
 * alt/title attributes, <title> and description meta: what a reader sees besides the body.
 */
export function extractMetadataText(
  cmsMeta: Record<string, unknown>,
  doc: HtmlDocument | null,
): string {
  const pieces: string[] = [];
  collect(cmsMeta, 0, pieces);
  if (doc) pieces.push(...doc.attributeTexts);
  let text = '';
  for (const piece of pieces) {
    if (text.length >= MAX_METADATA_CHARS) break;
    text += (text ? '\n' : '') + piece;
  }
  return text.slice(0, MAX_METADATA_CHARS);
}

function collect(value: unknown, depth: number, pieces: string[]): void {
  if (depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '' || NOT_WORDS.some((pattern) => pattern.test(trimmed))) return;
    // Titles and descriptions often carry markup ("<em>New</em> post"): scan what they say.
    const text = /[<&]/.test(trimmed)
      ? parseHtml(trimmed.slice(0, MAX_METADATA_CHARS)).text
      : trimmed;
    if (text) pieces.push(text);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 100)) collect(item, depth + 1, pieces);
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (isSkippedKey(key)) continue;
      collect(item, depth + 1, pieces);
    }
  }
}

function isSkippedKey(key: string): boolean {
  return SKIPPED_KEYS.has(key.toLowerCase()) || SKIPPED_KEY_SUFFIX.test(key);
}
