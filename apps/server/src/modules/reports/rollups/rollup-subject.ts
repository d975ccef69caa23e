/** What the roll-ups read of a report (decision 0140), and what they count it for. */
import type { ModerationStatus } from '@vigil/contract';
import type { RollupKind } from '../../../db/schema/moderation-engine';

/** One row of the report's report_scores. */
export interface RollupScore {
  category_id: string;
  score: number;
}

/** The columns of a report (and its deciding category's scanner) the roll-ups read. */
export interface RollupSubject {
  domain_id: string | null;
  content_type: string;
  username: string;
  status: ModerationStatus;
  submitted_at: string;
  decided_at: string | null;
  first_decided_at: string | null;
  decided_by: string | null;
  top_category_id: string | null;
  /** The scanner of `top_category_id`, null without one. */
  top_scanner_id: number | null;
  has_artifact: boolean;
  scanner_ids: string;
  extractor_ids: string;
  /** The engine's verdict on this version and when it gave it (decision 0160). */
  automated_status: ModerationStatus | null;
  scanned_at: string | null;
  /**
   * The version's scores (report_scores), read only for a scanned version: nothing else
   * counts them (decision 0170).
   */
  scores: readonly RollupScore[];
}

export interface RollupFact {
  kind: RollupKind;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  domainId: string;
  dim1: string;
  dim2: string;
}
