import { parseArgs } from 'node:util';
import { loadConfig } from './env';
import { createTestBuildServer } from './modules/test-hooks/test-build-server';
import { createServer, type Server } from './server';
import { rebuildRollups } from './commands/rebuild-rollups';
import type { Config } from './env';

/** `node dist/main.js rebuild-rollups [--tenant <id>]`: rebuild, print, exit. */
async function rebuildCommand(config: Config): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: { tenant: { type: 'string' } },
  });
  const server = await createServer({ ...config, demo: false }, { startJobs: false });
  try {
    const summary = await rebuildRollups(server.ctx, values.tenant);
    for (const line of summary.lines) console.log(line);
  } finally {
    await server.close();
  }
}

// Entry point of `npm start` / `npm run demo`: configuration errors and failed migrations stop
// the process with a clear message; SIGINT/SIGTERM finish in-flight requests before exiting.
async function main(): Promise<void> {
  const config = loadConfig();
  if (process.argv[2] === 'rebuild-rollups') return rebuildCommand(config);
  let server: Server;
  // Only in the test build (dist/main-e2e.js, docs/decisions/0105-test-clock.md). Written as
  // `typeof … && …` so esbuild folds it to `false` in the production bundle, drops the branch,
  // and with it the test hooks (their modules do nothing on import, so nothing of them stays);
  // `npm run dev` leaves the flag undefined, which is also false.
  if (typeof __VIGIL_TEST_HOOKS__ !== 'undefined' && __VIGIL_TEST_HOOKS__) {
    server = await createTestBuildServer(config);
  } else {
    server = await createServer(config);
  }
  const { app } = server;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: `http://localhost:${config.port}`,
      database: server.ctx.database.kind,
      role: config.role,
      demo: config.demo,
    },
    config.role === 'worker' ? 'Vigil worker is ready' : 'Vigil is ready',
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Vigil could not start: ${message}\n`);
  process.exit(1);
});
