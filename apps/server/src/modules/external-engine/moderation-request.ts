import type { MediaInput } from '../scanning/scanning-types';

export type ModerationInput =
  | string
  | Array<
      | { type: 'image_url'; image_url: { url: string } }
      | { type: 'input_audio'; input_audio: { data: string; format: string } }
    >;

/** The body of a `/v1/moderations` request; `model` is left out when none is configured. */
export interface ModerationRequest {
  model?: string;
  input: ModerationInput;
}

/**
 * Audio formats by media type, as OpenAI names them in its `input_audio` content part. Its
 * own moderations endpoint takes no audio today; engines that do receive the same part
 * shape OpenAI uses for audio elsewhere (decision 0088).
 */
export const AUDIO_FORMATS: Readonly<Record<string, string>> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/flac': 'flac',
};

/** Media type without parameters (`audio/ogg; codecs=opus` → `audio/ogg`), lower case. */
function baseMime(mime: string): string {
  return (mime.split(';')[0] ?? '').trim().toLowerCase();
}

export function textInput(text: string): ModerationInput {
  return text;
}

export function imageInput(media: MediaInput): ModerationInput {
  const url = `data:${baseMime(media.mime)};base64,${media.bytes.toString('base64')}`;
  return [{ type: 'image_url', image_url: { url } }];
}

/** Undefined for an audio type without a known format name. */
export function audioInput(media: MediaInput): ModerationInput | undefined {
  const format = AUDIO_FORMATS[baseMime(media.mime)];
  if (!format) return undefined;
  return [{ type: 'input_audio', input_audio: { data: media.bytes.toString('base64'), format } }];
}

export function moderationRequest(model: string | null, input: ModerationInput): ModerationRequest {
  return model ? { model, input } : { input };
}
