import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The bundles of build.mjs (docs/decisions/0105-test-clock.md): the production server has
 * no test clock at all; the test build has it, and starts only with NODE_ENV=test. Built into a
 * folder of its own under dist/ (where node_modules still resolve), then removed.
 */
describe('the production bundle and the test build', () => {
  let outdir: string;
  let dataDir: string;

  beforeAll(async () => {
    fs.mkdirSync(path.join(serverRoot, 'dist'), { recursive: true });
    outdir = fs.mkdtempSync(path.join(serverRoot, 'dist', 'build-check-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-test-build-'));
    await run(process.execPath, ['build.mjs', '--outdir', outdir], { cwd: serverRoot });
  });
  afterAll(() => {
    fs.rmSync(outdir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves the test clock out of the production bundle', () => {
    const production = fs.readFileSync(path.join(outdir, 'main.js'), 'utf8');
    const testBuild = fs.readFileSync(path.join(outdir, 'main-e2e.js'), 'utf8');
    for (const marker of ['/test/clock', 'ShiftableClock', 'registerTestClockRoute']) {
      expect(production.includes(marker), marker).toBe(false);
      expect(testBuild.includes(marker), marker).toBe(true);
    }
  });

  it('builds the text scanner’s worker beside the server, with the weights it reads', async () => {
    const worker = pathToFileURL(path.join(outdir, 'text-scan-worker.js')).href;
    const task = {
      text: 'You are a fucking idiot.',
      metadataText: '',
      links: [],
      mentions: [],
      personalData: { emails: 0, phones: 0, cards: 0 },
    };
    const script = `const { scanTextTask } = await import(${JSON.stringify(worker)});
      console.log(JSON.stringify(scanTextTask(${JSON.stringify(task)})));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    const scores = JSON.parse(stdout) as Record<string, number>;
    expect(scores['text-profanity']).toBeGreaterThanOrEqual(85);
    expect(scores['text-spam']).toBeLessThan(40);
  });

  it('builds the image scanner’s worker beside the server, its model found from there', async () => {
    const worker = pathToFileURL(path.join(outdir, 'image-scan-worker.js')).href;
    const picture = path.join(
      serverRoot,
      'src/modules/scanning/samples/images/demo/stand-in-nudity.jpg',
    );
    const script = `const { readFileSync } = await import('node:fs');
      const { scanImageTask } = await import(${JSON.stringify(worker)});
      const bytes = new Uint8Array(readFileSync(${JSON.stringify(picture)}));
      console.log(JSON.stringify(await scanImageTask({ bytes, mime: 'image/jpeg', prefix: 'image' })));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    const outcome = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      unavailable: boolean;
      scores?: Record<string, number>;
    };
    expect(outcome.unavailable).toBe(false);
    expect(Object.keys(outcome.scores ?? {}).sort()).toEqual([
      'image-explicit-drawing',
      'image-nudity',
      'image-suggestive',
    ]);
  });

  /** Environment of a bundle run: nothing inherited that could point it at a real database. */
  const env = (extra: Record<string, string>) => ({
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-console'),
    LOG_LEVEL: 'warn',
    ...extra,
  });

  it('refuses to start the test build without NODE_ENV=test', async () => {
    const failure = await run(process.execPath, [path.join(outdir, 'main-e2e.js')], {
      env: env({ PORT: '0', NODE_ENV: 'production' }),
    }).then(
      () => undefined,
      (error: unknown) => error as { code?: number; stderr?: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('runs only with NODE_ENV=test');
  });

  it('serves POST /api/test/clock from the test build', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(outdir, 'main-e2e.js')], {
      env: env({ PORT: String(port), NODE_ENV: 'test' }),
      stdio: 'ignore',
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitFor(`${base}/api/health`);
      const before = Date.now();
      const response = await fetch(`${base}/api/test/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advance_ms: 3_600_000 }),
      });
      expect(response.status).toBe(200);
      const { now } = (await response.json()) as { now: string };
      expect(Date.parse(now) - before).toBeGreaterThanOrEqual(3_600_000);
      expect(Date.parse(now) - Date.now()).toBeLessThanOrEqual(3_600_000);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }, 60_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
