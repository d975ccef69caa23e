/**
 * The statements of reasons' queries (decision 0182). decision_statements is written only by
 * reports.service.ts (with the unpublish it explains); category_policy_names is the tenant
 * module's, read here in the decision's transaction so the ground is the name standing then.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { DecisionStatementsTable } from '../../db/schema/decision-statements';

/** What a statement is made from: the report just decided, with its category's names. */
export interface StatementFacts {
  version: number;
  status_reason: string | null;
  top_category_id: string | null;
  top_score: number | null;
  decision_source: 'automated' | 'human' | null;
  decided_by: string | null;
  automated_status: string | null;
  category_name: string | null;
  policy_name: string | null;
}

export async function findStatementFacts(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
): Promise<StatementFacts | undefined> {
  return db
    .selectFrom('reports')
    .leftJoin('moderation_categories as category', 'category.id', 'reports.top_category_id')
    .leftJoin('category_policy_names as policy', (join) =>
      join
        .onRef('policy.tenant_id', '=', 'reports.tenant_id')
        .onRef('policy.category_id', '=', 'reports.top_category_id'),
    )
    .select([
      'reports.version',
      'reports.status_reason',
      'reports.top_category_id',
      'reports.top_score',
      'reports.decision_source',
      'reports.decided_by',
      'reports.automated_status',
      'category.name as category_name',
      'policy.name as policy_name',
    ])
    .where('reports.tenant_id', '=', tenantId)
    .where('reports.id', '=', reportId)
    .executeTakeFirst();
}

export async function insertStatement(
  db: Kysely<Database>,
  row: Insertable<DecisionStatementsTable>,
): Promise<void> {
  await db.insertInto('decision_statements').values(row).execute();
}

export type StatementRow = Selectable<DecisionStatementsTable>;

const STATEMENT_COLUMNS = [
  'id',
  'tenant_id',
  'report_id',
  'report_version',
  'audit_id',
  'restriction',
  'decided_at',
  'decided_by',
  'category_id',
  'ground',
  'automated_detection',
  'automated_decision',
  'facts',
  'appeal_until',
] as const;

/** Statements by their ids (the decisions a page of appeals contests), with who decided. */
export async function listStatementsByIds(
  db: Kysely<Database>,
  tenantId: string,
  ids: readonly string[],
): Promise<Array<StatementRow & { decider_name: string | null }>> {
  if (ids.length === 0) return [];
  return (
    db
      .selectFrom('decision_statements as statement')
      // The audit row keeps the decider's name when their account is gone.
      .leftJoin('audit_log', (join) =>
        join
          .onRef('audit_log.tenant_id', '=', 'statement.tenant_id')
          .onRef('audit_log.id', '=', 'statement.audit_id'),
      )
      .select(STATEMENT_COLUMNS.map((column) => `statement.${column}` as const))
      .select('audit_log.actor_name as decider_name')
      .where('statement.tenant_id', '=', tenantId)
      .where('statement.id', 'in', [...ids])
      .execute()
  );
}

/** Every statement of these reports, newest last (a page's worth: one query). */
export async function listStatements(
  db: Kysely<Database>,
  tenantId: string,
  reportIds: readonly string[],
): Promise<StatementRow[]> {
  if (reportIds.length === 0) return [];
  return db
    .selectFrom('decision_statements')
    .select(STATEMENT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('report_id', 'in', [...reportIds])
    .orderBy('decided_at')
    .orderBy('id')
    .execute();
}
