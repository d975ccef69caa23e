/**
 * The dashboard benchmark's server: a tenant with 20 domains and four people who decide, a
 * year of generated reports (dashboard-volume.ts), and its roll-ups filled by
 * `rebuildRollups`, the upgrade path, timed. On SQLite the finished file is kept under the
 * temporary folder, keyed by the generator's version and the report count, and each run
 * works on a copy of it; a clean machine builds it first. PostgreSQL's throwaway cluster
 * does not outlive a run, so it is filled every time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@vigil/contract';
import { sql } from 'kysely';
import { SQLITE_FILE_NAME } from '../src/db/database';
import { keepSqliteBuild, SECRET_KEY_FILE } from './sqlite-bench-cache';
import type { RollupRebuild } from '../src/modules/reports/reports.service';
import { addDomain } from '../src/modules/domains/domains-test-kit';
import { connectPlugin } from '../src/modules/plugin-api/plugin-api-test-kit';
import { call, KIT_PASSWORD, seedTenant, type SignedIn } from '../src/modules/users/users-test-kit';
import {
  createTestServer,
  sessionCookieFrom,
  sessionHeaders,
  type TestServer,
} from '../src/test/test-server';
import { openPostgresStore, openSqliteStore, type VolumeStore } from './dashboard-store';
import {
  clusterIsKept,
  copyTemplate,
  createTemplateDatabase,
  sealTemplate,
  templateIsSealed,
} from './dashboard-postgres-template';
import {
  generateVolume,
  VOLUME_VERSION,
  type VolumeDomain,
  type VolumeTenant,
} from './dashboard-volume';

const DOMAIN_COUNT = 20;
const CHUNK = 50_000;
const HOUR = 3_600_000;

/** How the data came to be, for the write-up. */
export interface VolumeTimings {
  reports: number;
  /** Writing the reports, their scores and audit rows. */
  generateMs: number;
  /** `rebuildRollups(tenantId)` over them. */
  rebuildMs: number;
  rebuild: RollupRebuild;
  /** Read from the cache instead of built in this run (SQLite). */
  cached: boolean;
}

interface StoredFixture {
  tenant: { tenantId: string; domains: VolumeDomain[]; deciderIds: string[] };
  adminEmail: string;
  timings: Omit<VolumeTimings, 'cached'>;
}

export interface DashboardBench {
  server: TestServer;
  tenant: VolumeTenant;
  admin: SignedIn;
  timings: VolumeTimings;
}

/** Each scanner's categories, as the generator scores them (also bench/queue-scale-fixture.ts). */
export async function categoriesByScanner(server: TestServer): Promise<Map<number, string[]>> {
  const rows = await server.ctx.database.db
    .selectFrom('moderation_categories')
    .select(['id', 'scanner_id'])
    .orderBy('id')
    .execute();
  const byScanner = new Map<number, string[]>();
  for (const row of rows) {
    byScanner.set(row.scanner_id, [...(byScanner.get(row.scanner_id) ?? []), row.id]);
  }
  return byScanner;
}

/** The tenant, made through the console and plugin APIs as an administrator would. */
async function seedDashboardTenant(
  server: TestServer,
): Promise<StoredFixture['tenant'] & { admin: SignedIn }> {
  const { tenantId, users } = await seedTenant(server, 'Bench Dashboard', 'dashboard.test', {
    admin: ROLES.administrator,
    alice: ROLES.moderator,
    bruno: ROLES.moderator,
    chen: ROLES.moderator,
  });
  const domains: VolumeDomain[] = [];
  for (let index = 0; index < DOMAIN_COUNT; index += 1) {
    const domain = await addDomain(server, users.admin, `site${index}.dashboard.example`);
    const key = await call(server, users.admin, 'POST', `/domains/${domain.id}/key`, {});
    if (key.statusCode !== 201) throw new Error(`POST key: ${key.statusCode} ${key.body}`);
    const keys = key.json() as { access_key: string; secret_key: string };
    const site = {
      tenantId,
      admin: users.admin,
      domain,
      accessKey: keys.access_key,
      secretKey: keys.secret_key,
    };
    const pluginId = await connectPlugin(server, site);
    domains.push({
      id: domain.id,
      name: String(domain.name),
      accessKey: keys.access_key,
      secretKey: keys.secret_key,
      pluginId,
    });
  }
  const deciderIds = [users.admin.id, users.alice.id, users.bruno.id, users.chen.id];
  return { tenantId, domains, deciderIds, admin: users.admin };
}

/** Seeds, generates and rebuilds on `server`; `openStore` runs after the seed. */
async function fill(
  server: TestServer,
  count: number,
  openStore: () => Promise<VolumeStore>,
  afterWrite: () => Promise<TestServer>,
): Promise<{ fixture: StoredFixture; server: TestServer }> {
  const seeded = await seedDashboardTenant(server);
  const tenant: VolumeTenant = {
    ...seeded,
    categoriesByScanner: await categoriesByScanner(server),
  };
  const plan = { count, newest: new Date(server.clock.now().getTime() - HOUR), days: 365 };
  const store = await openStore();
  const started = performance.now();
  await generateVolume(tenant, plan, CHUNK, (chunk) => store.write(chunk));
  await store.close();
  const generateMs = performance.now() - started;
  const filled = await afterWrite();
  const rebuildStarted = performance.now();
  const [rebuild] = await filled.ctx.services.reports.rebuildRollups(tenant.tenantId);
  const rebuildMs = performance.now() - rebuildStarted;
  if (!rebuild || rebuild.reports !== count) {
    throw new Error(`The rebuild read ${rebuild?.reports ?? 0} reports, expected ${count}`);
  }
  const { tenantId, domains, deciderIds } = seeded;
  return {
    server: filled,
    fixture: {
      tenant: { tenantId, domains, deciderIds },
      adminEmail: seeded.admin.email,
      timings: { reports: count, generateMs, rebuildMs, rebuild },
    },
  };
}

