/**
 * What the engine decides about one planned history item (decision 0147), with the engine's
 * own parts: text goes through the real extractors, text scanner and decision rule at the
 * domain's thresholds; pictures and videos get made-up scores (running the image model over
 * thousands of items would take minutes) that the same rule then decides; audio has no
 * built-in scanner and goes to a moderator, as it does live.
 */
import type { CategoryScores, Extraction } from '../modules/scanning/scanning-types';
import { extractContent, type ContentInput } from '../modules/scanning/extractors/extract-content';
import { scanText } from '../modules/scanning/text/scan-text';
import { creditPrice } from '../modules/engine/credits';
import { decide, type AutomatedStatus } from '../modules/engine/decide';
import {
  noScannerDetail,
  scoreDetail,
  summariseExtraction,
} from '../modules/engine/decision-detail';
import type { DomainSetup } from '../modules/engine/domain-setup.queries';
import { isCovered, SCANNER_IDS, usableCategories } from '../modules/engine/scan-pipeline';
import { demoRandom, type DemoRandom } from './demo-random';
import type { DemoContentType } from './demo-history-plan';

export interface HistoryScan {
  status: AutomatedStatus;
  reason: string;
  topCategoryId: string | null;
  topScore: number | null;
  scores: CategoryScores;
  extraction: string;
  /** As the engine stores them: sorted, comma-separated. */
  extractorIds: string;
  scannerIds: string;
  credits: number;
  detail: string;
}

export interface ScanSubject {
  contentType: DemoContentType;
  text: string;
  cmsMeta: Record<string, unknown>;
  flagged: boolean;
  seed: number;
}

/** What block rules read when no scanner covers an item (scan-report.ts does the same). */
const RULE_EXTRACTORS: ReadonlySet<string> = new Set(['html-text', 'metadata']);

/** Made-up media scores: low for clean media, one category high for flagged media. */
function mediaScores(random: DemoRandom, categories: ReadonlySet<string>, flagged: boolean) {
  const scores: CategoryScores = {};
  const ids = [...categories].sort();
  for (const id of ids) scores[id] = random.int(0, id.endsWith('-suggestive') ? 35 : 20);
  if (flagged && ids.length > 0) {
    scores[random.pick(ids)] = random.chance(0.45) ? random.int(86, 99) : random.int(55, 84);
  }
  return scores;
}

function scannersOf(setup: DomainSetup, scores: CategoryScores): string {
  const scanners = new Set<number>();
  for (const category of setup.categories) {
    if (scores[category.id] !== undefined) scanners.add(category.scanner_id);
  }
  return [...scanners].sort((a, b) => a - b).join(',');
}

/**
 * The text scanner's scores by text: the history repeats a few dozen comments thousands of
 * times, and the extractors and scanner are pure, so each text is read once per seeding.
 */
export type TextScoreCache = Map<string, { extraction: Extraction; scores: CategoryScores }>;

function readText(
  cache: TextScoreCache,
  input: ContentInput,
  setup: DomainSetup,
): { extraction: Extraction; scores: CategoryScores } {
  const key = `${[...setup.extractorIds].sort().join(',')}\n${JSON.stringify(input.cmsMeta.type ?? null)}\n${input.content}`;
  let entry = cache.get(key);
  if (!entry) {
    const extraction = extractContent(input, setup.extractorIds);
    entry = { extraction, scores: scanText(extraction) };
    cache.set(key, entry);
  }
  return entry;
}

export function scanHistoryItem(
  subject: ScanSubject,
  setup: DomainSetup,
  cache: TextScoreCache,
): HistoryScan {
  const { contentType } = subject;
  const input = { contentType, content: subject.text, cmsMeta: subject.cmsMeta };
  if (!isCovered(setup, contentType)) {
    const extraction = extractContent(input, RULE_EXTRACTORS);
    return {
      status: 'MODERATE',
      reason: 'no-scanner',
      topCategoryId: null,
      topScore: null,
      scores: {},
      extraction: summariseExtraction(extraction),
      extractorIds: [...RULE_EXTRACTORS].sort().join(','),
      scannerIds: '',
      credits: 0,
      detail: noScannerDetail(contentType),
    };
  }
  const usable = usableCategories(setup, SCANNER_IDS[contentType]);
  const scores: CategoryScores = {};
  let extraction: Extraction;
  if (contentType === 'text') {
    const read = readText(cache, input, setup);
    extraction = read.extraction;
    for (const [id, score] of Object.entries(read.scores)) {
      if (usable.has(id)) scores[id] = score;
    }
  } else {
    extraction = extractContent(input, setup.extractorIds);
    Object.assign(scores, mediaScores(demoRandom(subject.seed), usable, subject.flagged));
  }
  const decision = decide({
    scores,
    thresholds: setup.thresholds,
    unavailableScannerIds: [],
    covered: true,
  });
  const pipeline = { scores, unavailable: [], covered: true, scanned: true };
  return {
    status: decision.status,
    reason: decision.reason,
    topCategoryId: decision.topCategoryId,
    topScore: decision.topScore,
    scores,
    extraction: summariseExtraction(extraction),
    extractorIds: [...setup.extractorIds].sort().join(','),
    scannerIds: scannersOf(setup, scores),
    credits: creditPrice(contentType),
    detail: scoreDetail(decision, pipeline, setup.thresholds),
  };
}
