#!/usr/bin/env node
// The console's size budget (issue 19, decision 0172), read from the production build's
// manifest: which chunks each route loads, gzipped. Deterministic — sizes, never timings.
//
//   node scripts/web-budget.mjs [--dist apps/web/dist] [--markdown] [--chunks]
//
// Budgets: the sign-in page loads at most 180 KB of gzipped JavaScript in all; any other
// screen at most 150 KB beyond the app shell; all CSS at most 50 KB. A screen counts its own
// chunk, everything that chunk imports, and the code it imports lazily while rendering
// (charts); code fetched only on a user's action is listed apart (ON_DEMAND).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
const SCREEN_MODULES = join(ROOT, 'apps/web/src/app/screen-modules.ts');

const KB = 1024;
export const BUDGETS = { loginJs: 180 * KB, screenJs: 150 * KB, css: 50 * KB };

/** Screens outside the signed-in console: measured with the shell only. */
const PLAIN_SCREENS = new Set([
  'login',
  'confirmAccount',
  'forgottenPassword',
  'resetPassword',
  'authSetup',
  'authRecovery',
  'authOtp',
  'accountVerify',
  'accountLink',
  'accountLinked',
  'notFound',
]);
/** The console's frame (navigation, EULA gate): loaded with every signed-in screen. */
const CONSOLE_FRAME = 'console';
/**
 * Fetched only when something happens: the password dictionaries when a new password is
 * typed, the dialog host with the first dialog, the toast container with the first toast.
 * Matched against manifest keys.
 */
