/**
 * Issue 17's crash test (`npm run test:heavy`): the real server is SIGKILLed at random points
 * while plugins submit 10,000 items, and again while moderators decide, and started each time
 * on the same data. A plugin retries what got no answer, with the same CMS id, as a plugin
 * does. In the end every acknowledged item has exactly one report, under the id it was
 * acknowledged with, and a final status; every decision is recorded once in the item's audit
 * log, and its notice reached the site at least once.
 *
 *   VIGIL_CRASH_ITEMS (default 10,000), VIGIL_CRASH_SEED (default 20261128).
 * With DATABASE_URL (scripts/with-postgres.sh) the server runs on a fresh PostgreSQL database.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createVigilClient, VigilApiError } from '@vigil/plugin-sdk';
import { DEMO_ADMIN_EMAIL, DEMO_MODERATOR_EMAIL, signInConsole } from './console-session';
import { freshDatabase, type FreshDatabase } from './fresh-database';
import { eventually, freePort, startVigil, type VigilProcess } from './vigil-process';

const ITEMS = Number(process.env.VIGIL_CRASH_ITEMS ?? 10_000);
const SEED = Number(process.env.VIGIL_CRASH_SEED ?? 20261128);
const SUBMIT_KILLS = 3;
const DECISIONS = 200;
const BATCH = 20;
const WORKERS = 16;
const DOMAIN = 'crash-storm.example.com';
// A job left running by the killed process is taken over once its lease ends. The demo
// tenant without its year of history: the storm needs its people, not its past.
const ENV = { VIGIL_JOB_LEASE_MS: '3000', VIGIL_DEMO_HISTORY: 'none' };
const FINAL = new Set([
  'CLEAN',
  'MODERATE',
  'AUTO_UNPUBLISHED',
  'MANUALLY_UNPUBLISHED',
  'MANUALLY_IGNORED',
]);

/** `workers` loops, each taking the next of `count` indices until none is left. */
async function inParallel(
  workers: number,
  count: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let index = next++; index < count; index = next++) await work(index);
    }),
  );
}

