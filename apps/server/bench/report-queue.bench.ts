// GET /api/report over a tenant with 10,000 scored reports, beside another tenant with as
// many: the first page, a page deep in the list, and the poll the console sends every five
// seconds. Run with `npm run bench`; not part of `npm test`.
import type { TListReportsResponse } from '@vigil/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { encodePageCursor } from '../src/modules/moderation/report-cursors';
import { call, type SignedIn } from '../src/modules/users/users-test-kit';
import { createTestServer, type TestServer } from '../src/test/test-server';
import { decideRecently, insertBenchReports } from './queue-reports';
import { seedBenchTenant, type BenchDomain, type BenchTenant } from './queue-tenant';

const REPORTS_PER_TENANT = 10_000;
const PAGE = 200;
/** The deep page starts after the 9,000th newest report. */
const DEEP_POSITION = 9_000;
/** Reports decided a moment ago, one per domain: what a poll finds. */
const RECENT_INDEXES = [100, 2_001, 4_502, 7_003, 9_504];
const MINUTE = 60_000;
const OPTIONS = { time: 2_000, warmupIterations: 3 };

let server: TestServer;
let garden: BenchTenant;
let deepCursor = '';
const pollCursor = { admin: '', moderator: '' };

/** The timed call: the server's work up to the answer, without reading the answer here. */
async function get(who: SignedIn, query: string): Promise<LightMyRequestResponse> {
  const response = await call(server, who, 'GET', `/report?${query}`);
  if (response.statusCode !== 200) {
    throw new Error(`GET /report?${query}: ${response.statusCode} ${response.body}`);
  }
  return response;
}

async function list(who: SignedIn, query: string): Promise<TListReportsResponse> {
  return (await get(who, query)).json() as TListReportsResponse;
}

/** Fails the run rather than time an answer that is not the one described. */
function expectAnswer(
  what: string,
  answer: TListReportsResponse,
  count: number,
  domains: ReadonlySet<string>,
): void {
  if (answer.data.length !== count) {
    throw new Error(`${what}: ${answer.data.length} reports, expected ${count}`);
  }
  const stray = answer.data.find((record) => !domains.has(record.domain));
  if (stray) throw new Error(`${what}: a report of ${stray.domain}`);
}

beforeAll(async () => {
  server = await createTestServer();
  const now = server.clock.now();
  const { db } = server.ctx.database;
  garden = await seedBenchTenant(server, 'Bench Garden');
  const other = await seedBenchTenant(server, 'Bench Other');
  const volume = { count: REPORTS_PER_TENANT, spacingMs: MINUTE };
  // Both tenants' reports interleave in time, so only the tenant scoping keeps them apart.
  const ids = await insertBenchReports(db, garden, {
    ...volume,
    newest: new Date(now.getTime() - 60 * MINUTE),
  });
  const otherIds = await insertBenchReports(db, other, {
    ...volume,
    newest: new Date(now.getTime() - 60 * MINUTE - 30_000),
  });
  const recently = new Date(now.getTime() - 2_000);
  const pick = (all: string[]) => RECENT_INDEXES.map((index) => all[index] ?? '');
  await decideRecently(db, garden, pick(ids), recently);
  await decideRecently(db, other, pick(otherIds), recently);
  // PostgreSQL's autovacuum would have analysed tables this size within a minute; SQLite
  // keeps no statistics unless told to, and the server never tells it, so it gets none here.
  if (server.ctx.database.kind === 'postgres') await sql`analyze`.execute(db);

  // The report at DEEP_POSITION from the newest (ids are oldest first).
  const deepId = ids[REPORTS_PER_TENANT - DEEP_POSITION] ?? '';
  const deep = await db
    .selectFrom('reports')
    .select(['id', 'submitted_at'])
    .where('id', '=', deepId)
    .executeTakeFirstOrThrow();
  deepCursor = encodePageCursor({ d: 'desc', t: deep.submitted_at, i: deep.id });

  const names = (domains: readonly BenchDomain[]) => new Set(domains.map((domain) => domain.name));
  const seen = {
    admin: names(garden.domains),
    moderator: names(garden.domains.filter((d) => garden.moderatedDomainIds.includes(d.id))),
  };
  for (const role of ['admin', 'moderator'] as const) {
    const who = garden[role];
    const first = await list(who, `limit=${PAGE}`);
    expectAnswer(`${role} first page`, first, PAGE, seen[role]);
    const deepPage = await list(who, `limit=${PAGE}&cursor=${deepCursor}`);
    expectAnswer(`${role} deep page`, deepPage, PAGE, seen[role]);
    pollCursor[role] = first.poll_cursor;
  }
  // One recent decision per domain: the moderator's two domains hold two of the five.
  const adminPoll = await list(garden.admin, `changed_since=${pollCursor.admin}`);
  expectAnswer('admin poll', adminPoll, 5, seen.admin);
  const moderatorPoll = await list(garden.moderator, `changed_since=${pollCursor.moderator}`);
  expectAnswer('moderator poll', moderatorPoll, 2, seen.moderator);
});

afterAll(async () => {
  await server.close();
});

describe('GET /api/report, 10,000 reports (administrator)', () => {
  bench(
    'first page (limit 200)',
    async () => {
      await get(garden.admin, `limit=${PAGE}`);
    },
    OPTIONS,
  );
  bench(
    'deep page via cursor (after 9,000)',
    async () => {
      await get(garden.admin, `limit=${PAGE}&cursor=${deepCursor}`);
    },
    OPTIONS,
  );
  bench(
    'poll with changed_since (5 changes)',
    async () => {
      await get(garden.admin, `changed_since=${pollCursor.admin}`);
    },
    OPTIONS,
  );
});

describe('GET /api/report, 10,000 reports (moderator of 2 of 5 domains)', () => {
  bench(
    'first page (limit 200)',
    async () => {
      await get(garden.moderator, `limit=${PAGE}`);
    },
    OPTIONS,
  );
  bench(
    'deep page via cursor (after 9,000)',
    async () => {
      await get(garden.moderator, `limit=${PAGE}&cursor=${deepCursor}`);
    },
    OPTIONS,
  );
  bench(
    'poll with changed_since (2 changes)',
    async () => {
      await get(garden.moderator, `changed_since=${pollCursor.moderator}`);
    },
    OPTIONS,
  );
});
