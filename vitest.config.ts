import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, seven projects: `npm run test:unit` (contract + web + plugin-sdk),
// `npm run test:server`, and `npm run test:integration` (the real server as a child process
// with the demo site in front of it, and the WordPress plugin's PHP vector checks).
// `npm run test:heavy` runs the `heavy` project (crash and two-instance runs of the server).
// Every run also writes a JSON summary under test-results/ so CI can print one closing line.
export default defineConfig({
  test: {
    // Vitest's default leaves one core to the runner, which on a two-core machine (CI's) runs
    // the files one at a time. The files wait on databases, child servers and disk as much as
    // on the CPU: two at a time halve the server suite there (11.5 to 6.5 minutes on SQLite,
    // 16.5 to 8 on PostgreSQL). Larger machines keep the default.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          // build/ holds the build's own plugins (route preloads), tested beside the screens.
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // Screens driven by user-event through several Mantine fields take 2–3 s alone and
          // twice that beside the other suites on two cores; the limit catches a hang, not speed.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Each test file builds its own app on a fresh database; files run in parallel forks.
          pool: 'forks',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'plugin-sdk',
          root: './packages/plugin-sdk',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          root: './examples/demo-site',
          // The demo site's own tests (its pages, callbacks, feeder) and the end-to-end loop
          // against the real server (*.integration.test.ts).
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.heavy.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Each file starts its own server process; scanning images and restarts take time.
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // `npm run test:heavy`: the real server killed and restarted under thousands of
          // requests, and two of them on one database (issue 17). One file at a time.
          name: 'heavy',
          root: './examples/demo-site',
          include: ['src/**/*.heavy.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 1_800_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'wordpress',
          root: './integrations/wordpress',
          // The plugin's PHP checks of the shared signing vectors (run with the machine's php).
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
