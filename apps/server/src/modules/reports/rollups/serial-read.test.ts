/**
 * The roll-up reads stay off parallel workers on PostgreSQL in one statement (decision 0173):
 * the planner is made to like parallel plans as much as it can, and the read as it runs keeps a
 * serial plan while the same statement without its marker does not. SQLite has no parallel
 * plans; there the read carries no marker (SQLite has no such function) and answers.
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema/database';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { rollupTotalsQuery, type RollupReadScope } from './rollups.queries';

/** A year's stats read for the whole tenant: a UNION ALL of ranges of the key. */
const scope: RollupReadScope = {
  tenantId: 'tenant-serial',
  kinds: ['decisions', 'categories', 'artifacts', 'response_groups'],
  from: '2025-11-22',
  to: '2026-11-21',
  domainIds: null,
  byDomain: false,
};

async function planOf(db: Kysely<Database>, text: string, parameters: readonly unknown[]) {
  return db.transaction().execute(async (trx) => {
    for (const setting of [
      'parallel_setup_cost',
      'parallel_tuple_cost',
      'min_parallel_table_scan_size',
      'min_parallel_index_scan_size',
    ]) {
      await sql`select set_config(${setting}, '0', true)`.execute(trx);
    }
    const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${text}`, [...parameters]),
    );
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the roll-up reads on parallel workers', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
    const { db } = server.ctx.database;
    // Rows enough that a parallel plan is worth the planner's while once set-up is free.
    await sql`analyze report_rollups`.execute(db);
  });
  afterAll(() => server.close());

  it('keeps the read serial in one statement on PostgreSQL, and runs on SQLite', async () => {
    const { db, kind } = server.ctx.database;
    const query = rollupTotalsQuery(db, scope);
    if (!query) throw new Error('a year has segments');
    const compiled = query.compile();
    expect(await query.execute()).toEqual([]);
    if (kind === 'sqlite') {
      expect(compiled.sql).not.toContain('vigil_serial_read');
      return;
    }
    expect(compiled.sql).toContain('vigil_serial_read()');
    const serial = await planOf(db, compiled.sql, compiled.parameters);
    const unmarked = await planOf(
      db,
      compiled.sql.replace(/where vigil_serial_read\(\)/, ''),
      compiled.parameters,
    );
    expect(unmarked).toMatch(/Parallel|Gather/);
    expect(serial).not.toMatch(/Parallel|Gather/);
  });
});