/** mulberry32: the kill points of a run follow from its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Report {
  _id: string | number;
  status: string;
  cms_meta: { id: string | number };
}

/** Records every notice the server sends the site: item id → events. */
async function startSite(): Promise<{
  url: string;
  notices: Map<string, string[]>;
  close(): Promise<void>;
}> {
  const notices = new Map<string, string[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        event: string;
        id: string | number;
      };
      const id = String(body.id);
      notices.set(id, [...(notices.get(id) ?? []), body.event]);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/vigil-callback`,
    notices,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let dataDir: string | undefined;
let database: FreshDatabase | undefined;
let vigil: VigilProcess | undefined;
let site: Awaited<ReturnType<typeof startSite>> | undefined;

afterAll(async () => {
  await vigil?.stop();
  await site?.close();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGKILL during submissions and decisions', () => {
  it('loses no acknowledged item and records every decision once', async () => {
    const next = random(SEED);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-storm-'));
    database = await freshDatabase('vigil_crash');
    const port = await freePort();
    const start = () =>
      startVigil({
        dataDir: dataDir ?? '',
        port,
        env: { ...ENV, ...database?.env },
        readyTimeoutMs: 600_000,
      });
    vigil = await start();
    const url = () => vigil?.url ?? '';
    site = await startSite();

    const admin = await signInConsole(url, DEMO_ADMIN_EMAIL);
    const domain = await admin.post('/domains', { name: DOMAIN, description: 'Crash storm' });
    expect(domain.status, JSON.stringify(domain.body)).toBe(201);
    const domainId = String((domain.body as { data: { id: string | number } }).data.id);
    for (const rule of [
      { kind: 'block', pattern: 'casino', action: 'MODERATE' },
      { kind: 'trust', pattern: 'Editor' },
    ]) {
      expect((await admin.post(`/domains/${domainId}/rules`, rule)).status).toBe(201);
    }
    const key = (await admin.post(`/domains/${domainId}/key`)).body as {
      access_key: string;
      secret_key: string;
    };
    const plugin = createVigilClient({
      baseUrl: url(),
      accessKey: key.access_key,
      secretKey: key.secret_key,
      timeoutMs: 10_000,
    });
    await plugin.connect({
      cms_name: 'Crash storm',
      cms_version: '1',
      plugin_version: '1',
      callback_url: site.url,
    });

    // While the server is down every call fails at once; the callers wait for it to be back.
    let restarting: Promise<void> | undefined;
    const crashAndRestart = async () => {
      await vigil?.kill();
      vigil = await start();
    };
    const kill = () => {
      restarting ??= crashAndRestart().finally(() => {
        restarting = undefined;
      });
      return restarting;
    };
    /** Sends until the server answers, after each failure waiting for it to be back. */
    const untilAnswered = async <T>(
      send: () => Promise<T>,
      noAnswer: (error: unknown) => boolean,
    ): Promise<{ value: T; attempts: number }> => {
      for (let attempts = 1; ; attempts += 1) {
        await restarting;
        try {
          return { value: await send(), attempts };
        } catch (error) {
          if (!noAnswer(error)) throw error;
          await (restarting ?? new Promise((resolve) => setTimeout(resolve, 50)));
        }
      }
    };

    const acknowledged = new Map<string, string>();
    const killAt = Array.from(
      { length: SUBMIT_KILLS },
      (_, index) => Math.floor(((index + next()) / SUBMIT_KILLS) * ITEMS * 0.9) + 1,
    );
    let retried = 0;
    const item = (index: number) => ({
      cms_meta: { id: `storm-${index}`, type: 'comment' },
      // One in twenty waits for a moderator; most are an editor's (trusted); the rest are scanned.
      username: index % 4 === 0 ? 'A reader' : 'Editor',
      content_type: 'text' as const,
      content:
        index % 20 === 0
          ? `Visit my casino, reader ${index}.`
          : `A thoughtful note about gardening, number ${index}.`,
      scheme: 'https' as const,
      domain: DOMAIN,
    });
    await inParallel(WORKERS, ITEMS, async (index) => {
      const { value, attempts } = await untilAnswered(
        () => plugin.submit(item(index)),
        // No answer: the server died under the request, or is not back yet.
        (error) => error instanceof VigilApiError && error.status === 0,
      );
      retried += attempts - 1;
      acknowledged.set(`storm-${index}`, String(value.id));
      if (killAt[0] !== undefined && acknowledged.size >= killAt[0]) {
        killAt.shift();
        void kill();
      }
    });
    expect(killAt).toEqual([]);
    expect(acknowledged.size).toBe(ITEMS);
    // The kills landed on requests in flight: some were sent again.
    expect(retried).toBeGreaterThan(0);

    const reports = async (status?: string): Promise<Report[]> => {
      const found: Report[] = [];
      let cursor: string | null = null;
      do {
        const query = new URLSearchParams({ domain: DOMAIN, limit: '1000' });
        if (status) query.set('status', status);
        if (cursor) query.set('cursor', cursor);
        const page = await admin.get(`/report?${query}`);
        expect(page.status).toBe(200);
        const body = page.body as { data: Report[]; next_cursor: string | null };
        found.push(...body.data);
        cursor = body.next_cursor;
      } while (cursor);
      return found;
    };
    await eventually(
      async () => (await admin.get(`/report?domain=${DOMAIN}&status=PENDING&limit=1`)).body,
      (body) => (body as { data: unknown[] }).data.length === 0,
      'every item to be scanned',
      600_000,
    );
    const all = await reports();
    const byCmsId = new Map<string, string[]>();
    for (const report of all) {
      const cmsId = String(report.cms_meta.id);
      byCmsId.set(cmsId, [...(byCmsId.get(cmsId) ?? []), String(report._id)]);
      expect(FINAL.has(report.status), `${cmsId}: ${report.status}`).toBe(true);
    }
    expect(all.length).toBe(ITEMS);
    for (const [cmsId, id] of acknowledged) expect(byCmsId.get(cmsId), cmsId).toEqual([id]);

    // Decisions: batches of unpublishes, two at a time, with a kill after a random batch.
    const waiting = (await reports('MODERATE')).slice(0, DECISIONS).map((r) => String(r._id));
    expect(waiting.length).toBe(DECISIONS);
    const moderator = await signInConsole(url, DEMO_MODERATOR_EMAIL);
    const batches = Array.from({ length: DECISIONS / BATCH }, (_, index) =>
      waiting.slice(index * BATCH, (index + 1) * BATCH),
    );
    const killAfter = 1 + Math.floor(next() * (batches.length - 2));
    const answered = new Set<number>();
    await inParallel(2, batches.length, async (index) => {
      const { value: answer } = await untilAnswered(
        () => moderator.post('/moderation/bulk', { decision: 'unpublish', ids: batches[index] }),
        // fetch's own failure: the connection died or was refused.
        (error) => error instanceof TypeError,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const outcomes = (answer.body as { data: { results: Array<{ outcome: string }> } }).data
        .results;
      // Sent again after a kill, a batch's items already stand as this moderator's.
      expect(outcomes.every((result) => result.outcome === 'decided')).toBe(true);
      answered.add(index);
      if (answered.size === killAfter) void kill();
    });
    expect(answered.size).toBe(batches.length);

    const unpublished = new Set((await reports('MANUALLY_UNPUBLISHED')).map((r) => String(r._id)));
    for (const id of waiting) {
      expect(unpublished.has(id), id).toBe(true);
      const audit = await admin.get(`/report/${id}/audit`);
      const entries = (audit.body as { data: Array<{ new_status: string }> }).data;
      expect(
        entries.filter((entry) => entry.new_status === 'MANUALLY_UNPUBLISHED').length,
        id,
      ).toBe(1);
    }
    await eventually(
      () => waiting.filter((id) => !site?.notices.get(id)?.includes('unpublish')),
      (missing) => missing.length === 0,
      'an unpublish notice for every decision',
      180_000,
    );
    // The run's figures, for docs/quality.md.
    console.log(
      JSON.stringify({
        database: database?.env.DATABASE_URL ? 'postgres' : 'sqlite',
        items: ITEMS,
        kills: SUBMIT_KILLS + 1,
        submissionsSentAgain: retried,
        reports: all.length,
        decisions: DECISIONS,
        decisionBatchesAnsweredBeforeKill: killAfter,
        noticesReceived: [...site.notices.values()].reduce((sum, events) => sum + events.length, 0),
      }),
    );
  });
});
