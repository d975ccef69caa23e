import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import path from 'node:path';
import { openDatabase, SQLITE_FILE_NAME } from './database';
import { migrateToLatest } from './migrate';

describe('migrations', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('create the tables once and are a no-op the second time', async () => {
    const handle = openDatabase({
      databaseUrl: testDb.databaseUrl,
      sqliteFile: path.join(testDb.dataDir, SQLITE_FILE_NAME),
    });
    try {
      expect(await migrateToLatest(handle.db)).toContain('20261121000000-initial');
      expect(await migrateToLatest(handle.db)).toEqual([]);
      const tables = await handle.db.introspection.getTables();
      const names = tables.map((table) => table.name);
      expect(names).toEqual(expect.arrayContaining(['tenants', 'users', 'sessions']));
      const result = await sql<{ n: number }>`select count(*) as n from users`.execute(handle.db);
      expect(Number(result.rows[0]?.n)).toBe(0);
    } finally {
      await handle.destroy();
    }
  });

  it('enforce one account per email', async () => {
    const handle = openDatabase({
      databaseUrl: testDb.databaseUrl,
      sqliteFile: path.join(testDb.dataDir, SQLITE_FILE_NAME),
    });
    try {
      await migrateToLatest(handle.db);
      const now = new Date().toISOString();
      await handle.db
        .insertInto('tenants')
        .values({
          id: 't1',
          name: 'T',
          two_factor_enforcement_date: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const user = {
        tenant_id: 't1',
        name: 'U',
        email: 'same@t.test',
        password_hash: null,
        role_id: 1,
        email_verified_at: null,
        two_factor_secret: null,
        two_factor_confirmed_at: null,
        two_factor_last_step: null,
        eula_accepted_at: null,
        eula_version: null,
        last_login_at: null,
        created_at: now,
        updated_at: now,
      };
      await handle.db
        .insertInto('users')
        .values({ ...user, id: 'u1' })
        .execute();
      await expect(
        handle.db
          .insertInto('users')
          .values({ ...user, id: 'u2' })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await handle.destroy();
    }
  });
});
