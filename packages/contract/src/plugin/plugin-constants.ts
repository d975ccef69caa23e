/**
 * The plugin API's fixed numbers and names (decisions 0080–0094, docs/decisions/0081-plugin-api.md).
 * Shared by the server, the plugin SDK and the Developers page, so each is stated once.
 */
import type { ReportContentType } from '../moderation/report-record';

/** Under API_PREFIX: the plugin API lives at /api/plugin/v1. */
export const PLUGIN_API_PATH = '/plugin/v1';

export const PLUGIN_HEADERS = {
  accessKey: 'X-Vigil-Key',
  timestamp: 'X-Vigil-Timestamp',
  signature: 'X-Vigil-Signature',
  /**
   * Optional, not signed: the plugin id POST /connect answered. It tells which of a domain's
   * plugins a request comes from (their "last seen" and the report's plugin); without it the
   * domain's most recently connected plugin is assumed (docs/decisions/0081-plugin-api.md).
   */
  plugin: 'X-Vigil-Plugin',
} as const;

/** A signed request (or callback) older or newer than this is refused. */
export const PLUGIN_SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

/** Text is measured in UTF-8 bytes; media in decoded bytes (not base64 characters). */
export const PLUGIN_CONTENT_LIMITS = {
  textBytes: 256 * 1024,
  mediaBytes: 25 * 1024 * 1024,
} as const;

/** A submitted image up to this size (decoded) is also kept inline, as base64, on its report. */
export const PLUGIN_INLINE_IMAGE_BYTES = 256 * 1024;

/**
 * The largest request body the plugin API reads: base64 of the largest media item (4/3 of
 * it) plus room for the JSON around it.
 */
export const PLUGIN_MAX_BODY_BYTES =
  Math.ceil((PLUGIN_CONTENT_LIMITS.mediaBytes * 4) / 3) + 64 * 1024;

/** Media types accepted per content type (as base64 data URIs, or served at a URL). */
export const PLUGIN_MEDIA_TYPES: Readonly<
  Record<Exclude<ReportContentType, 'text'>, readonly string[]>
> = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp'],
  video: ['video/mp4', 'video/webm', 'video/quicktime', 'video/ogg'],
  audio: [
    'audio/mpeg',
    'audio/wav',
    'audio/x-wav',
    'audio/ogg',
    'audio/webm',
    'audio/mp4',
    'audio/aac',
    'audio/flac',
  ],
};

/** Credits one scanned item costs, by content type (docs/decisions/0083-credits.md). */
export const CREDIT_PRICES: Readonly<Record<ReportContentType, number>> = {
  text: 1,
  image: 2,
  audio: 5,
  video: 10,
};

/** Callbacks are retried with exponential back-off for this long, then given up. */
export const CALLBACK_RETRY_WINDOW_HOURS = 24;

/** A callback the plugin has not answered within this time counts as failed (and is retried). */
export const CALLBACK_TIMEOUT_SECONDS = 10;

/** Back-off between callback attempts: the first wait, doubled after each failure up to the cap. */
export const CALLBACK_BACKOFF_SECONDS = { first: 30, max: 60 * 60 } as const;