/** A session for a person of a filled database (the build keeps no session headers). */
export async function signIn(
  server: TestServer,
  email: string,
  tenantId: string,
): Promise<SignedIn> {
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: KIT_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const row = await server.ctx.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { id: row.id, email, headers: sessionHeaders(sessionCookieFrom(login), tenantId) };
}

async function ready(
  server: TestServer,
  fixture: StoredFixture,
  cached: boolean,
): Promise<DashboardBench> {
  const tenant: VolumeTenant = {
    ...fixture.tenant,
    categoriesByScanner: await categoriesByScanner(server),
  };
  return {
    server,
    tenant,
    admin: await signIn(server, fixture.adminEmail, tenant.tenantId),
    timings: { ...fixture.timings, cached },
  };
}

function cacheFolder(count: number): string {
  return path.join(os.tmpdir(), 'vigil-bench-dashboard', `v${VOLUME_VERSION}-${count}`);
}

/** Builds the SQLite file in a folder of its own, then moves it into the cache. */
async function buildSqliteCache(count: number, cache: string): Promise<void> {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-dashboard-build-'));
  const file = path.join(buildDir, SQLITE_FILE_NAME);
  const first = await createTestServer({ config: { dataDir: buildDir } });
  const { fixture, server } = await fill(
    first,
    count,
    async () => {
      await first.close();
      return openSqliteStore(file);
    },
    () => createTestServer({ config: { dataDir: buildDir } }),
  );
  await server.close();
  keepSqliteBuild(buildDir, cache, fixture);
}

/**
 * PostgreSQL: fills a fresh database. In a cluster that outlives the run (VIGIL_PG_KEPT) the
 * filled database is kept as a template, and later runs start from a copy of it
 * (dashboard-postgres-template.ts); a throwaway cluster is filled every time.
 */
async function openPostgresBench(count: number): Promise<DashboardBench> {
  const template = `vigil_bench_dashboard_v${VOLUME_VERSION}_${count}`;
  if (clusterIsKept() && !(await templateIsSealed(template))) {
    const target = await createTemplateDatabase(template);
    const { fixture, server } = await fillPostgres(
      await createTestServer({ config: { databaseUrl: target.url, dataDir: target.dataDir } }),
      count,
    );
    await server.close();
    await sealTemplate(template, target.dataDir, fixture);
  }
  const kept = clusterIsKept() ? await copyTemplate<StoredFixture>(template) : undefined;
  if (kept) {
    const server = await createTestServer({
      config: { databaseUrl: kept.url, dataDir: kept.dataDir },
    });
    // The server's start migrated the copy, and a migration may have rewritten roll-up rows
    // (0173 swapped the response rows' dimensions): autovacuum would clear their old versions
    // within minutes of an upgrade, so the reads are timed after it, not before.
    await sql`vacuum (analyze) report_rollups`.execute(server.ctx.database.db);
    const close = server.close.bind(server);
    server.close = async () => {
      await close();
      await kept.drop();
    };
    return ready(server, kept.fixture, true);
  }
  const { fixture, server } = await fillPostgres(await createTestServer(), count);
  return ready(server, fixture, false);
}

/** Seeds, generates and rebuilds on a PostgreSQL server, in its own database. */
function fillPostgres(server: TestServer, count: number) {
  return fill(
    server,
    count,
    () => Promise.resolve(openPostgresStore(server.ctx.database.db)),
    async () => {
      // Autovacuum would have analysed tables this size within a minute of the load.
      await sql`analyze`.execute(server.ctx.database.db);
      return server;
    },
  );
}

/** A server over `count` generated reports and their roll-ups. */
export async function openDashboardBench(count: number): Promise<DashboardBench> {
  if (process.env.DATABASE_URL) return openPostgresBench(count);
  const cache = cacheFolder(count);
  const cachedFile = path.join(cache, SQLITE_FILE_NAME);
  const built = !fs.existsSync(path.join(cache, SECRET_KEY_FILE));
  if (built) await buildSqliteCache(count, cache);
  const fixture = JSON.parse(
    fs.readFileSync(path.join(cache, 'fixture.json'), 'utf8'),
  ) as StoredFixture;
  // Each run writes (sign-ins, the write-cost benchmark) to a copy, so the cache stays as built.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-dashboard-run-'));
  fs.copyFileSync(cachedFile, path.join(dataDir, SQLITE_FILE_NAME), fs.constants.COPYFILE_FICLONE);
  fs.copyFileSync(path.join(cache, SECRET_KEY_FILE), path.join(dataDir, SECRET_KEY_FILE));
  const server = await createTestServer({ config: { dataDir } });
  const close = server.close.bind(server);
  server.close = async () => {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return ready(server, fixture, !built);
}
