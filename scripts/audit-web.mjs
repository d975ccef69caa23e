#!/usr/bin/env node
// `npm run audit:web` (after `npm run build`): Lighthouse, driving Debian's Chromium, on the
// sign-in page and on the demo tenant's dashboard, moderation queue and domains, signed in as
// the demo administrator. The scores go into docs/quality.md between the lighthouse markers.
// Scores vary from run to run: this records them; CI does not gate on them (issue 19).
//
//   node scripts/audit-web.mjs [--preset desktop] [--no-write] [--json <folder>]
//
// --json keeps each page's full Lighthouse report there, to see why a check failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.VIGIL_AUDIT_PORT ?? 3299);
const baseUrl = `http://localhost:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const qualityFile = path.join(root, 'docs/quality.md');
const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const DEMO_ADMIN = { email: 'admin@demo.test', password: 'vigil-demo-password' };

const args = process.argv.slice(2);
const preset = args.includes('--preset') ? args[args.indexOf('--preset') + 1] : 'mobile';
const write = !args.includes('--no-write');
const jsonDir = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;

async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/health within three minutes');
}

async function signIn(page) {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[type="email"]').fill(DEMO_ADMIN.email);
  await page.locator('input[type="password"]').fill(DEMO_ADMIN.password);
  await Promise.all([
    page.waitForFunction(() => globalThis.location.pathname !== '/login', { timeout: 30_000 }),
    page.locator('button[type="submit"]').click(),
  ]);
  // A first sign-in shows the End User License Agreement in place of every screen; accept it
  // once, as a person would, so the audits measure the screens and not the agreement.
  const nav = 'nav[aria-label="Main navigation"]';
  const accept = '::-p-aria(Accept[role="button"])';
  const shown = await Promise.race([
    page.waitForSelector(nav, { timeout: 30_000 }).then(() => 'console'),
    page.waitForSelector(accept, { timeout: 30_000 }).then(() => 'eula'),
  ]);
  if (shown === 'eula') {
    await page.locator(accept).click();
    await page.waitForSelector(nav, { timeout: 30_000 });
  }
}

async function audit(browserPage, url) {
  const flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // The session lives in a cookie and the profile in local storage: keep both.
    disableStorageReset: true,
  };
  const config =
    preset === 'desktop'
      ? {
          extends: 'lighthouse:default',
          settings: {
            formFactor: 'desktop',
            screenEmulation: {
              mobile: false,
              width: 1350,
              height: 940,
              deviceScaleFactor: 1,
              disabled: false,
            },
            throttling: {
              rttMs: 40,
              throughputKbps: 10_240,
              cpuSlowdownMultiplier: 1,
              requestLatencyMs: 0,
              downloadThroughputKbps: 0,
              uploadThroughputKbps: 0,
            },
          },
        }
      : undefined;
  let result = await lighthouse(url, flags, config, browserPage);
  // A trace Lighthouse could not record (NO_NAVSTART and the like, seen on a busy machine)
  // scores 0; run that page once more rather than write a 0 that measured nothing.
  if (result?.lhr.runtimeError) result = await lighthouse(url, flags, config, browserPage);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url} twice: ${result.lhr.runtimeError.code}`);
  }
  if (jsonDir) {
    fs.mkdirSync(jsonDir, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    fs.writeFileSync(path.join(jsonDir, `${name || 'root'}.json`), JSON.stringify(result.lhr));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const failing = Object.values(result.lhr.audits)
    .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode === 'binary')
    .map((item) => item.id);
  return {
    url,
    scores,
    failing,
    version: result.lhr.lighthouseVersion,
    agent: result.lhr.environment.hostUserAgent,
  };
}

function table(rows, meta) {
  const lines = [
    `One run on ${meta.date}: Lighthouse ${meta.version}, ${meta.preset} preset, ${meta.browser}, on the demo tenant (\`npm run audit:web\`).`,
    '',
    '| Page | Performance | Accessibility | Best practices | Failing checks |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| \`${new URL(row.url).pathname}\` | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores['best-practices']} | ${row.failing.join(', ') || '—'} |`,
    ),
  ];
  return lines.join('\n');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-audit-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js', '--demo'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
try {
  await waitForHealth(180_000);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const rows = [];
  rows.push(await audit(page, `${baseUrl}/login`));
  await signIn(page);
  for (const screen of ['/dashboard', '/moderation', '/domains']) {
    rows.push(await audit(page, `${baseUrl}${screen}`));
  }
  await browser.disconnect();
  const meta = {
    date: new Date().toISOString().slice(0, 10),
    version: rows[0]?.version ?? '?',
    preset,
    browser: (rows[0]?.agent.match(/(HeadlessChrome|Chrome)\/[\d.]+/) ?? ['Chromium'])[0],
  };
  const markdown = table(rows, meta);
  console.log(markdown);
  if (write) {
    const text = fs.readFileSync(qualityFile, 'utf8');
    const from = text.indexOf(START);
    const to = text.indexOf(END);
    if (from < 0 || to < from) throw new Error(`docs/quality.md has no ${START} … ${END} block`);
    fs.writeFileSync(
      qualityFile,
      `${text.slice(0, from + START.length)}\n\n${markdown}\n\n${text.slice(to)}`,
    );
    console.log('\nWritten to docs/quality.md');
  }
} finally {
  if (chrome) await chrome.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
