import { sql, type Kysely } from 'kysely';

/**
 * What the engine's scan decided for a report's current version (decision 0160), kept through
 * a person's later decision, so transparency reports can say how content was detected and how
 * often people overturn the engine. The roll-up kinds that read it (measures, detections,
 * automated, overturned) are built by the server on the start that applies this migration
 * (ROLLUP_REBUILD_MIGRATIONS in server.ts).
 *
 * Existing reports get it from their audit log: the scan's row is the `scanned` row written at
 * the version's `scanned_at` (the reports module writes both with one timestamp), so a version
 * never takes an earlier version's scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').addColumn('automated_status', 'text').execute();
  await backfillAutomatedStatus(db);
}

/** Each scanned version's verdict, from its scan's audit row (exported for its test). */
export async function backfillAutomatedStatus(db: Kysely<unknown>): Promise<void> {
  await sql`
    update reports set automated_status = (
      select min(audit_log.new_status) from audit_log
      where audit_log.tenant_id = reports.tenant_id
        and audit_log.report_id = reports.id
        and audit_log.action = 'scanned'
        and audit_log.created_at = reports.scanned_at
    )
    where reports.scanned_at is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').dropColumn('automated_status').execute();
}
