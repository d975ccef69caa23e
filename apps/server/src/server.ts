import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from './app';
import { buildWorkerApp } from './worker-app';
import { rebuildRollups } from './commands/rebuild-rollups';
import { createContext, type AppContext } from './context';
import { openDatabase, SQLITE_FILE_NAME } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './demo/demo-seed';
import type { Config } from './env';
import { createLogger } from './http/logger';
import { systemClock, type Clock } from './lib/clock';
import { createMailer } from './lib/mailer';
import { createSecretBox, loadSecretKey } from './lib/secret-box';
import { createArtifactStore } from './modules/artifacts/create-artifact-store';
import { createArtifactUrlSigner } from './modules/artifacts/artifact-url-signer';
import { scheduleHousekeeping } from './modules/housekeeping/housekeeping-job';
import { createScanThreads, noScanThreads, type ScanThreads } from './modules/engine/scan-threads';
import { scheduleTransparencyReports } from './modules/transparency/transparency-job';
import { registerJobHandlers } from './job-handlers';
import type { Sleep } from './modules/auth/guess-throttle';

export interface StartOptions {
  clock?: Clock;
  logDestination?: DestinationStream;
  /**
   * Run durable jobs in the background (default: unless the role is api; tests drain them by
   * hand).
   */
  startJobs?: boolean;
  /** How the server waits before checking a guessed secret (default: a real timer). */
  sleep?: Sleep;
}

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/**
 * Migrations after which the roll-ups must be built again from the reports: the one that adds
 * them, and any that changes what a report counts for (a new kind, other buckets) or the
 * table's shape. The start that applies one rebuilds every tenant's roll-ups once.
 */
const ROLLUP_REBUILD_MIGRATIONS: ReadonlySet<string> = new Set([
  '20261124010000-report-rollups',
  // The transparency reports' kinds, which read the new automated_status (decision 0160).
  '20261125120000-automated-status',
  // The moderation activity's kind and the submissions by outcome (decision 0151).
  '20261125200000-rollup-activity',
  // Analytics' and the Streams what-if's kinds, scores included (decision 0170).
  '20261127000000-rollup-analytics',
  // The response-time rows with their buckets' groups (decision 0152).
  '20261127000100-response-groups',
  // The response times' groups as a kind of their own (decision 0153).
  '20261127000200-response-group-sums',
]);

/** Opens the database, migrates it, seeds the demo when asked, and builds the app. */
export async function createServer(config: Config, options: StartOptions = {}): Promise<Server> {
  const logger = createLogger({ level: config.logLevel, destination: options.logDestination });
  const sqliteFile = path.join(config.dataDir, SQLITE_FILE_NAME);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile,
    sqliteCheckpoints: config.sqliteCheckpoints,
    onCheckpointThreadEnded: (reason) =>
      logger.warn({ reason }, 'the SQLite checkpoint thread ended; the server checkpoints itself'),
  });
  let scanThreads: ScanThreads | undefined;
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger,
    });
    const secretKeyMaterial = loadSecretKey(config.secretKey, config.dataDir);
    const secretBox = createSecretBox(secretKeyMaterial);
    const clock = options.clock ?? systemClock;
    const artifactUrls = createArtifactUrlSigner(secretKeyMaterial, clock);
    const ctx = createContext({
      config,
      database,
      clock,
      logger,
      mailer,
      secretBox,
      artifacts: createArtifactStore(config, artifactUrls),
      artifactUrls,
      // The text threads (or this one) read the weights and build the spelling tables now,
      // so that no scan pays for them.
      scanThreads: (scanThreads =
        config.role === 'api' ? noScanThreads() : createScanThreads(config.scanning.threads)),
      sleep: options.sleep ?? ((ms) => delay(ms)),
    });
    registerJobHandlers(ctx);
    if (applied.some((name) => ROLLUP_REBUILD_MIGRATIONS.has(name))) {
      // An upgrade: the reports were there before these roll-ups (decision 0140).
      const { lines } = await rebuildRollups(ctx);
      logger.info({ rollups: lines.at(-1) }, 'dashboard roll-ups built from the reports');
    }
    if (config.demo) await seedDemoIfEmpty(ctx);
    // A worker answers only its health check: the console and the APIs are the API role's.
    const app = config.role === 'worker' ? await buildWorkerApp(ctx) : await buildApp(ctx);
    if (options.startJobs ?? config.role !== 'api') {
      // Each instance that runs jobs asks for housekeeping and the monthly transparency
      // reports (catching up months missed while down); the dedupe keys keep one job each.
      await scheduleHousekeeping(ctx);
      await scheduleTransparencyReports(ctx);
      ctx.jobs.start();
    }
    return {
      app,
      ctx,
      async close() {
        await ctx.jobs.stop();
        await app.close();
        await ctx.scanThreads.close();
        await database.destroy();
      },
    };
  } catch (error) {
    await scanThreads?.close();
    await database.destroy();
    throw error;
  }
}
