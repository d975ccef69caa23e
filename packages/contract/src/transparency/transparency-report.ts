/**
 * One transparency report as the list shows it (spec §2, §3; decision 0161): the month, whether
 * it is final or the month so far, when it was made, the summary figures, the SHA-256 of its
 * canonical CSV, and where to download it. The download paths are the server's, so the console
 * never builds them (decision 0011).
 */
import { z } from 'zod';
import { ZQueryDateSchema, ZUtcTimestampSchema } from '../common/dates';
import { ZIdSchema } from '../common/ids';
import { TRANSPARENCY_REPORT_STATUSES, ZMonthSchema } from './transparency-figures';

const count = z.number().int().nonnegative();

export const ZTransparencySummarySchema = z.object({
  items_received: count,
  auto_unpublished: count,
  unpublished_by_moderators: count,
  approved_by_moderators: count,
  /** Median seconds from submission to the first final decision; 0 when none was decided. */
  median_response_seconds: z.number().nonnegative(),
  moderators: count,
  /** Automated decisions of the period a person has overturned, 0…1; null without any. */
  automated_overturned_share: z.number().min(0).max(1).nullable(),
});
export type TTransparencySummary = z.infer<typeof ZTransparencySummarySchema>;

/** The lower-case hex SHA-256 of the report's CSV, byte for byte as downloaded. */
export const ZSha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/);

export const ZTransparencyReportSchema = z.object({
  id: ZIdSchema,
  month: ZMonthSchema,
  status: z.enum(TRANSPARENCY_REPORT_STATUSES),
  period: z.object({ from: ZQueryDateSchema, to: ZQueryDateSchema }),
  generated_at: ZUtcTimestampSchema,
  sha256: ZSha256HexSchema,
  summary: ZTransparencySummarySchema,
  /** Paths under /api that answer the files, with the tenant header like every call. */
  downloads: z.object({ csv: z.string().min(1), pdf: z.string().min(1) }),
});
export type TTransparencyReport = z.infer<typeof ZTransparencyReportSchema>;
