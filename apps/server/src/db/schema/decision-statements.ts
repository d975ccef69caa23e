/** Statements of reasons and content-policy names (migration 20261128000300, decision 0182). */
export interface CategoryPolicyNamesTable {
  tenant_id: string;
  category_id: string;
  name: string;
  updated_at: string;
}

export interface DecisionStatementsTable {
  id: string;
  tenant_id: string;
  report_id: string;
  report_version: number;
  /** The audit row of the decision (an appeal names it). */
  audit_id: string;
  restriction: 'removed';
  decided_at: string;
  /** null: the engine decided. */
  decided_by: string | null;
  category_id: string | null;
  /** The tenant's policy name for the category when decided. */
  ground: string;
  /** 0/1. */
  automated_detection: number;
  automated_decision: number;
  facts: string;
  appeal_until: string;
}
