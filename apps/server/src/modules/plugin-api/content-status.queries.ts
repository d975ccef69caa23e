import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export async function findDomainReport(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
  reportId: string,
): Promise<{ id: string; status: string } | undefined> {
  return db
    .selectFrom('reports')
    .select(['id', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .where('id', '=', reportId)
    .executeTakeFirst();
}

/** Scores with their category names, highest first (ties by category id, for a stable order). */
export async function listReportScores(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
): Promise<Array<{ id: string; name: string; score: number }>> {
  return db
    .selectFrom('report_scores')
    .innerJoin('moderation_categories', 'moderation_categories.id', 'report_scores.category_id')
    .select(['moderation_categories.id', 'moderation_categories.name', 'report_scores.score'])
    .where('report_scores.tenant_id', '=', tenantId)
    .where('report_scores.report_id', '=', reportId)
    .orderBy('report_scores.score', 'desc')
    .orderBy('moderation_categories.id')
    .execute();
}
