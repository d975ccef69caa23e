/**
 * Runs a domain's enabled scanners over one item (decision 0080) and gathers their scores.
 * Only categories of an enabled scanner whose extractor (if it has one) is enabled count; a
 * scanner that could not run is reported, never read as clean.
 */
import type {
  CategoryScores,
  Extraction,
  MediaInput,
  ScanOutcome,
} from '../scanning/scanning-types';
import type { DomainSetup } from './domain-setup.queries';
import type { ExternalScorer, ScanSuite } from './scan-suite.types';

export const SCANNER_IDS = { text: 1, image: 2, video: 3, audio: 4 } as const;
type ContentType = keyof typeof SCANNER_IDS;

/** Pictures embedded in one text item that are scanned; more are left to a moderator's eye. */
export const MAX_EMBEDDED_IMAGES = 10;

export const NO_AUDIO_ENGINE = 'no external moderation engine is set up to score audio';

export interface PipelineItem {
  tenantId: string;
  contentType: string;
  extraction: Extraction;
  /** The item's own media (image, video, audio); undefined for text. */
  media: MediaInput | undefined;
}

export interface PipelineResult {
  scores: CategoryScores;
  unavailable: Array<{ scannerId: number; reason: string }>;
  /** Whether an enabled scanner reads this content type at all. */
  covered: boolean;
  /** Whether at least one scanner produced scores (what credits pay for). */
  scanned: boolean;
}

/** Categories that count on this domain for one scanner. */
export function usableCategories(setup: DomainSetup, scannerId: number): Set<string> {
  if (!setup.scannerIds.has(scannerId)) return new Set();
  return new Set(
    setup.categories
      .filter(
        (category) =>
          category.scanner_id === scannerId &&
          (category.extractor_id === null || setup.extractorIds.has(category.extractor_id)),
      )
      .map((category) => category.id),
  );
}

export function isContentType(value: string): value is ContentType {
  return Object.hasOwn(SCANNER_IDS, value);
}

/** Whether some enabled scanner reads this content type, with an extractor feeding it. */
export function isCovered(setup: DomainSetup, contentType: string): boolean {
  return isContentType(contentType) && usableCategories(setup, SCANNER_IDS[contentType]).size > 0;
}

/**
 * A scanner that throws instead of answering is a scanner that could not run: the item goes
 * to a moderator rather than back to the queue forever.
 */
async function guarded(scan: () => Promise<ScanOutcome>): Promise<ScanOutcome> {
  try {
    return await scan();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { unavailable: true, reason: `the scanner failed: ${message.slice(0, 200)}` };
  }
}

export async function runScanners(
  suite: ScanSuite,
  setup: DomainSetup,
  item: PipelineItem,
): Promise<PipelineResult> {
  const result: PipelineResult = {
    scores: {},
    unavailable: [],
    covered: isCovered(setup, item.contentType),
    scanned: false,
  };
  const usable = new Map<number, Set<string>>();
  const add = (scannerId: number, outcome: ScanOutcome) => {
    if (outcome.unavailable) {
      result.unavailable.push({ scannerId, reason: outcome.reason });
      return;
    }
    result.scanned = true;
    let allowed = usable.get(scannerId);
    if (!allowed) {
      allowed = usableCategories(setup, scannerId);
      usable.set(scannerId, allowed);
    }
    for (const [categoryId, score] of Object.entries(outcome.scores)) {
      if (!allowed.has(categoryId)) continue;
      const clamped = Math.max(0, Math.min(100, Math.round(score)));
      result.scores[categoryId] = Math.max(result.scores[categoryId] ?? 0, clamped);
    }
  };
  const enabled = (scannerId: number) => setup.scannerIds.has(scannerId);
  let external: Promise<ExternalScorer | undefined> | undefined;
  const engineFor = async (contentType: ContentType) => {
    external ??= suite.externalScorer(item.tenantId);
    const scorer = await external;
    return scorer?.contentTypes.has(contentType) ? scorer : undefined;
  };
  const { extraction, media } = item;
  const readableText = [extraction.text, extraction.metadataText]
    .filter((text) => text.trim() !== '')
    .join('\n');

  // The words: the body of a text item, the metadata (titles, captions) of any item.
  if (enabled(SCANNER_IDS.text) && (item.contentType === 'text' || readableText !== '')) {
    add(SCANNER_IDS.text, await guarded(() => suite.scanText(extraction)));
    const engine = readableText === '' ? undefined : await engineFor('text');
    if (engine)
      add(
        SCANNER_IDS.text,
        await guarded(() => engine.score({ contentType: 'text', text: readableText })),
      );
  }

  const visual: MediaInput[] =
    item.contentType === 'image' && media
      ? [media]
      : extraction.embeddedImages.slice(0, MAX_EMBEDDED_IMAGES);
  if (enabled(SCANNER_IDS.image) && visual.length > 0) {
    const engine = await engineFor('image');
    for (const picture of visual) {
      add(SCANNER_IDS.image, await guarded(() => suite.scanImage(picture)));
      if (engine)
        add(
          SCANNER_IDS.image,
          await guarded(() => engine.score({ contentType: 'image', media: picture })),
        );
    }
  }

  if (item.contentType === 'video' && media && enabled(SCANNER_IDS.video)) {
    add(SCANNER_IDS.video, await guarded(() => suite.scanVideo(media)));
    const engine = await engineFor('video');
    if (engine) {
      add(SCANNER_IDS.video, await guarded(() => engine.score({ contentType: 'video', media })));
    }
  }

  // Audio has no built-in scanner: the tenant's external engine is the audio scanner.
  if (item.contentType === 'audio' && media && enabled(SCANNER_IDS.audio)) {
    const engine = await engineFor('audio');
    add(
      SCANNER_IDS.audio,
      engine
        ? await guarded(() => engine.score({ contentType: 'audio', media }))
        : { unavailable: true, reason: NO_AUDIO_ENGINE },
    );
  }
  return result;
}
