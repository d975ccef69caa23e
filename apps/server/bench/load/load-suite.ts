/**
 * `npm run bench:load` (issue 18): the server's production build in its own process on
 * loopback, with the demo tenant, loaded by autocannon — the console's queue page, its poll,
 * the stats, moderators' decisions and plugins' submissions — beside the database's raw
 * commit rate measured in the same run. SQLite by default; PostgreSQL with DATABASE_URL
 * (`scripts/with-postgres.sh npm run bench:load`). Prints a table; `--write` also puts it in
 * docs/benchmarks.md between the suite's markers for that database. Exits non-zero on any
 * error (docs/benchmarks.md, "Under load over HTTP").
 *
 *   LOAD_SECONDS (default 20) bounds each scenario.
 *   LOAD_ONLY (a word, optional) runs only the scenarios whose name contains it, e.g.
 *   `LOAD_ONLY=queue` while profiling one path; the table then has only those rows.
 *   LOAD_BACKLOG (a count, optional): before the queue is read while the backlog drains,
 *   more items are submitted (untimed) until at least this many wait for their scan — the
 *   issue's 100,000-item backlog takes a few minutes to build on two cores.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  connectSite,
  dayBefore,
  pollCursor,
  readSiteKeys,
  signInAdmin,
  startCallbackReceiver,
  submittedInYear,
  decidableReports,
  pendingReports,
} from './load-client';
import {
  consoleGetScenario,
  decisionScenario,
  submitScenario,
  type ScenarioResult,
} from './load-scenarios';
import { startLoadServer } from './load-server';
import { commitRates, type CommitRate } from './raw-commit';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const PORT = Number(process.env.LOAD_PORT ?? 3290);
const ONLY = process.env.LOAD_ONLY?.toLowerCase();
const DECISIONS = 2_000;
const BACKLOG = Number(process.env.LOAD_BACKLOG ?? 0);
const BENCHMARKS = path.resolve(import.meta.dirname, '../../../../docs/benchmarks.md');

/** How the server was told to scan: the load server passes the environment on. */
const scanThreads = () => {
  const threads = process.env.VIGIL_SCAN_THREADS;
  if (threads === undefined) return 'scans in the default threads (one fewer than the cores)';
  return threads === '0' ? 'scans in the serving thread' : `scans in ${threads} threads`;
};
const fixed = (value: number, digits = 1) => value.toFixed(digits);
const count = (value: number) => Math.round(value).toLocaleString('en-US');

function table(
  database: string,
  rates: CommitRate[],
  results: ScenarioResult[],
  reports: number,
): string {
  return [
    `One run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${database}, the demo tenant (${count(reports)} items submitted in the year before the run), ${SECONDS} s per scenario, ${scanThreads()} (\`npm run bench:load\`).`,
    '',
    '| Anchor | Per second |',
    '| --- | --: |',
    ...rates.map((rate) => `| ${rate.name} | ${count(rate.perSecond)} |`),
    '',
    '| Scenario | Connections | Requests | Per second | p50 ms | p99 ms | Max ms | Errors |',
    '| --- | --: | --: | --: | --: | --: | --: | --: |',
    ...results.map(
      (row) =>
        `| ${row.name} | ${row.connections} | ${count(row.requests)} | ${count(row.perSecond)} | ${fixed(row.p50)} | ${fixed(row.p99)} | ${fixed(row.max)} | ${row.errors} |`,
    ),
  ].join('\n');
}

