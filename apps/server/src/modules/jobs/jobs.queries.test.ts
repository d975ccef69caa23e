import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainStatement } from '../../test/explain-statement';
import { createTestServer, type TestServer } from '../../test/test-server';
import { claimStatement, type DueKind } from './jobs.queries';

describe('the claim of a due job', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ withConsole: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it.each<DueKind>(['queued', 'lease-expired'])(
    'finds the %s job to take by an index, in order, without sorting the queue',
    async (due) => {
      const { db, kind } = server.ctx.database;
      const statement = claimStatement(
        db,
        kind === 'postgres' ? 'skip-locked' : 'single-writer',
        due,
        '2026-12-02T00:00:00.000Z',
        '2026-12-02T00:01:00.000Z',
        'worker',
      );
      const plan = await explainStatement(db, kind, statement, { analyze: false });
      expect(plan).toMatch(/jobs_due_order/);
      // SQLite says "USE TEMP B-TREE FOR … ORDER BY", PostgreSQL shows a Sort node.
      expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    },
  );
});
