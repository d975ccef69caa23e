import { sql, type Kysely } from 'kysely';

/**
 * Daily and monthly roll-ups of the reports (decision 0140), and the three report columns they
 * read that the reports did not keep: when an item was first decided for good, which scanners
 * scored it and which extractors read it.
 *
 * Existing reports are given what can be known: `first_decided_at` from `decided_at` for
 * items decided now (a reversal since is not known), `scanner_ids` from their scores, and
 * `extractor_ids` from the domain's extractors today for items that were extracted. The
 * roll-ups themselves are built by the server on its first start after this migration (or by
 * `npm run rollups:rebuild`), from the reports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').addColumn('first_decided_at', 'text').execute();
  await db.schema
    .alterTable('reports')
    .addColumn('scanner_ids', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('reports')
    .addColumn('extractor_ids', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await sql`
    update reports set first_decided_at = decided_at
    where status in ('CLEAN', 'AUTO_UNPUBLISHED', 'MANUALLY_UNPUBLISHED', 'MANUALLY_IGNORED')
  `.execute(db);
  await backfillIds(db);

  // One row per tenant, kind, grain, period, domain and the kind's two dimensions; `n` is the
  // number of reports that fall there now. '' stands for "none" in domain_id and the
  // dimensions, so the primary key can take every row (NULLs never conflict).
  await db.schema
    .createTable('report_rollups')
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('grain', 'text', (col) => col.notNull())
    .addColumn('period', 'text', (col) => col.notNull())
    // No foreign key: a deleted domain's (or user's) history stays (decision 0140).
    .addColumn('domain_id', 'text', (col) => col.notNull())
    .addColumn('dim1', 'text', (col) => col.notNull())
    .addColumn('dim2', 'text', (col) => col.notNull())
    .addColumn('n', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_rollups_pk', [
      'tenant_id',
      'kind',
      'grain',
      'period',
      'domain_id',
      'dim1',
      'dim2',
    ])
    .execute();
}

const PAGE = 500;

/** Scanners from each scored report's categories; extractors from its domain's, if extracted. */
async function backfillIds(db: Kysely<unknown>): Promise<void> {
  let after = '';
  for (;;) {
    const page = await sql<{ id: string; domain_id: string | null; extracted: number }>`
      select id, domain_id, case when extraction is null then 0 else 1 end as extracted
      from reports where id > ${after} order by id limit ${PAGE}
    `.execute(db);
    const last = page.rows.at(-1);
    if (!last) return;
    after = last.id;
    for (const report of page.rows) {
      const scanners = await sql<{ scanner_id: number }>`
        select distinct mc.scanner_id from report_scores rs
        join moderation_categories mc on mc.id = rs.category_id
        where rs.report_id = ${report.id} order by mc.scanner_id
      `.execute(db);
      const extractors =
        Number(report.extracted) === 1 && report.domain_id !== null
          ? await sql<{ extractor_id: string }>`
              select extractor_id from domain_extractors
              where domain_id = ${report.domain_id} and status = 1 order by extractor_id
            `.execute(db)
          : { rows: [] };
      const scannerIds = scanners.rows.map((row) => String(row.scanner_id)).join(',');
      const extractorIds = extractors.rows.map((row) => row.extractor_id).join(',');
      if (scannerIds === '' && extractorIds === '') continue;
      await sql`
        update reports set scanner_ids = ${scannerIds}, extractor_ids = ${extractorIds}
        where id = ${report.id}
      `.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_rollups').execute();
  await db.schema.alterTable('reports').dropColumn('extractor_ids').execute();
  await db.schema.alterTable('reports').dropColumn('scanner_ids').execute();
  await db.schema.alterTable('reports').dropColumn('first_decided_at').execute();
}
