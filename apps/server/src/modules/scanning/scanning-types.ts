/**
 * The seams of the scanning pipeline (docs/decisions/0080-moderation-engine.md). Extractors
 * turn a submission into what scanners read; scanners score it 0–100 per moderation category
 * (ids from the moderation_categories catalogue, e.g. 'text-profanity'). The engine
 * (modules/engine) decides which extractors and scanners a domain runs and what the scores mean.
 */

/** Category id → score 0..100 (integers). Categories not scored are absent. */
export type CategoryScores = Record<string, number>;

/** One media item, decoded. */
export interface MediaInput {
  bytes: Buffer;
  mime: string;
}

/** What the extractors found in one submission. */
export interface Extraction {
  /** Visible text (HTML stripped, entities decoded), for the text scanner. */
  text: string;
  /** Absolute or relative hrefs of links in the content. */
  links: string[];
  /** @mentions of other users. */
  mentions: string[];
  /** Text from metadata (cms_meta title, description, alt texts …). */
  metadataText: string;
  /** Images embedded in the HTML as data: URIs (decoded), for the image scanner. */
  embeddedImages: MediaInput[];
  /** Counts only: the values themselves are personal data and are not stored. */
  personalData: { emails: number; phones: number; cards: number };
}

/** A scanner that could not run says so; the engine never treats that as clean. */
export interface ScannerUnavailable {
  unavailable: true;
  /** Shown to moderators and written to the audit log, e.g. 'ffmpeg is not installed'. */
  reason: string;
}

export type ScanOutcome = { unavailable: false; scores: CategoryScores } | ScannerUnavailable;