function writeToBenchmarks(database: string, markdown: string): void {
  const start = `<!-- load:${database}:start -->`;
  const end = `<!-- load:${database}:end -->`;
  const text = fs.readFileSync(BENCHMARKS, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/benchmarks.md has no ${start} … ${end} block`);
  fs.writeFileSync(
    BENCHMARKS,
    `${text.slice(0, from + start.length)}\n\n${markdown}\n\n${text.slice(to)}`,
  );
}

async function main(): Promise<void> {
  const write = process.argv.includes('--write');
  // Before the server starts, so nothing else competes for the disk and the cores.
  const rates = await commitRates(Math.min(SECONDS, 5));
  const server = await startLoadServer(PORT);
  const receiver = await startCallbackReceiver();
  try {
    const session = await signInAdmin(server.baseUrl);
    const keys = readSiteKeys(server.dataDir);
    await connectSite(keys, server.baseUrl, receiver.url);
    const [today, monthAgo] = [dayBefore(0), dayBefore(30)];
    const cursor = await pollCursor(server.baseUrl, session);
    const waiting = await decidableReports(server.baseUrl, session, DECISIONS);
    const reportsAtStart = await submittedInYear(server.baseUrl, session);
    const results: ScenarioResult[] = [];
    const step = async (scenario: () => Promise<ScenarioResult>, name: string, always = false) => {
      if (!always && ONLY && !name.toLowerCase().includes(ONLY)) return;
      const result = await scenario();
      console.log(
        `${result.name}: ${count(result.perSecond)}/s, p50 ${fixed(result.p50)} ms, p99 ${fixed(result.p99)} ms, errors ${result.errors}`,
      );
      results.push(result);
    };
    const { baseUrl } = server;
    const consoleGets: [string, string][] = [
      ['queue, first page of 200 (GET /report)', '/report'],
      ['queue, first page of 50 (GET /report?limit=50)', '/report?limit=50'],
      [
        'queue poll (GET /report?changed_since=…)',
        `/report?changed_since=${encodeURIComponent(cursor)}`,
      ],
      ['stats, a month (GET /stats)', `/stats?from=${monthAgo}&to=${today}`],
    ];
    for (const [name, url] of consoleGets) {
      await step(() => consoleGetScenario(name, baseUrl, session, url, 50, SECONDS), name);
    }
    if (waiting.length > 0) {
      await step(
        () => decisionScenario(baseUrl, session, waiting, 10, SECONDS),
        'decide (POST /moderation/unpublish)',
      );
    }
    await step(
      () => submitScenario(baseUrl, keys, 100, SECONDS),
      'submit (POST /plugin/v1/content)',
    );
    // The submissions leave a backlog of scans: the queue a team of moderators reads while
    // it drains (issue 18: the console keeps answering while the scanners catch up).
    const draining = 'queue, first page of 50 while the backlog drains';
    let backlog: { before: number; after: number } | undefined;
    // It reads the backlog the submissions left, so it runs with them (LOAD_ONLY=submit too).
    const submitted = results.some((row) => row.name.startsWith('submit'));
    if (submitted || (ONLY && draining.includes(ONLY))) {
      let before = await pendingReports(baseUrl, session);
      while (before < BACKLOG) {
        const more = await submitScenario(baseUrl, keys, 100, 10);
        if (more.errors > 0) throw new Error(`${more.errors} errors building the backlog`);
        before = await pendingReports(baseUrl, session);
        console.log(`backlog: ${count(before)} items wait for their scan`);
      }
      await step(
        () =>
          consoleGetScenario(
            `${draining} (GET /report?limit=50)`,
            baseUrl,
            session,
            '/report?limit=50',
            10,
            SECONDS,
          ),
        draining,
        true,
      );
      backlog = { before, after: await pendingReports(baseUrl, session) };
    }
    const markdown = [
      table(
        server.database === 'postgres' ? 'PostgreSQL' : 'SQLite',
        rates,
        results,
        reportsAtStart,
      ),
      ...(backlog
        ? [
            '',
            `Items waiting for their scan when the last scenario began: ${count(backlog.before)}; when it ended: ${count(backlog.after)} (${count((backlog.before - backlog.after) / SECONDS)} scanned a second while it ran).`,
          ]
        : []),
    ].join('\n');
    console.log(`\n${markdown}`);
    if (write) writeToBenchmarks(server.database, markdown);
    const failed = results.filter((row) => row.errors > 0);
    if (failed.length > 0) {
      console.error(`\nErrors in: ${failed.map((row) => row.name).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await receiver.close();
    await server.stop();
  }
}

await main();
