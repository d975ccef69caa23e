import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { TENANT_HEADER } from '@vigil/contract';
import type { Config, OidcProviderConfig } from '../env';
import { ManualClock } from '../lib/clock';
import type { PasswordHashParams } from '../lib/password';
import { BUILT_IN_DEFAULT_PLAN_ID, BUILT_IN_PLANS } from '../modules/plans/plan-config';
import { SESSION_COOKIE } from '../http/session-cookie';
import { createServer, type Server } from '../server';
import { createTestDatabase } from './test-database';

/** scrypt N=2^14: what every hash cost before decision 0125, a tenth of the OWASP cost. */
export const TEST_PASSWORD_HASH: PasswordHashParams = { N: 2 ** 14, r: 8, p: 1 };

/** A hashed asset large enough to be worth compressing. */
export const TEST_LARGE_ASSET = `export const rows = [${'"a moderately long repeated string", '.repeat(200)}];`;

export const TEST_INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

export interface TestServer extends Server {
  clock: ManualClock;
  /** Every log line the server wrote, as text. */
  logs: string[];
  dataDir: string;
  /**
   * Every wait the server asked for, in milliseconds, in order. Tests do not wait: the sleep
   * resolves at once, so a delay is asserted by its length, never by wall-clock time.
   */
  sleeps: number[];
}

export interface TestServerOptions {
  demo?: boolean;
  /** Serve a tiny built console from a temporary folder (default true). */
  withConsole?: boolean;
  /** The built console's index.html (default TEST_INDEX_HTML). */
  indexHtml?: string;
  /** The build's route table, written as route-preloads.json beside index.html (decision 0196). */
  routePreloads?: unknown;
  smtpUrl?: string;
  google?: OidcProviderConfig;
  /**
   * Run durable jobs in the background; by default tests call `ctx.jobs.drain()`, unless they
   * name a role (config.role), which then decides as in production.
   */
  startJobs?: boolean;
  /** Any other configuration to override. */
  config?: Partial<Config>;
}

/** A real server on a fresh database, reached in-process with `app.inject`. */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const webDistDir = path.join(database.dataDir, 'web-dist');
  if (options.withConsole !== false) {
    fs.mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDistDir, 'index.html'), options.indexHtml ?? TEST_INDEX_HTML);
    if (options.routePreloads !== undefined) {
      fs.writeFileSync(
        path.join(webDistDir, 'route-preloads.json'),
        JSON.stringify(options.routePreloads),
      );
    }
    fs.writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1);');
    // As the console's build leaves them: compressed copies beside a text file, a manifest.
    const large = path.join(webDistDir, 'assets', 'large-def456.js');
    fs.writeFileSync(large, TEST_LARGE_ASSET);
    fs.writeFileSync(`${large}.br`, zlib.brotliCompressSync(TEST_LARGE_ASSET));
    fs.writeFileSync(`${large}.gz`, zlib.gzipSync(TEST_LARGE_ASSET));
    fs.mkdirSync(path.join(webDistDir, '.vite'));
    fs.writeFileSync(path.join(webDistDir, '.vite', 'manifest.json'), '{}');
  }
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(database.dataDir, 'data'),
    databaseUrl: database.databaseUrl,
    logLevel: 'info',
    nodeEnv: 'test',
    trustProxy: false,
    webDistDir,
    demo: options.demo ?? false,
    demoHistory: true,
    publicUrl: 'http://localhost:3000',
    smtpUrl: options.smtpUrl,
    mailFrom: 'Vigil <no-reply@vigil.test>',
    secretKey: undefined,
    oidc: { google: options.google, microsoft: undefined },
    billing: { portalUrl: undefined, stripe: undefined },
    plans: { plans: BUILT_IN_PLANS, defaultPlanId: BUILT_IN_DEFAULT_PLAN_ID },
    s3: undefined,
    // Scans in the test's own thread: a test file scans a few items, and a thread per test
    // server would only slow it. scan-threads.test.ts and the built server use threads.
    scanning: { ffmpegPath: 'ffmpeg', threads: 0 },
    jobs: { leaseMs: 60_000 },
    // The committing connection checkpoints, as SQLite does alone: a thread per test server
    // would only slow the suite. wal-checkpoint-thread.test.ts and the built server use one.
    sqliteCheckpoints: 'inline',
    role: 'both',
    // The sites, receivers and engines tests stand up listen on 127.0.0.1 (decision 0120).
    egress: { loopback: true, private: false },
    // Cheaper than production's OWASP parameters (decision 0125): test files make hundreds of
    // accounts. password.test.ts and the sign-in rehash test use the real default.
    passwordHash: TEST_PASSWORD_HASH,
    ...options.config,
  };
  const logs: string[] = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString());
      callback();
    },
  });
  const clock = new ManualClock('2026-11-21T09:00:00.000Z');
  const sleeps: number[] = [];
  const server = await createServer(config, {
    clock,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    logDestination,
    startJobs: options.startJobs ?? (options.config?.role === undefined ? false : undefined),
  });
  return {
    ...server,
    clock,
    logs,
    sleeps,
    dataDir: config.dataDir,
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

/** The session cookie a response set, ready to send back. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error('The response set no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Headers of a signed-in console request. */
export function sessionHeaders(cookie: string, tenantId: string): Record<string, string> {
  return { cookie, [TENANT_HEADER]: tenantId };
}
