/**
 * The statement of reasons of an unpublish (decision 0182; DSA Article 17), made once, in the
 * transaction of the status change it explains, and kept: the ground is the tenant's policy
 * name as it stood then, so a later rename does not rewrite what an author was told.
 */
import {
  GENERAL_POLICY_NAME,
  STATEMENT_FACTS,
  appealDeadline,
  policyNameOf,
  type TStatementOfReasons,
} from '@vigil/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toApiTimestamp, toStoredTimestamp } from '../../lib/clock';
import { createId } from '../../lib/tokens';
import {
  findStatementFacts,
  insertStatement,
  listStatements,
  type StatementFacts,
  type StatementRow,
} from './decision-statements.queries';

/** The engine's verdicts that mean automated scanning found the item. */
const DETECTED = new Set(['MODERATE', 'AUTO_UNPUBLISHED']);

function groundOf(facts: StatementFacts): { category: string | null; ground: string } {
  const byRule = facts.status_reason?.startsWith('rule:') === true;
  // A rule, or a moderator's decision on an item nothing scored, names no category.
  if (
    byRule ||
    facts.top_category_id === null ||
    !(facts.top_score !== null && facts.top_score > 0)
  ) {
    return { category: null, ground: GENERAL_POLICY_NAME };
  }
  const names: Record<string, string> =
    facts.policy_name === null ? {} : { [facts.top_category_id]: facts.policy_name };
  return {
    category: facts.top_category_id,
    ground: policyNameOf(facts.top_category_id, names, facts.category_name ?? GENERAL_POLICY_NAME),
  };
}

function factsText(facts: StatementFacts, ground: string, category: string | null): string {
  if (facts.decision_source !== 'automated') return STATEMENT_FACTS.moderator(ground);
  if (category === null) return STATEMENT_FACTS.automatedRule;
  return STATEMENT_FACTS.automated(facts.category_name ?? ground, facts.top_score ?? 0);
}

export function toStatement(row: StatementRow): TStatementOfReasons {
  return {
    id: row.id,
    restriction: row.restriction,
    decided_at: toApiTimestamp(row.decided_at),
    category: row.category_id,
    ground: row.ground,
    automated_detection: row.automated_detection === 1,
    automated_decision: row.automated_decision === 1,
    facts: row.facts,
    appeal: { item_id: row.report_id, until: toApiTimestamp(row.appeal_until) },
  };
}

/**
 * Writes the statement of the unpublish just recorded on the report (call after its guarded
 * update and audit row, in the same transaction) and answers it for the notice.
 */
export async function captureStatement(
  db: Kysely<Database>,
  now: Date,
  tenantId: string,
  reportId: string,
  auditId: string,
): Promise<TStatementOfReasons> {
  const facts = await findStatementFacts(db, tenantId, reportId);
  if (!facts) throw new Error('The report of a statement of reasons is gone mid-transaction');
  const { category, ground } = groundOf(facts);
  const automatedDecision = facts.decision_source === 'automated';
  const automatedDetection =
    automatedDecision || (facts.automated_status !== null && DETECTED.has(facts.automated_status));
  const row: StatementRow = {
    id: createId(),
    tenant_id: tenantId,
    report_id: reportId,
    report_version: facts.version,
    audit_id: auditId,
    restriction: 'removed',
    decided_at: toStoredTimestamp(now),
    decided_by: automatedDecision ? null : facts.decided_by,
    category_id: category,
    ground,
    automated_detection: automatedDetection ? 1 : 0,
    automated_decision: automatedDecision ? 1 : 0,
    facts: factsText(facts, ground, category),
    appeal_until: toStoredTimestamp(appealDeadline(now)),
  };
  await insertStatement(db, row);
  return toStatement(row);
}

/** The latest statement of each of these reports (those that have one). */
export async function latestStatements(
  db: Kysely<Database>,
  tenantId: string,
  reportIds: readonly string[],
): Promise<Map<string, TStatementOfReasons>> {
  const latest = new Map<string, TStatementOfReasons>();
  // Oldest first, so the last one written for a report stays.
  for (const row of await listStatements(db, tenantId, reportIds)) {
    latest.set(row.report_id, toStatement(row));
  }
  return latest;
}
