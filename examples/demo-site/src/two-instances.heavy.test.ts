/**
 * Issue 17: two servers on one PostgreSQL database (and one shared data folder, as two
 * instances behind a load balancer share a volume). A session made on one works on the other;
 * each submitted item is scanned once although both run jobs; a month's transparency report
 * that is due when both start is made once; and the sign-in throttle counts the failures
 * made on both. PostgreSQL only: run under scripts/with-postgres.sh (npm run test:heavy
 * starts a throwaway cluster for it when DATABASE_URL is not set).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleAt, DEMO_ADMIN_EMAIL, signInConsole } from './console-session';
import { pluginsOnInstances } from './plugins-on-instances';
import { freshDatabase, runSql, type FreshDatabase } from './fresh-database';
import { eventually, freePort, startVigil, type VigilProcess } from './vigil-process';

const ITEMS = 60;
const DOMAIN = 'two-instances.example.com';
// Info lines, so each instance's output says which of them made the month's report.
const ENV = { VIGIL_JOB_LEASE_MS: '3000', LOG_LEVEL: 'info' };
const REPORT_MADE = 'transparency reports made';

let dataDir: string | undefined;
let database: FreshDatabase | undefined;
let instances: VigilProcess[] = [];

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const query = <Row>(statement: string, values: unknown[] = []): Promise<Row[]> =>
  runSql<Row>(database?.env.DATABASE_URL ?? '', statement, values);

describe('two instances on one PostgreSQL database', () => {
  const ports: number[] = [];
  const start = (index: number) =>
    startVigil({
      dataDir: dataDir ?? '',
      port: ports[index] ?? 0,
      env: { ...ENV, ...database?.env },
      readyTimeoutMs: 600_000,
    });
  const url = (index: number) => () => instances[index]?.url ?? '';

  it('share sessions, scan each item once, make a due report once and count sign-in failures together', async () => {
    if (!process.env.DATABASE_URL) {
      throw new Error('DATABASE_URL is not set: run it under scripts/with-postgres.sh');
    }
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-two-'));
    database = await freshDatabase('vigil_two');
    ports.push(await freePort(), await freePort());
    // The first seeds the demo tenant; the second starts on what it made.
    instances = [await start(0)];
    instances.push(await start(1));

    // A session made on the first works on the second.
    const onFirst = await signInConsole(url(0), DEMO_ADMIN_EMAIL);
    expect((await onFirst.get('/users/me')).status).toBe(200);
    expect((await consoleAt(url(1), onFirst.headers).get('/users/me')).status).toBe(200);

    // Items submitted to both are each scanned once, whichever instance's worker took them.
    const plugins = await pluginsOnInstances(onFirst, [url(0), url(1)], DOMAIN, 'Two instances');
    const ids = await Promise.all(
      Array.from({ length: ITEMS }, async (_, index) => {
        const answer = await plugins[index % 2]?.submit({
          cms_meta: { id: `two-${index}`, type: 'comment' },
          username: 'A reader',
          content_type: 'text',
          content: `A thoughtful note about gardening, number ${index}.`,
          scheme: 'https',
          domain: DOMAIN,
        });
        return String(answer?.id);
      }),
    );
    for (const id of ids) {
      await eventually(
        async () => (await plugins[1]?.status(id))?.status,
        (status) => status !== 'PENDING',
        `item ${id} to be scanned`,
        120_000,
      );
    }
    const scans = await query<{ report_id: string; n: string }>(
      `select report_id, count(*) as n from audit_log
       where report_id = any($1) and action = 'scanned' group by report_id`,
      [ids],
    );
    expect(scans.length).toBe(ITEMS);
    expect(scans.filter((row) => Number(row.n) !== 1)).toEqual([]);

    // The latest month's report made again, once, when both start with it due.
    const [latest] = await query<{ tenant_id: string; month: string }>(
      `select tenant_id, month from transparency_reports where status = 'final'
       order by month desc limit 1`,
    );
    expect(latest).toBeDefined();
    await Promise.all(instances.map((instance) => instance.stop()));
    await query(`delete from transparency_reports where tenant_id = $1 and month = $2`, [
      latest?.tenant_id,
      latest?.month,
    ]);
    instances = await Promise.all([start(0), start(1)]);
    const remade = await eventually(
      () =>
        query<{ id: string }>(
          `select id from transparency_reports where tenant_id = $1 and month = $2`,
          [latest?.tenant_id, latest?.month],
        ),
      (rows) => rows.length > 0,
      `the ${latest?.month} report to be made again`,
      120_000,
    );
    // Past a few more of both workers' polls, still one report, made by one of the two.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(remade.length).toBe(1);
    expect(
      (
        await query(`select id from transparency_reports where tenant_id = $1 and month = $2`, [
          latest?.tenant_id,
          latest?.month,
        ])
      ).length,
    ).toBe(1);
    const makers = instances.filter((instance) => instance.output().includes(REPORT_MADE));
    expect(makers.length).toBe(1);

    // Wrong passwords against one account, alternating between the two, are counted together:
    // past the limit both refuse, the right password included.
    const attempt = (index: number, password: string) =>
      fetch(`${url(index)()}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'riley@demo.test', password }),
      });
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      statuses.push((await attempt(index % 2, `wrong password ${index}`)).status);
    }
    expect(statuses.every((status) => status === 401 || status === 422)).toBe(true);
    expect((await attempt(0, 'vigil-demo-password')).status).toBe(429);
    expect((await attempt(1, 'vigil-demo-password')).status).toBe(429);
  });
});
