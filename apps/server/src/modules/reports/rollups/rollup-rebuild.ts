/**
 * Recomputes a tenant's roll-ups from its reports (decision 0140): for an upgrade, or to repair
 * drift. The reports are read and the roll-ups replaced in one transaction; on PostgreSQL the
 * roll-up table is locked first, so a change committing meanwhile waits and then applies its
 * delta to the rebuilt rows instead of being lost.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema/database';
import type { DatabaseKind } from '../../../db/database';
import { addFacts, rollupRowKey, type RollupRow } from './rollup-deltas';
import { rollupFacts } from './rollup-facts';
import {
  addRollupRows,
  countsScores,
  listRollupScores,
  selectRollupSubjects,
  toRollupSubject,
} from './rollups.queries';

const PAGE = 2_000;

export interface RollupRebuild {
  tenantId: string;
  /** Reports read. */
  reports: number;
  /** Rows of the rebuilt roll-ups. */
  rows: number;
  /** Rows that were missing, extra or held another count: the drift repaired. */
  drifted: number;
}

async function expectedRows(trx: Kysely<Database>, tenantId: string) {
  const counts = new Map<string, RollupRow>();
  // Pages follow reports_tenant_submitted (tenant_id, submitted_at, id). Paged by id alone,
  // SQLite searched that index by tenant_id and sorted all the tenant's reports by id for
  // every page: quadratic, hours at a million reports (docs/benchmarks.md). No report changes
  // under the rebuild: its transaction reads one snapshot (SQLite), and on PostgreSQL every
  // change waits for the roll-up table's lock before it commits.
  let after: { submitted_at: string; id: string } | null = null;
  let reports = 0;
  for (;;) {
    const page = await selectRollupSubjects(trx, tenantId)
      .$if(after !== null, (query) =>
        query.where((eb) =>
          eb(
            eb.refTuple('reports.submitted_at', 'reports.id'),
            '>',
            eb.tuple(after?.submitted_at ?? '', after?.id ?? ''),
          ),
        ),
      )
      .orderBy('reports.submitted_at')
      .orderBy('reports.id')
      .limit(PAGE)
      .execute();
    // The page's scores in one query: those of its scanned versions (decision 0170).
    const scores = await listRollupScores(
      trx,
      tenantId,
      page.filter(countsScores).map((row) => row.id),
    );
    for (const row of page) {
      addFacts(counts, tenantId, rollupFacts(toRollupSubject(row, scores.get(row.id) ?? [])), 1);
    }
    reports += page.length;
    const last = page.at(-1);
    if (!last || page.length < PAGE) return { counts, reports };
    after = { submitted_at: last.submitted_at, id: last.id };
  }
}

export async function rebuildTenantRollups(
  db: Kysely<Database>,
  kind: DatabaseKind,
  tenantId: string,
): Promise<RollupRebuild> {
  return db.transaction().execute(async (trx) => {
    if (kind === 'postgres') await sql`lock table report_rollups in exclusive mode`.execute(trx);
    const { counts, reports } = await expectedRows(trx, tenantId);
    const stored = await trx
      .selectFrom('report_rollups')
      .select(['kind', 'grain', 'level', 'period', 'domain_id', 'dim1', 'dim2', 'n'])
      .where('tenant_id', '=', tenantId)
      .execute();
    let drifted = 0;
    const seen = new Set<string>();
    for (const row of stored) {
      const key = rollupRowKey(row);
      seen.add(key);
      if (Number(row.n) !== (counts.get(key)?.n ?? 0)) drifted += 1;
    }
    for (const [key, row] of counts) if (!seen.has(key) && row.n !== 0) drifted += 1;

    await trx.deleteFrom('report_rollups').where('tenant_id', '=', tenantId).execute();
    // Written in key order: on PostgreSQL the rows then lie in the table (the heap) as the
    // primary key orders them, and a range of the key reads a few pages instead of a page a
    // row (docs/benchmarks.md). SQLite keeps the table in key order whatever the order.
    const rows = [...counts.entries()]
      .filter(([, row]) => row.n !== 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, row]) => row);
    await addRollupRows(trx, rows);
    return { tenantId, reports, rows: rows.length, drifted };
  });
}

/**
 * After a rebuild on PostgreSQL, VACUUM (ANALYZE) the roll-up table: the rebuild replaced a
 * tenant's rows at once, leaving as many dead ones and statistics of the old table, and until
 * autovacuum came by, every read of the new rows paid to mark them visible (docs/benchmarks.md,
 * decision 0153). SQLite needs nothing. Outside any transaction, as VACUUM must be.
 */
export async function tidyAfterRebuild(db: Kysely<Database>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') await sql`vacuum (analyze) report_rollups`.execute(db);
}

/** Every tenant's roll-ups, one tenant (and transaction) at a time. */
export async function rebuildAllRollups(
  db: Kysely<Database>,
  kind: DatabaseKind,
): Promise<RollupRebuild[]> {
  const tenants = await db.selectFrom('tenants').select('id').orderBy('id').execute();
  const results: RollupRebuild[] = [];
  for (const tenant of tenants) results.push(await rebuildTenantRollups(db, kind, tenant.id));
  return results;
}
