/**
 * Spec §3 report record: one published item flagged for a moderator. `_new` is local to the
 * console (see helpers/report-merge.ts) and never on the wire.
 *
 * The spec lists `_id, utc_datetime, status, domain, scheme, cms_meta, access_key` but the
 * moderation card also shows a username and the content (inline base64 or via the artifact
 * call), so those fields are ours (docs/decisions/0011-contract-shapes.md).
 */
import { z } from 'zod';
import { ZUtcTimestampSchema } from '../common/dates';
import { ZIdSchema } from '../common/ids';
import { ZStatementOfReasonsSchema } from '../content-policy/statement-of-reasons';

export const REPORT_CONTENT_TYPES = ['text', 'image', 'video', 'audio'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];

export const ZReportCategoryScoreSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  score: z.number().int().min(0).max(100),
  extractor_id: ZIdSchema.nullable(),
  scanner_id: z.number().int().positive(),
});
export type TReportCategoryScore = z.infer<typeof ZReportCategoryScoreSchema>;

export const ZReportRecordSchema = z.object({
  _id: ZIdSchema,
  utc_datetime: ZUtcTimestampSchema,
  /** A free string: an unknown status is shown black with its raw value (spec §3). */
  status: z.string(),
  /** Host name of the site the content was published on. */
  domain: z.string(),
  /** `http` or `https` of the content's URL, needed to reach the plugin when unpublishing. */
  scheme: z.string(),
  /** What the CMS plugin sent about the item; opaque here and echoed back on unpublish. */
  cms_meta: z.record(z.string(), z.unknown()),
  /** Access key of the domain the content came through (sent back on unpublish). */
  access_key: z.string(),
  /** Author of the content as the CMS names them. */
  username: z.string(),
  content_type: z.enum(REPORT_CONTENT_TYPES),
  /** Text, or base64 (optionally a data URI) for small media; '' when only an artifact exists. */
  content: z.string(),
  /** Pass to GET /artifact for the media URL; null when the content is all in `content`. */
  artifact_path: z.string().min(1).nullable(),
  /** The category that scored highest, if any, with its score 0–100. */
  top_category: z.object({ name: z.string(), score: z.number().min(0).max(100) }).nullable(),
  /**
   * Every category scored for the report (spec §2: shown sorted by name, case-insensitive,
   * filterable by extractor_id or scanner_id — see helpers/moderation-categories.ts).
   */
  categories: z.array(ZReportCategoryScoreSchema),
  /** The text the extractors read (HTML stripped), shown before any media; null if none. */
  extracted_text: z.string().nullable(),
  /** Why the status is what it is, for people: e.g. 'Scores', 'Rule: casino', 'Video scanner unavailable'. */
  status_reason: z.string().nullable(),
  /** 'automated' | 'human'; null while PENDING. */
  decision_source: z.enum(['automated', 'human']).nullable(),
  /** Who decided, for human decisions. */
  decided_by: z.string().nullable(),
  decided_at: ZUtcTimestampSchema.nullable(),
  /**
   * The statement of reasons of the unpublish now standing (decision 0182); null for any
   * other status. Optional so an older server's record still parses.
   */
  statement: ZStatementOfReasonsSchema.nullable().optional(),
  /** Last change of the report (new version, scan, decision): the polling cursor's clock. */
  updated_at: ZUtcTimestampSchema,
});
export type TReportRecord = z.infer<typeof ZReportRecordSchema>;
