/** The words an automated decision leaves in the audit log and on the report. */
import type { Extraction } from '../scanning/scanning-types';
import type { ScoreDecision, ThresholdPair } from './decide';
import type { PipelineResult } from './scan-pipeline';

const MAX_STORED_TEXT = 20_000;
const MAX_STORED_LINKS = 100;

/**
 * What the extractors found, for the report's `extraction` column: the text and metadata
 * (capped), links and mentions (capped), and counts only for embedded pictures and personal
 * data, whose values are not kept.
 */
export function summariseExtraction(extraction: Extraction): string {
  return JSON.stringify({
    text: extraction.text.slice(0, MAX_STORED_TEXT),
    metadata_text: extraction.metadataText.slice(0, MAX_STORED_TEXT),
    links: extraction.links.slice(0, MAX_STORED_LINKS),
    mentions: extraction.mentions.slice(0, MAX_STORED_LINKS),
    embedded_images: extraction.embeddedImages.length,
    personal_data: extraction.personalData,
  });
}

export function scoreDetail(
  decision: ScoreDecision,
  pipeline: PipelineResult,
  thresholds: ReadonlyMap<string, ThresholdPair>,
): string {
  const unavailable = pipeline.unavailable.map(
    (entry) => `scanner ${entry.scannerId} unavailable: ${entry.reason}`,
  );
  const deciding = decision.decidingCategoryId;
  const pair = deciding === null ? undefined : thresholds.get(deciding);
  const because =
    deciding !== null && pair
      ? `${deciding} scored ${pipeline.scores[deciding] ?? 0} (moderation from ${pair.moderation || 'off'}, unpublish from ${pair.unpublish || 'off'})`
      : 'no category reached its thresholds';
  return [because, ...unavailable].join('; ');
}

export function noScannerDetail(contentType: string): string {
  return `no enabled scanner reads ${contentType} content on this domain`;
}

const RULE_NAMES: Readonly<Record<string, string>> = {
  trust: 'trusted author rule',
  review: 'review author rule',
};

export function ruleDetail(rule: { id: string; kind: string; pattern: string }): string {
  return `${RULE_NAMES[rule.kind] ?? 'block rule'} ${rule.id} ("${rule.pattern}")`;
}

export function unreachableDetail(reason: string): string {
  return `the media could not be read: ${reason}`;
}