const ON_DEMAND = [
  { name: 'password strength', pattern: /@zxcvbn-ts\// },
  { name: 'dialogs', pattern: /src\/components\/modals-provider-module\.tsx$/ },
  { name: 'toasts', pattern: /src\/components\/notifications-module\.tsx$/ },
];

/**
 * Tabs a screen loads only when they are opened (decision 0184): not counted in their screen's
 * row, but measured as a row of their own — the screen with that tab open — under the same
 * budget. Matched against manifest keys.
 */
const LAZY_TABS = [
  {
    name: 'settings › content policy',
    screen: 'settings',
    pattern: /src\/features\/settings\/policy\/content-policy-tab\.tsx$/,
  },
  {
    name: 'settings › billing',
    screen: 'settings',
    pattern: /src\/features\/settings\/billing\/billing-tab\.tsx$/,
  },
  {
    name: 'settings › users',
    screen: 'settings',
    pattern: /src\/features\/settings\/users\/users-tab\.tsx$/,
  },
  {
    name: 'settings › account',
    screen: 'settings',
    pattern: /src\/features\/settings\/account\/account-tab\.tsx$/,
  },
];

/**
 * Screens over budget today, each with the reason and a ceiling at about its present size: a
 * ratchet, so they cannot grow while the cause is fixed, never a pass. Remove an entry when
 * its screen meets the budget (the check says so). The dashboard and Analytics met it once
 * their charts were drawn without recharts (decision 0175), Settings once every tab but
 * Security loaded when opened (decision 0191).
 */
const KNOWN_EXCESS = {};

function parseArgs(argv) {
  const args = { dist: join(ROOT, 'apps/web/dist'), markdown: false, chunks: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dist') args.dist = resolve(argv[(i += 1)] ?? '');
    else if (arg === '--markdown') args.markdown = true;
    else if (arg === '--chunks') args.chunks = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  return args;
}

/** `name: () => import('path')` pairs of screen-modules.ts, as manifest keys (src/…). */
export function readScreenModules(source) {
  const screens = new Map();
  const pattern = /(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  for (const [, name, path] of source.matchAll(pattern)) {
    const key = join('src/app', path).replace(/\\/g, '/');
    screens.set(name, /\.\w+$/.test(key) ? key : `${key}.tsx`);
  }
  return screens;
}

export function measureBuild(dist, screens) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const chunk = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build manifest`);
    return entry;
  };
  const onDemand = (key) => ON_DEMAND.some(({ pattern }) => pattern.test(key));
  const lazyTab = (key) => LAZY_TABS.some(({ pattern }) => pattern.test(key));

  /** Manifest keys a key loads: static imports always, lazy ones unless fetched on demand. */
  const closure = (keys, { lazy }) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || (lazy && onDemand(key))) return;
      seen.add(key);
      const entry = chunk(key);
      for (const next of entry.imports ?? []) visit(next);
      if (lazy) {
        for (const next of entry.dynamicImports ?? []) {
          if (!isScreen(next) && !lazyTab(next)) visit(next);
        }
      }
    };
    keys.forEach(visit);
    return seen;
  };
  const screenKeys = new Set(screens.values());
  const isScreen = (key) => screenKeys.has(key);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  // What every page loads before its screen: the entry, its imports, and what it fetches
  // lazily at start (nothing on demand, no screen).
  const shell = closure([entryKey], { lazy: true });
  const jsOf = (keys) => [...keys].map((key) => chunk(key).file).filter((f) => f.endsWith('.js'));
  const cssOf = (keys) => [...new Set([...keys].flatMap((key) => chunk(key).css ?? []))];
  const sum = (files) => files.reduce((total, file) => total + gz(file), 0);

  const shellJs = sum(jsOf(shell));
  const shellCss = cssOf(shell);
  // Every lazily loaded module must be a screen or reached from one: a new route that
  // bypasses screen-modules.ts would otherwise escape the budget.
  const reached = new Set(shell);
  const rows = [];
  const tabRows = LAZY_TABS.map(({ name, screen, pattern }) => {
    const tabKey = Object.keys(manifest).find((key) => pattern.test(key));
    const screenKey = screens.get(screen);
    if (!tabKey || !screenKey) throw new Error(`${name}: its screen or tab is not in the build`);
    return [name, screenKey, tabKey];
  });
  for (const [name, key, tabKey] of [
    ...[...screens].map(([name, key]) => [name, key, null]),
    ...tabRows,
  ]) {
    if (name === CONSOLE_FRAME) continue;
    const roots = PLAIN_SCREENS.has(name) ? [key] : [screens.get(CONSOLE_FRAME), key];
    if (tabKey) roots.push(tabKey);
    const loads = closure(roots, { lazy: true });
    for (const k of loads) reached.add(k);
    const extra = [...loads].filter((k) => !shell.has(k));
    const extraJs = jsOf(extra);
    const css = [...new Set([...shellCss, ...cssOf(loads)])];
    rows.push({
      name,
      module: key,
      chunks: extraJs,
      screenJs: sum(extraJs),
      totalJs: shellJs + sum(extraJs),
      css: sum(css),
    });
  }

  const stray = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && !reached.has(key) && !onDemand(key),
  );
  const onDemandRows = ON_DEMAND.map(({ name, pattern }) => {
    const keys = Object.keys(manifest).filter(
      (key) => manifest[key].isDynamicEntry && pattern.test(key),
    );
    const loads = [...closure(keys, { lazy: false })].filter((k) => !shell.has(k));
    return { name, js: sum(jsOf(loads)) };
  });

  return {
    shellJs,
    shellChunks: jsOf(shell).length,
    css: sum(cssOf(new Set(Object.keys(manifest)))),
    rows,
    stray,
    onDemandRows,
  };
}

export function judge(result) {
  const failures = [];
  const known = [];
  for (const row of result.rows) {
    const excess = KNOWN_EXCESS[row.name];
    if (excess) {
      if (row.screenJs > excess.ceiling) {
        failures.push(
          `${row.name} adds ${kb(row.screenJs)}, above its ceiling of ${kb(excess.ceiling)}`,
        );
      } else if (row.screenJs <= BUDGETS.screenJs) {
        failures.push(`${row.name} is within budget now: remove it from KNOWN_EXCESS`);
      } else {
        known.push(
          `${row.name} adds ${kb(row.screenJs)} beyond the shell, over the ${kb(BUDGETS.screenJs)} budget: ${excess.reason}`,
        );
      }
      continue;
    }
    if (row.name === 'login' && row.totalJs > BUDGETS.loginJs) {
      failures.push(
        `/login loads ${kb(row.totalJs)} of JavaScript (budget ${kb(BUDGETS.loginJs)})`,
      );
    }
    if (row.name !== 'login' && row.screenJs > BUDGETS.screenJs) {
      failures.push(
        `${row.name} adds ${kb(row.screenJs)} beyond the shell (budget ${kb(BUDGETS.screenJs)})`,
      );
    }
    if (row.css > BUDGETS.css)
      failures.push(`${row.name} loads ${kb(row.css)} of CSS (budget ${kb(BUDGETS.css)})`);
  }
  if (result.css > BUDGETS.css)
    failures.push(`the build's CSS is ${kb(result.css)} (budget ${kb(BUDGETS.css)})`);
  for (const key of result.stray)
    failures.push(`${key} is loaded lazily but is no screen of screen-modules.ts`);
  return { failures, known };
}

function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

export function formatTable(result, { markdown, chunks }) {
  const header = ['Screen', 'Beyond shell (JS gz)', 'Total JS gz', 'CSS gz', 'Chunks'];
  const lines = [
    ['app shell', '—', kb(result.shellJs), '', String(result.shellChunks)],
    ...result.rows.map((row) => [
      row.name,
      kb(row.screenJs),
      kb(row.totalJs),
      kb(row.css),
      chunks ? row.chunks.join(' ') : String(row.chunks.length),
    ]),
    ...result.onDemandRows.map((row) => [`on demand: ${row.name}`, kb(row.js), '', '', '']),
  ];
  if (markdown) {
    return [
      `| ${header.join(' | ')} |`,
      `|${header.map(() => '---').join('|')}|`,
      ...lines.map((line) => `| ${line.join(' | ')} |`),
    ].join('\n');
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const pad = (line) => line.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  return [pad(header), ...lines.map(pad)].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs(process.argv.slice(2));
  const screens = readScreenModules(readFileSync(SCREEN_MODULES, 'utf8'));
  const result = measureBuild(args.dist, screens);
  console.log(formatTable(result, args));
  const { failures, known } = judge(result);
  console.log(
    `\nBudgets: /login ≤ ${kb(BUDGETS.loginJs)} of JavaScript; any other screen ≤ ${kb(BUDGETS.screenJs)} beyond the shell; CSS ≤ ${kb(BUDGETS.css)}.`,
  );
  if (known.length > 0) {
    console.log(`\nKnown excess, held at its ceiling:\n${known.map((k) => `  - ${k}`).join('\n')}`);
  }
  if (failures.length > 0) {
    console.error(`\nOver budget:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    known.length > 0
      ? 'Every other route is within its budget.'
      : 'Every route is within its budget.',
  );
}
