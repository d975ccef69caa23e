import type { CategoryScores, MediaInput, ScanOutcome } from '../scanning-types';
import { decodeForModel } from './decode-image';
import { type ClassProbabilities, loadNsfwModel, type NsfwModel } from './nsfw-model';

export type VisualPrefix = 'image' | 'video';

export type ProbabilitiesOutcome =
  { unavailable: false; probabilities: ClassProbabilities } | { unavailable: true; reason: string };

export interface ImageScanner {
  /**
   * Scores one image for `${prefix}-nudity`, `${prefix}-suggestive` and
   * `${prefix}-explicit-drawing` (0–100); the video scanner scores its frames with 'video'.
   */
  scan(media: MediaInput, prefix: VisualPrefix): Promise<ScanOutcome>;
  /** The model's own class probabilities, for measurements of the scanner's quality. */
  probabilities(media: MediaInput): Promise<ProbabilitiesOutcome>;
}

export const IMAGE_MODEL_UNAVAILABLE = 'image model could not be loaded';

/**
 * nsfwjs's classes onto the catalogue's categories. 'Drawing' and 'Neutral' are the clean
 * classes and score nothing; each category's score is that class's probability in percent.
 */
export function visualScores(p: ClassProbabilities, prefix: VisualPrefix): CategoryScores {
  return {
    [`${prefix}-nudity`]: Math.round(p.Porn * 100),
    [`${prefix}-suggestive`]: Math.round(p.Sexy * 100),
    [`${prefix}-explicit-drawing`]: Math.round(p.Hentai * 100),
  };
}

/** Runs tasks one after another: a failed task does not stop the ones queued behind it. */
function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * The built-in image scanner. The model (about 10 MB of tensors) loads on the first scan and
 * stays for the scanner's life; a failed load is retried on the next scan. Scans run one at a
 * time: the WASM backend is single-threaded anyway, and this bounds memory to one decoded
 * image and one inference however many jobs arrive together.
 */
export function createImageScanner(): ImageScanner {
  let model: Promise<NsfwModel> | undefined;
  const serially = createSerialQueue();

  const getModel = (): Promise<NsfwModel> => {
    model ??= loadNsfwModel().catch((error: unknown) => {
      model = undefined;
      throw error;
    });
    return model;
  };

  const probabilities = (media: MediaInput): Promise<ProbabilitiesOutcome> =>
    serially(async () => {
      const decoded = await decodeForModel(media.bytes);
      if (!decoded.ok) return { unavailable: true, reason: decoded.reason };
      let loaded: NsfwModel;
      try {
        loaded = await getModel();
      } catch {
        return { unavailable: true, reason: IMAGE_MODEL_UNAVAILABLE };
      }
      return { unavailable: false, probabilities: await loaded.classify(decoded.pixels) };
    });

  return {
    probabilities,
    async scan(media, prefix) {
      const outcome = await probabilities(media);
      if (outcome.unavailable) return outcome;
      return { unavailable: false, scores: visualScores(outcome.probabilities, prefix) };
    },
  };
}
