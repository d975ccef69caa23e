/**
 * What a transparency report states (docs/decisions/0160-transparency-report-contents.md):
 * the figures stored when the report is generated, never recomputed. Shaped after the EU
 * Digital Services Act's reporting on own-initiative moderation (Article 15(1)(c) and (e); the
 * quantitative template of Implementing Regulation (EU) 2024/2835). The server stores these,
 * writes the canonical CSV from them, and draws the PDF from them.
 */
import { z } from 'zod';
import { ZQueryDateSchema, ZUtcTimestampSchema } from '../common/dates';

const count = z.number().int().nonnegative();

/** A calendar month, `YYYY-MM`. */
export const ZMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
export type TMonth = z.infer<typeof ZMonthSchema>;

/** Final: the whole month, generated on the first of the next. Partial: the month so far. */
export const TRANSPARENCY_REPORT_STATUSES = ['final', 'partial'] as const;
export type TransparencyReportStatus = (typeof TRANSPARENCY_REPORT_STATUSES)[number];

/**
 * The measures a report counts, by type: content unpublished by the engine, unpublished by a
 * moderator, and approved by a moderator (reviewed and left up).
 */
export const TRANSPARENCY_MEASURES = [
  'AUTO_UNPUBLISHED',
  'MANUALLY_UNPUBLISHED',
  'MANUALLY_IGNORED',
] as const;
export type TransparencyMeasure = (typeof TRANSPARENCY_MEASURES)[number];

/**
 * How the content a measure was taken on came to notice: `automated` when the engine flagged
 * it (sent it for review or unpublished it), `human` when a person acted on content the
 * engine had not flagged (passed as clean, or not scanned yet).
 */
export const DETECTION_METHODS = ['automated', 'human'] as const;
export type DetectionMethod = (typeof DETECTION_METHODS)[number];

/**
 * The engine's own outcomes whose accuracy a report states: each can be overturned by a
 * person — an automatic unpublish approved, a clean pass unpublished, a flag for review
 * approved.
 */
export const AUTOMATED_OUTCOMES = ['AUTO_UNPUBLISHED', 'CLEAN', 'MODERATE'] as const;
export type AutomatedOutcome = (typeof AUTOMATED_OUTCOMES)[number];

/** The automated outcomes that are decisions (a flag for review is not): the accuracy rate. */
export const AUTOMATED_DECISIONS: readonly AutomatedOutcome[] = ['AUTO_UNPUBLISHED', 'CLEAN'];

export const ZMeasureCountsSchema = z.object({
  AUTO_UNPUBLISHED: count,
  MANUALLY_UNPUBLISHED: count,
  MANUALLY_IGNORED: count,
  total: count,
});
export type TMeasureCounts = z.infer<typeof ZMeasureCountsSchema>;

export const ZTransparencyFiguresSchema = z.object({
  /** Bumped when the shape changes; stored reports keep the shape they were made with. */
  format: z.literal(1),
  tenant: z.string(),
  month: ZMonthSchema,
  /** UTC days, both inclusive: the whole month, or the month up to its generation day. */
  period: z.object({ from: ZQueryDateSchema, to: ZQueryDateSchema }),
  status: z.enum(TRANSPARENCY_REPORT_STATUSES),
  generated_at: ZUtcTimestampSchema,
  /** Items whose latest version was submitted in the period. */
  items: z.object({
    total: count,
    by_content_type: z.array(z.object({ content_type: z.string(), count })),
    /** Existing domains by name; deleted ones together under `deleted: true`. */
    by_domain: z.array(
      z.object({
        domain: z.string(),
        deleted: z.boolean(),
        by_content_type: z.array(z.object({ content_type: z.string(), count })),
        total: count,
      }),
    ),
  }),
  /** Measures decided in the period, as the items stand when the report is generated. */
  measures: z.object({
    by_type: ZMeasureCountsSchema,
    /** By the category that scored highest (the reason); null when no category scored it. */
    by_category: z.array(
      z.object({
        category_id: z.string().nullable(),
        category: z.string(),
        counts: ZMeasureCountsSchema,
      }),
    ),
    by_detection: z.array(
      z.object({ detection: z.enum(DETECTION_METHODS), counts: ZMeasureCountsSchema }),
    ),
  }),
  /** From submission to the first final decision, over the items first decided in the period. */
  response: z.object({ decided: count, median_seconds: z.number().nonnegative() }),
  /** People who took at least one of the period's measures that still stands. */
  moderators: count,
  /**
   * The automated means that decided in the period (by the scanner of the deciding item's
   * highest-scoring category; `none` for domain rules and items no scanner scored), each with
   * its outcomes and how many of them a person has overturned since.
   */
  automated_means: z.array(
    z.object({
      means_id: z.string(),
      means: z.string(),
      /** Items the scanner scored, submitted in the period; null for `none`. */
      items_scanned: count.nullable(),
      outcomes: z.array(
        z.object({ outcome: z.enum(AUTOMATED_OUTCOMES), decisions: count, overturned: count }),
      ),
    }),
  ),
  /**
   * Complaints through the internal complaint-handling system (appeals, decision 0185; DSA
   * Article 15(1)(d)): received in the period, and decided in it with their outcome and the
   * median time from receipt to decision. Absent from reports made before appeals existed.
   */
  complaints: z
    .object({
      received: count,
      decided: count,
      upheld: count,
      reversed: count,
      median_seconds_to_decide: z.number().nonnegative().nullable(),
    })
    .optional(),
  /** Extractors that read items submitted in the period, for the automated scanners. */
  extractors: z.array(z.object({ extractor_id: z.string(), extractor: z.string(), items: count })),
});
export type TTransparencyFigures = z.infer<typeof ZTransparencyFiguresSchema>;

/** `means_id` of the automated decisions no scanner's category made (domain rules, unscored). */
export const NO_SCANNER_MEANS = 'none';

/** overturned / decisions, or null when there were none (no rate to state). */
export function overturnedShare(decisions: number, overturned: number): number | null {
  return decisions === 0 ? null : overturned / decisions;
}

/** The share of the automated decisions (not flags) of the period a person overturned. */
export function automatedDecisionsOverturned(figures: TTransparencyFigures): {
  decisions: number;
  overturned: number;
  share: number | null;
} {
  let decisions = 0;
  let overturned = 0;
  for (const means of figures.automated_means) {
    for (const outcome of means.outcomes) {
      if (!AUTOMATED_DECISIONS.includes(outcome.outcome)) continue;
      decisions += outcome.decisions;
      overturned += outcome.overturned;
    }
  }
  return { decisions, overturned, share: overturnedShare(decisions, overturned) };
}
