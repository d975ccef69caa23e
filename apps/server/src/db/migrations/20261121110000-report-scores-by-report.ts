import type { Kysely } from 'kysely';

/**
 * The queue reads, and every scan or edit replaces, one report's scores; the tenant/category
 * index alone made those read all of a tenant's score rows (docs/benchmarks.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('report_scores_tenant_report')
    .on('report_scores')
    .columns(['tenant_id', 'report_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('report_scores_tenant_report').execute();
}
