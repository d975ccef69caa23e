/**
 * The queue benchmark's server (queue-scale.bench.ts): two tenants made as queue-tenant.ts makes
 * them (five domains, a moderator whose groups cover two of them), each with `count` reports of
 * the year before the server's clock from the dashboard's generator (dashboard-volume.ts:
 * mostly clean, a few waiting for review, the newest 300 pending), written by the dashboard's
 * writers (dashboard-store.ts). The two tenants' chunks alternate, so their rows lie in the
 * same pages and the same index ranges as a shared server's would: the other tenant's reports
 * are what the tenant scoping has to step over. The filled database is kept as the dashboard's
 * is: a SQLite file under the temporary folder, keyed by version and count, copied for each
 * run; a PostgreSQL template in a cluster that outlives the run (`PG_DATA_DIR`), else filled
 * every time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { SQLITE_FILE_NAME } from '../src/db/database';
import { keepSqliteBuild, SECRET_KEY_FILE } from './sqlite-bench-cache';
import { toStoredTimestamp } from '../src/lib/clock';
import type { SignedIn } from '../src/modules/users/users-test-kit';
import { createTestServer, type TestServer } from '../src/test/test-server';
import { categoriesByScanner, signIn } from './dashboard-fixture';
import {
  clusterIsKept,
  copyTemplate,
  createTemplateDatabase,
  sealTemplate,
  templateIsSealed,
} from './dashboard-postgres-template';
import { openPostgresStore, openSqliteStore, type VolumeStore } from './dashboard-store';
import { generateVolume, VOLUME_VERSION } from './dashboard-volume';
import { decideRecently } from './queue-reports';
import { seedBenchTenant, type BenchDomain, type BenchTenant } from './queue-tenant';

/** Bump when the fixture changes shape: cached databases are keyed by it. */
const QUEUE_VOLUME_VERSION = 1;
/** Reports per chunk and tenant: one transaction each on SQLite, a few statements on PostgreSQL. */
const CHUNK = 10_000;
const HOUR = 3_600_000;
/** The other tenant's reports are submitted half a minute off the measured one's. */
const OTHER_OFFSET_MS = 30_000;
/** Decided this long before the clock's now: what the console's poll finds (one per domain). */
const RECENT_MS = 2_000;

interface StoredTenant {
  tenantId: string;
  adminEmail: string;
  moderatorEmail: string;
  domains: BenchDomain[];
  moderatedDomainIds: string[];
}

interface StoredFixture {
  /** The measured tenant first, then the other. */
  tenants: [StoredTenant, StoredTenant];
  generateMs: number;
}

export interface QueueScaleBench {
  server: TestServer;
  /** The tenant whose queue is timed. */
  garden: BenchTenant;
  other: BenchTenant;
  reports: number;
  /** Writing both tenants' reports, scores and audit rows (when this run built them). */
  generateMs: number;
  cached: boolean;
}

function stored(tenant: BenchTenant): StoredTenant {
  return {
    tenantId: tenant.tenantId,
    adminEmail: tenant.admin.email,
    moderatorEmail: tenant.moderator.email,
    domains: tenant.domains,
    moderatedDomainIds: tenant.moderatedDomainIds,
  };
}

/** Seeds both tenants through the APIs, then writes their reports with `openStore`'s writer. */
async function fill(
  server: TestServer,
  count: number,
  openStore: () => Promise<VolumeStore>,
): Promise<StoredFixture> {
  const garden = await seedBenchTenant(server, 'Bench Garden');
  const other = await seedBenchTenant(server, 'Bench Other');
  const categories = await categoriesByScanner(server);
  const newest = server.clock.now().getTime() - HOUR;
  const store = await openStore();
  const started = performance.now();
  // Both generators run at once and each awaits its writer after every chunk, so the chunks
  // alternate between the tenants (on SQLite, whose writer is synchronous, strictly).
  await Promise.all(
    [garden, other].map((tenant, index) =>
      generateVolume(
        {
          tenantId: tenant.tenantId,
          domains: tenant.domains,
          deciderIds: [tenant.admin.id, tenant.moderator.id],
          categoriesByScanner: categories,
        },
        { count, newest: new Date(newest - index * OTHER_OFFSET_MS), days: 365 },
        CHUNK,
        (chunk) => store.write(chunk),
      ),
    ),
  );
  await store.close();
  return { tenants: [stored(garden), stored(other)], generateMs: performance.now() - started };
}

async function benchTenant(server: TestServer, tenant: StoredTenant): Promise<BenchTenant> {
  const admin: SignedIn = await signIn(server, tenant.adminEmail, tenant.tenantId);
  const moderator: SignedIn = await signIn(server, tenant.moderatorEmail, tenant.tenantId);
  return {
    tenantId: tenant.tenantId,
    admin,
    moderator,
    domains: tenant.domains,
    moderatedDomainIds: tenant.moderatedDomainIds,
  };
}

