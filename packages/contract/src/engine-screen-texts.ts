/**
 * Texts of the external moderation engine card (Settings › Account, administrators; decisions 0080–0094).
 * The spec does not know this card; see docs/decisions/0092-rules-and-plugins-tabs.md.
 */
import { ENGINE_MAX_RETRIES, ENGINE_TIMEOUT_MS } from './engine/engine-settings';
import type { ReportContentType } from './moderation/report-record';

/** Field labels; the form's '{label} is required' texts use the same words. */
export const ENGINE_FIELD_LABELS = {
  enabled: 'Use the external engine',
  url: 'Moderation API URL',
  model: 'Model',
  contentTypes: 'Content types',
  timeout: 'Timeout',
  retries: 'Retries',
  apiKey: 'API key',
} as const;

export const ENGINE_CONTENT_TYPE_LABELS: Readonly<Record<ReportContentType, string>> = {
  text: 'Text',
  image: 'Images',
  video: 'Video',
  audio: 'Audio',
};

export const ENGINE_SCREEN_TEXTS = {
  title: 'External moderation engine',
  body: 'An HTTP moderation service that answers like OpenAI’s /v1/moderations. It scores audio, which the built-in scanners cannot, and any other content type you tick.',
  loading: 'Loading',
  enabledHelp:
    'When off, content is scored by the built-in scanners only, and audio is not scored.',
  urlPlaceholder: 'https://api.openai.com/v1/moderations',
  urlHelp: 'The full address of the moderations call.',
  invalidUrl: 'Enter the full http:// or https:// address',
  modelPlaceholder: 'omni-moderation-latest',
  modelHelp: 'Leave blank for the service’s default model.',
  contentTypesHelp:
    'Content of the ticked types is sent to the engine. Audio always is: the built-in scanners do not score it.',
  secondsSuffix: 'seconds',
  timeoutHelp: `How long one call may take: ${ENGINE_TIMEOUT_MS.min / 1000} to ${ENGINE_TIMEOUT_MS.max / 1000} seconds.`,
  retriesHelp: `Further tries after a failed or timed-out call: ${ENGINE_MAX_RETRIES.min} to ${ENGINE_MAX_RETRIES.max}.`,
  outOfRange: (label: string, min: number, max: number): string =>
    `${label} must be between ${min} and ${max}`,
  keyStored: 'A key is stored. Leave blank to keep it.',
  keyNone: 'No key stored',
  keyHelp: 'Sent to the engine with each call. Vigil never shows it again.',
  showKey: 'Show the entered key',
  removeKey: 'Remove key',
  removeKeyTitle: 'Remove the API key?',
  removeKeyBody:
    'Vigil stops sending a key to the engine. If the service needs one, its calls fail until you enter a new key.',
  save: 'Save engine settings',
} as const;
