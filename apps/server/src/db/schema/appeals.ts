import type { AppealStatus } from '@vigil/contract';

/** Appeals of unpublish decisions (migration 20261128000400, decision 0185). */
export interface AppealsTable {
  id: string;
  tenant_id: string;
  report_id: string;
  statement_id: string;
  text: string;
  status: AppealStatus;
  received_at: string;
  decided_at: string | null;
  decided_by: string | null;
  decided_by_name: string | null;
  /** 0/1. */
  override: number;
}
