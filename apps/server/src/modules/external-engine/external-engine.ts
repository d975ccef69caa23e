import type { ReportContentType } from '@vigil/contract';
import type { AppContext } from '../../context';
import type { ImageScanner } from '../scanning/image/image-scanner';
import type { MediaInput, ScanOutcome } from '../scanning/scanning-types';
import { scanVideo } from '../scanning/video/video-scanner';
import { engineScores } from './engine-categories';
import { type EngineCallOptions, type EngineEndpoint, postModeration } from './engine-http';
import { findEngineSettings } from './engine-settings.queries';
import { parseContentTypes } from './engine-settings.service';
import {
  audioInput,
  imageInput,
  type ModerationInput,
  moderationRequest,
  textInput,
} from './moderation-request';

/** A tenant's engine, ready to call (the key decrypted); see loadEngineConfig. */
export interface EngineConfig extends EngineEndpoint {
  model: string | null;
  /** What the tenant chose the engine for: the caller checks an item's type against it. */
  content_types: ReportContentType[];
  /** For video: frames are sampled with ffmpeg and sent to the engine as images. */
  ffmpeg_path: string;
}

export interface EngineInput {
  contentType: ReportContentType;
  text?: string;
  media?: MediaInput;
}

/** Frames sent per video: each frame is one request (and one charge) at the engine. */
export const ENGINE_VIDEO_FRAMES = 4;

export const ENGINE_INPUT_REASONS = {
  missing: (contentType: ReportContentType) =>
    `nothing to send to the moderation engine (no ${contentType === 'text' ? 'text' : 'media'})`,
  audioFormat: 'audio format has no name the moderation engine understands',
} as const;

async function scoreInput(
  config: EngineConfig,
  contentType: ReportContentType,
  input: ModerationInput,
  options: EngineCallOptions,
): Promise<ScanOutcome> {
  const answer = await postModeration(config, moderationRequest(config.model, input), options);
  if (!answer.ok) return { unavailable: true, reason: answer.reason };
  return { unavailable: false, scores: engineScores(contentType, answer.results) };
}

/**
 * Scores one item with the tenant's external engine (an OpenAI-compatible `/v1/moderations`
 * endpoint, decision 0088): text as a string input, an image as an `image_url` data URI,
 * audio as an `input_audio` part, a video as ENGINE_VIDEO_FRAMES sampled frames (one request
 * each, the highest score per category). Never throws; any failure is `{unavailable, reason}`.
 */
export async function scoreWithEngine(
  config: EngineConfig,
  input: EngineInput,
  options: EngineCallOptions = {},
): Promise<ScanOutcome> {
  const missing = {
    unavailable: true as const,
    reason: ENGINE_INPUT_REASONS.missing(input.contentType),
  };
  if (input.contentType === 'text') {
    if (input.text === undefined) return missing;
    return scoreInput(config, 'text', textInput(input.text), options);
  }
  const { media } = input;
  if (!media || media.bytes.length === 0) return missing;
  switch (input.contentType) {
    case 'image':
      return scoreInput(config, 'image', imageInput(media), options);
    case 'audio': {
      const audio = audioInput(media);
      if (!audio) return { unavailable: true, reason: ENGINE_INPUT_REASONS.audioFormat };
      return scoreInput(config, 'audio', audio, options);
    }
    case 'video': {
      const frameScanner: Pick<ImageScanner, 'scan'> = {
        scan: (frame) => scoreInput(config, 'video', imageInput(frame), options),
      };
      return scanVideo(media, {
        ffmpegPath: config.ffmpeg_path,
        imageScanner: frameScanner,
        frames: ENGINE_VIDEO_FRAMES,
      });
    }
  }
}

/**
 * The tenant's engine with its key decrypted, or undefined when none is configured or it is
 * disabled. A key that no longer decrypts (the server's secret changed) is logged without
 * its value and treated as absent, so the engine answers 401 and the scan says why.
 */
export async function loadEngineConfig(
  ctx: AppContext,
  tenantId: string,
): Promise<EngineConfig | undefined> {
  const row = await findEngineSettings(ctx.database.db, tenantId);
  if (!row || !row.enabled) return undefined;
  let apiKey: string | null = null;
  if (row.api_key_sealed) {
    try {
      apiKey = ctx.secretBox.decrypt(row.api_key_sealed);
    } catch {
      ctx.logger.warn({ tenantId }, 'moderation engine API key could not be decrypted');
    }
  }
  return {
    url: row.url,
    api_key: apiKey,
    model: row.model,
    content_types: parseContentTypes(row.content_types),
    timeout_ms: row.timeout_ms,
    max_retries: row.max_retries,
    ffmpeg_path: ctx.config.scanning.ffmpegPath,
    egress: { policy: ctx.config.egress },
  };
}
