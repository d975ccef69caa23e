/**
 * The statement of reasons (decision 0182; EU Digital Services Act, Article 17): what the site
 * can show the author of unpublished content — what was restricted and when, on which ground
 * (the tenant's content-policy name for the category, captured when decided), whether automated
 * means detected it or decided it, and until when it can be appealed. It travels in the signed
 * 'unpublish' notice and is on the console's report record.
 */
import { z } from 'zod';
import { ZUtcTimestampSchema } from '../common/dates';
import { ZIdSchema } from '../common/ids';

/** An unpublished item can be appealed for this many calendar months after the decision. */
export const APPEAL_WINDOW_MONTHS = 6;

/** The only restriction Vigil makes today: the item is taken off the site. */
export const STATEMENT_RESTRICTIONS = ['removed'] as const;
export type StatementRestriction = (typeof STATEMENT_RESTRICTIONS)[number];

export const ZStatementOfReasonsSchema = z.object({
  /** The statement's own id; an appeal will name it (one appeal per decision). */
  id: ZIdSchema,
  restriction: z.enum(STATEMENT_RESTRICTIONS),
  decided_at: ZUtcTimestampSchema,
  /** The moderation category (catalogue id) the ground stands for; null when none applied. */
  category: z.string().nullable(),
  /** The tenant's content-policy name for the category as it was when decided. */
  ground: z.string(),
  /** Automated scanning found the item (it was flagged or unpublished by the engine). */
  automated_detection: z.boolean(),
  /** The engine unpublished it without a person deciding. */
  automated_decision: z.boolean(),
  /** The facts and circumstances, in one sentence. */
  facts: z.string(),
  /**
   * What the plugin needs to offer an appeal: the item's id (the one POST /content answered)
   * and the last moment an appeal is accepted. The link itself is the site's own page.
   */
  appeal: z.object({ item_id: ZIdSchema, until: ZUtcTimestampSchema }),
});
export type TStatementOfReasons = z.infer<typeof ZStatementOfReasonsSchema>;

/**
 * The deadline of an appeal: the same moment APPEAL_WINDOW_MONTHS calendar months later, on
 * the month's last day when it is shorter (31 August → 28 or 29 February).
 */
export function appealDeadline(decidedAt: Date): Date {
  const target = new Date(decidedAt.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + APPEAL_WINDOW_MONTHS);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
