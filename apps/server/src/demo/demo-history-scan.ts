/**
 * What the engine decides about one planned history item (decision 0147), with the engine's
 * own parts: text goes through the real extractors, text scanner and decision rule at the
 * domain's thresholds; pictures and videos get made-up scores (running the image model over
 * thousands of items would take minutes) that the same rule then decides; audio has no
 * built-in scanner and goes to a moderator, as it does live.
 */
import type { CategoryScores } from '../modules/scanning/scanning-types';
import { extractContent } from '../modules/scanning/extractors/extract-content';
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

export function scanHistoryItem(subject: ScanSubject, setup: DomainSetup): HistoryScan {
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
  const extraction = extractContent(input, setup.extractorIds);
  const usable = usableCategories(setup, SCANNER_IDS[contentType]);
  const scores: CategoryScores = {};
  if (contentType === 'text') {
    for (const [id, score] of Object.entries(scanText(extraction))) {
      if (usable.has(id)) scores[id] = score;
    }
  } else {
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
