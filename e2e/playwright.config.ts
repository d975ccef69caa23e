import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_ISSUER,
  OIDC_PROVIDER_PORT,
} from './support/oidc-provider';
import { DEMO_BLOG_PORT, DEMO_BLOG_URL } from './support/demo-blog';
import { MOVED_SERVER_CLOCK_SPEC } from './support/server-clock';
import {
  WORDPRESS_INSTALLED,
  WORDPRESS_PORT,
  WORDPRESS_SPEC,
  WORDPRESS_URL,
} from './support/wordpress';

// The real server, serving the built console, on a fresh temporary data directory. The folder
// is chosen once in the main process; workers inherit it through the environment.
process.env.VIGIL_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-e2e-'));
const port = Number(process.env.VIGIL_E2E_PORT ?? 3199);
const baseURL = `http://localhost:${port}`;

// Debian's Chromium when installed (CI and these machines cannot download Playwright's own).
const systemChromium = '/usr/bin/chromium';
const executablePath = fs.existsSync(systemChromium) ? systemChromium : undefined;

const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/playwright-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  // Moving the server clock moves it for every later test (two-factor codes, sessions, rate
  // limits), so the one spec that moves it runs after all the others, whether they passed or
  // not: a teardown project runs once the project it belongs to has finished, in any case.
  // The WordPress plugin against a real WordPress (decision 0183) runs where Debian's wordpress
  // package is installed, as .ci/run does; it uses a domain of its own, before the clock moves.
  projects: [
    {
      name: 'console',
      testIgnore: [MOVED_SERVER_CLOCK_SPEC, WORDPRESS_SPEC],
      teardown: 'moved-server-clock',
    },
    ...(WORDPRESS_INSTALLED
      ? [{ name: 'wordpress', testMatch: WORDPRESS_SPEC, teardown: 'moved-server-clock' }]
      : []),
    { name: 'moved-server-clock', testMatch: MOVED_SERVER_CLOCK_SPEC },
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // A real OpenID provider standing in for Google; it must answer before Vigil starts.
      command: 'node e2e/support/oidc-provider-server.mjs',
      cwd: repoRoot,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'ignore',
      env: {
        OIDC_PROVIDER_PORT: String(OIDC_PROVIDER_PORT),
        OIDC_REDIRECT_URI: `${baseURL}/api/auth/oidc/google/callback`,
        OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET,
      },
    },
    {
      // --demo seeds the demo tenant into the fresh folder, so tests can sign in as its users.
      // The test build: the production bundle plus POST /api/test/clock, which moves its clock.
      command: 'node apps/server/dist/main-e2e.js --demo',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // Seeding the demo's year of history with every roll-up kind takes half a minute to a
      // minute on a busy two-core machine; the health check waits well past that.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        // The test build refuses to start under any other NODE_ENV.
        NODE_ENV: 'test',
        // scrypt N=2^14 instead of OWASP's 2^17 (allowed under NODE_ENV=test only, decision
        // 0125): every sign-in of the suite verifies a hash; the server tests cover 2^17.
        VIGIL_PASSWORD_HASH_COST: '14',
        DATA_DIR: process.env.VIGIL_E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        GOOGLE_ISSUER: OIDC_ISSUER,
        GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
        // The demo blog's callbacks go to this machine, as in `npm run demo` (decision 0120).
        VIGIL_EGRESS: 'public,loopback',
      },
    },
    {
      // The demo blog (examples/demo-site) connected with the keys the demo seed wrote to the
      // same folder; it waits for that file. No feeder: the tests write every comment themselves.
      command: 'node --import tsx examples/demo-site/src/main.ts',
      cwd: repoRoot,
      url: DEMO_BLOG_URL,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        DEMO_SITE_PORT: String(DEMO_BLOG_PORT),
        VIGIL_URL: baseURL,
        DATA_DIR: process.env.VIGIL_E2E_DATA_DIR,
        DEMO_SITE_FEED: 'false',
      },
    },
    ...(WORDPRESS_INSTALLED
      ? [
          {
            // Debian's WordPress on a MariaDB of its own, not installed yet: the test runs the
            // installer (e2e/support/wordpress-server.mjs).
            command: 'node e2e/support/wordpress-server.mjs',
            cwd: repoRoot,
            url: `${WORDPRESS_URL}/wp-admin/install.php`,
            reuseExistingServer: false,
            timeout: 90_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: { VIGIL_E2E_WP_PORT: String(WORDPRESS_PORT) },
            // SIGTERM lets the script stop MariaDB and remove its config file and folder.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
});
