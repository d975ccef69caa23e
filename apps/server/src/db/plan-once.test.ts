import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { openDatabase, SQLITE_FILE_NAME, type DatabaseHandle } from './database';
import { PLAN_ONCE } from './plan-once';

describe('statements planned once (decision 0179)', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = openDatabase({
      databaseUrl: testDb.databaseUrl,
      sqliteFile: path.join(testDb.dataDir, SQLITE_FILE_NAME),
    });
  });
  afterAll(async () => {
    await handle.destroy();
    await testDb.drop();
  });

  const named = (db: DatabaseHandle['db'], value: string) =>
    db
      .selectNoFrom(sql<string>`cast(${value} as text)`.as('echo'))
      .modifyEnd(PLAN_ONCE)
      .execute();

  it('answers a marked statement as it would any other, with each run its own values', async () => {
    for (const round of [1, 2, 3]) {
      expect(await named(handle.db, 'first'), `round ${round}`).toEqual([{ echo: 'first' }]);
      expect(await named(handle.db, 'second'), `round ${round}`).toEqual([{ echo: 'second' }]);
    }
  });

  it('prepares a marked statement once on the connection that runs it, on PostgreSQL', async () => {
    // SQLite prepares every statement anyway; the comment is only a comment there.
    const prepared = await handle.db.connection().execute(async (connection) => {
      await named(connection, 'first');
      await named(connection, 'second');
      await connection.selectNoFrom(sql<string>`cast(${'unmarked'} as text)`.as('echo')).execute();
      if (handle.kind !== 'postgres') return null;
      const rows = await sql<{ statement: string }>`
        select statement from pg_prepared_statements`.execute(connection);
      return rows.rows.map((row) => row.statement);
    });
    if (handle.kind === 'postgres') {
      expect(prepared).toHaveLength(1);
      expect(prepared?.[0]).toContain('vigil:plan-once');
    } else {
      expect(prepared).toBeNull();
    }
  });
});
