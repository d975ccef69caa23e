/**
 * Issue 18, decision 0199: the deployment's shape on one PostgreSQL database — two API
 * instances (VIGIL_ROLE=api) take a backlog of submissions while no worker runs, then two
 * workers (VIGIL_ROLE=worker) drain it side by side: every item is scanned exactly once, both
 * workers take part, and the API instances run no job. PostgreSQL only: run under
 * scripts/with-postgres.sh (npm run test:heavy starts a throwaway cluster for it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signInConsole, DEMO_ADMIN_EMAIL } from './console-session';
import { pluginsOnInstances } from './plugins-on-instances';
import { freshDatabase, runSql, type FreshDatabase } from './fresh-database';
import { eventually, freePort, startVigil, type VigilProcess } from './vigil-process';

const ITEMS = 400;
const DOMAIN = 'process-roles.example.com';
const ENV = { VIGIL_JOB_LEASE_MS: '5000', VIGIL_SCAN_THREADS: '1', VIGIL_DEMO_HISTORY: 'none' };

let dataDir: string | undefined;
let database: FreshDatabase | undefined;
const processes: VigilProcess[] = [];

afterAll(async () => {
  await Promise.all(processes.map((instance) => instance.stop()));
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const query = <Row>(statement: string, values: unknown[] = []): Promise<Row[]> =>
  runSql<Row>(database?.env.DATABASE_URL ?? '', statement, values);

describe('two API instances and two workers on one PostgreSQL database', () => {
  const start = async (role: 'api' | 'worker') => {
    const instance = await startVigil({
      dataDir: dataDir ?? '',
      port: await freePort(),
      env: { ...ENV, ...database?.env, VIGIL_ROLE: role },
      readyTimeoutMs: 600_000,
    });
    processes.push(instance);
    return instance;
  };

  it('scan a backlog taken by the API instances once each, in both workers', async () => {
    if (!process.env.DATABASE_URL) {
      throw new Error('DATABASE_URL is not set: run it under scripts/with-postgres.sh');
    }
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-roles-'));
    database = await freshDatabase('vigil_roles');
    // The first migrates and seeds the demo tenant; the second starts on what it made.
    const apis = [await start('api')];
    apis.push(await start('api'));
    const url = (index: number) => () => apis[index]?.url ?? '';

    const admin = await signInConsole(url(0), DEMO_ADMIN_EMAIL);
    const plugins = await pluginsOnInstances(admin, [url(0), url(1)], DOMAIN, 'Process roles');
    const ids: string[] = [];
    for (let batch = 0; batch < ITEMS; batch += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, offset) =>
          plugins[(batch + offset) % 2]?.submit({
            cms_meta: { id: `roles-${batch + offset}`, type: 'comment' },
            username: 'A reader',
            content_type: 'text',
            content:
              (batch + offset) % 5 === 0
                ? `You are a fucking idiot, reader ${batch + offset}.`
                : `A thoughtful note about gardening, number ${batch + offset}.`,
            scheme: 'https',
            domain: DOMAIN,
          }),
        ),
      );
      ids.push(...answers.map((answer) => String(answer?.id)));
    }

    // No worker yet: the API instances ran none of the scans.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [waiting] = await query<{ n: string }>(
      `select count(*) as n from jobs where kind = 'scan' and status = 'queued'
       and tenant_id = (select tenant_id from domains where name = $1)`,
      [DOMAIN],
    );
    expect(Number(waiting?.n)).toBe(ITEMS);

    await Promise.all([start('worker'), start('worker')]);
    // Who holds a running scan, sampled while the backlog drains.
    const holders = new Set<string>();
    await eventually(
      async () => {
        const running = await query<{ leased_by: string }>(
          `select distinct leased_by from jobs where kind = 'scan' and status = 'running'`,
        );
        for (const row of running) holders.add(row.leased_by);
        const [left] = await query<{ n: string }>(
          `select count(*) as n from reports where id = any($1) and status = 'PENDING'`,
          [ids],
        );
        return Number(left?.n);
      },
      (left) => left === 0,
      'the backlog to be scanned',
      300_000,
    );

    const scans = await query<{ report_id: string; n: string }>(
      `select report_id, count(*) as n from audit_log
       where report_id = any($1) and action = 'scanned' group by report_id`,
      [ids],
    );
    expect(scans.length).toBe(ITEMS);
    expect(scans.filter((row) => Number(row.n) !== 1)).toEqual([]);
    expect(holders.size).toBe(2);
    // Every fifth item is an insult: scanned and judged, not marked clean like the rest.
    const statuses = await query<{ clean: boolean; n: string }>(
      `select status = 'CLEAN' as clean, count(*) as n from reports where id = any($1)
       group by status = 'CLEAN'`,
      [ids],
    );
    expect(
      Object.fromEntries(statuses.map((row) => [row.clean ? 'clean' : 'flagged', Number(row.n)])),
    ).toEqual({ clean: (ITEMS * 4) / 5, flagged: ITEMS / 5 });
  });
});
