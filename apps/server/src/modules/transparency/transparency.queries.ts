/**
 * Every query of transparency_reports, which only this module writes (decision 0161), and the
 * two small reads of the tenants it needs. Every report query takes the tenant.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { TransparencyReportsTable } from '../../db/schema/transparency-reports';

export type TransparencyReportRow = Selectable<TransparencyReportsTable>;
export type NewTransparencyReport = Insertable<TransparencyReportsTable>;

const COLUMNS = [
  'id',
  'tenant_id',
  'month',
  'status',
  'period_from',
  'period_to',
  'generated_at',
  'generated_by',
  'figures',
  'csv',
  'sha256',
] as const;

/**
 * Stores a report unless its month has a final one: the unique (tenant_id, month) index and
 * the update's `status = 'partial'` condition make this one statement the whole rule, on
 * every instance at once. A partial report is replaced; a final one never is. True when the
 * row was written.
 */
export async function storeReport(
  db: Kysely<Database>,
  row: NewTransparencyReport,
): Promise<boolean> {
  const written = await db
    .insertInto('transparency_reports')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'month'])
        .doUpdateSet({
          id: (eb) => eb.ref('excluded.id'),
          status: (eb) => eb.ref('excluded.status'),
          period_from: (eb) => eb.ref('excluded.period_from'),
          period_to: (eb) => eb.ref('excluded.period_to'),
          generated_at: (eb) => eb.ref('excluded.generated_at'),
          generated_by: (eb) => eb.ref('excluded.generated_by'),
          figures: (eb) => eb.ref('excluded.figures'),
          csv: (eb) => eb.ref('excluded.csv'),
          sha256: (eb) => eb.ref('excluded.sha256'),
        })
        .where('transparency_reports.status', '=', 'partial'),
    )
    .returning('id')
    .executeTakeFirst();
  return written !== undefined;
}

/** A tenant's reports, newest month first. */
export async function listReportRows(
  db: Kysely<Database>,
  tenantId: string,
): Promise<TransparencyReportRow[]> {
  return db
    .selectFrom('transparency_reports')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .orderBy('month', 'desc')
    .execute();
}

export async function findReportRow(
  db: Kysely<Database>,
  tenantId: string,
  id: string,
): Promise<TransparencyReportRow | undefined> {
  return db
    .selectFrom('transparency_reports')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findReportForMonth(
  db: Kysely<Database>,
  tenantId: string,
  month: string,
): Promise<TransparencyReportRow | undefined> {
  return db
    .selectFrom('transparency_reports')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('month', '=', month)
    .executeTakeFirst();
}

/** Which months of a tenant have a report, and of which status. */
export async function listReportMonths(
  db: Kysely<Database>,
  tenantId: string,
): Promise<Array<{ month: string; status: 'final' | 'partial' }>> {
  return db
    .selectFrom('transparency_reports')
    .select(['month', 'status'])
    .where('tenant_id', '=', tenantId)
    .orderBy('month')
    .execute();
}

export async function listTenantIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('tenants').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

export async function findTenantName(
  db: Kysely<Database>,
  tenantId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('tenants')
    .select('name')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return row?.name;
}
