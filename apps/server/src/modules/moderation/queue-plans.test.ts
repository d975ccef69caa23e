/**
 * The queue's statements are served in order from an index on both databases: the first page
 * of the console (unfiltered, with each status of its filter, and a moderator's, limited to
 * their groups' domains) and its poll read the tenant's reports along an index that gives the
 * order they are asked in, never the whole table and never a sort of the tenant's reports. At a
 * million reports the index walk reads the page's 51 rows where a scan or a sort would read the
 * tenant's million (docs/benchmarks.md, "The queue at a million reports").
 *
 * SQLite keeps no statistics here (the server never runs ANALYZE), so its plan is the one it
 * takes at any size. PostgreSQL plans by statistics, and on a table of a few rows reading it
 * whole and sorting is rightly cheapest; so its plan is read with the alternatives priced out
 * (sequential and bitmap scans and sorts, in this transaction only). What is left is the
 * question this test asks: can the statement be read in its order from an index? The choice
 * PostgreSQL makes at a million reports is in the benchmark's EXPLAIN ANALYZE.
 */
import { ROLES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toStoredTimestamp } from '../../lib/clock';
import { createTestServer, type TestServer } from '../../test/test-server';
import {
  addDecidingRules,
  addSite,
  limitToGroup,
  seedQueueSite,
  submitScanned,
  submitText,
  type QueueSite,
} from './moderation-test-kit';
import {
  explainStatement,
  QUEUE_READS,
  queueReadLabel,
  queueStatement,
  type QueueRead,
  type QueueViewers,
} from './queue-plan-test-kit';

/** One report of each status the deciding rules give, and one left waiting for its scan. */
async function fillSite(server: TestServer, site: QueueSite, prefix: string): Promise<void> {
  await submitScanned(server, site, `${prefix}-1`, 'Play at our casino tonight');
  await submitScanned(server, site, `${prefix}-2`, 'Win the jackpot now');
  await submitText(server, site, `${prefix}-3`, 'A fine article', { username: 'Editor' });
  await server.ctx.jobs.drain();
  server.clock.advance(1_000);
  await submitText(server, site, `${prefix}-4`, 'Not scanned yet');
}

/** What a plan must show for the tenant's reports to be read in order from an index. */
function expectIndexedInOrder(kind: 'sqlite' | 'postgres', read: QueueRead, plan: string): void {
  const label = `${queueReadLabel(read)}\n${plan}`;
  const conditions = ['tenant_id'];
  if (read.kind === 'page' && read.status) conditions.push('status');
  if (read.kind === 'poll') conditions.push('updated_at');
  if (kind === 'sqlite') {
    const search = plan.match(/^\s*SEARCH reports USING (?:COVERING )?INDEX \S+ \((.*)\)$/m);
    expect(search, label).not.toBeNull();
    for (const column of conditions) expect(search?.[1], label).toContain(column);
    expect(plan, label).not.toMatch(/SCAN reports\b/);
    expect(plan, label).not.toMatch(/TEMP B-TREE FOR (ORDER BY|RIGHT PART OF ORDER BY)/);
    return;
  }
  const scan = plan.match(
    /Index (?:Only )?Scan(?: Backward)? using \S+ on reports\b.*\n\s*Index Cond: \((.*)\)$/m,
  );
  expect(scan, label).not.toBeNull();
  for (const column of conditions) expect(scan?.[1], label).toContain(column);
  expect(plan, label).not.toMatch(/Seq Scan on reports\b|Bitmap Heap Scan on reports\b/);
  expect(plan, label).not.toMatch(/\bSort\b/);
}

describe('the queue reads its reports in order from an index', () => {
  let server: TestServer;
  let viewers: QueueViewers;

  beforeAll(async () => {
    server = await createTestServer();
    const front = await seedQueueSite(server, 'Plans Ltd', 'plans.example.com');
    const shop = await addSite(server, front, 'shop.plans.example.com');
    // The moderator may moderate the shop only: the front desk is the colleague's.
    await limitToGroup(server, front, 'Front desk', [front.colleague]);
    await limitToGroup(server, shop, 'Shop desk', [front.moderator]);
    const elsewhere = await seedQueueSite(server, 'Elsewhere Ltd', 'elsewhere.example.com');
    for (const site of [front, shop, elsewhere]) await addDecidingRules(server, site);
    await fillSite(server, front, 'front');
    await fillSite(server, elsewhere, 'elsewhere');
    await fillSite(server, shop, 'shop');
    viewers = {
      admin: { tenantId: front.tenantId, userId: front.admin.id, roleId: ROLES.administrator },
      moderator: { tenantId: front.tenantId, userId: front.moderator.id, roleId: ROLES.moderator },
    };
  });
  afterAll(() => server.close());

  it.each(QUEUE_READS.map((read) => [queueReadLabel(read), read] as const))(
    '%s',
    async (_label, read) => {
      const { db, kind } = server.ctx.database;
      const since = toStoredTimestamp(new Date(server.clock.now().getTime() - 5_000));
      const statement = queueStatement(db, read, viewers, since);
      const plan = await explainStatement(db, kind, statement, { analyze: false });
      expectIndexedInOrder(kind, read, plan);
    },
  );
});