/** One clean report per domain decided a moment ago, for the poll to find. */
async function decideSome(server: TestServer, tenant: BenchTenant): Promise<void> {
  const { db } = server.ctx.database;
  const ids: string[] = [];
  for (const domain of tenant.domains) {
    const row = await db
      .selectFrom('reports')
      .select('id')
      .where('tenant_id', '=', tenant.tenantId)
      .where('status', '=', 'CLEAN')
      .where('domain_id', '=', domain.id)
      .orderBy('submitted_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  await decideRecently(db, tenant, ids, new Date(server.clock.now().getTime() - RECENT_MS));
}

async function ready(
  server: TestServer,
  fixture: StoredFixture,
  count: number,
  cached: boolean,
): Promise<QueueScaleBench> {
  const [gardenRow, otherRow] = fixture.tenants;
  const garden = await benchTenant(server, gardenRow);
  const other = await benchTenant(server, otherRow);
  await decideSome(server, garden);
  await decideSome(server, other);
  // Each run works on a copy, so the decisions above are never in the cache; check anyway.
  const recent = await server.ctx.database.db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', garden.tenantId)
    .where('updated_at', '>', toStoredTimestamp(new Date(server.clock.now().getTime() - 10_000)))
    .executeTakeFirstOrThrow();
  if (Number(recent.n) !== garden.domains.length) {
    throw new Error(`${recent.n} recent changes, expected ${garden.domains.length}`);
  }
  return { server, garden, other, reports: count, generateMs: fixture.generateMs, cached };
}

function cacheFolder(count: number): string {
  return path.join(
    os.tmpdir(),
    'vigil-bench-queue',
    `v${QUEUE_VOLUME_VERSION}.${VOLUME_VERSION}-${count}`,
  );
}

async function buildSqliteCache(count: number, cache: string): Promise<void> {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-queue-build-'));
  const file = path.join(buildDir, SQLITE_FILE_NAME);
  const seeding = await createTestServer({ config: { dataDir: buildDir } });
  const fixture = await fill(seeding, count, async () => {
    await seeding.close();
    return openSqliteStore(file);
  });
  keepSqliteBuild(buildDir, cache, fixture);
}

async function openSqliteBench(count: number): Promise<QueueScaleBench> {
  const cache = cacheFolder(count);
  const built = !fs.existsSync(path.join(cache, 'fixture.json'));
  if (built) await buildSqliteCache(count, cache);
  const fixture = JSON.parse(
    fs.readFileSync(path.join(cache, 'fixture.json'), 'utf8'),
  ) as StoredFixture;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-queue-run-'));
  fs.copyFileSync(
    path.join(cache, SQLITE_FILE_NAME),
    path.join(dataDir, SQLITE_FILE_NAME),
    fs.constants.COPYFILE_FICLONE,
  );
  fs.copyFileSync(path.join(cache, SECRET_KEY_FILE), path.join(dataDir, SECRET_KEY_FILE));
  const server = await createTestServer({ config: { dataDir } });
  const close = server.close.bind(server);
  server.close = async () => {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return ready(server, fixture, count, !built);
}

/** Fills a PostgreSQL server's database; autovacuum would analyse tables this size at once. */
async function fillPostgres(server: TestServer, count: number): Promise<StoredFixture> {
  const fixture = await fill(server, count, () =>
    Promise.resolve(openPostgresStore(server.ctx.database.db)),
  );
  await sql`analyze`.execute(server.ctx.database.db);
  return fixture;
}

async function openPostgresBench(count: number): Promise<QueueScaleBench> {
  const template = `vigil_bench_queue_v${QUEUE_VOLUME_VERSION}_${VOLUME_VERSION}_${count}`;
  let built = false;
  if (clusterIsKept() && !(await templateIsSealed(template))) {
    const target = await createTemplateDatabase(template);
    const server = await createTestServer({
      config: { databaseUrl: target.url, dataDir: target.dataDir },
    });
    const fixture = await fillPostgres(server, count);
    await server.close();
    await sealTemplate(template, target.dataDir, fixture);
    built = true;
  }
  const kept = clusterIsKept() ? await copyTemplate<StoredFixture>(template) : undefined;
  if (!kept) {
    const server = await createTestServer();
    return ready(server, await fillPostgres(server, count), count, false);
  }
  const server = await createTestServer({
    config: { databaseUrl: kept.url, dataDir: kept.dataDir },
  });
  // The copy carries the template's statistics; a migration run by this start (an index
  // added since) would have been analysed by autovacuum within a minute of an upgrade.
  await sql`analyze reports`.execute(server.ctx.database.db);
  const close = server.close.bind(server);
  server.close = async () => {
    await close();
    await kept.drop();
  };
  return ready(server, kept.fixture, count, !built);
}

/** A server over two tenants of `count` reports each. */
export function openQueueScaleBench(count: number): Promise<QueueScaleBench> {
  return process.env.DATABASE_URL ? openPostgresBench(count) : openSqliteBench(count);
}
