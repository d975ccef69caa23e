/**
 * The server under load: the production build (`apps/server/dist/main.js`) in its own process
 * on loopback, with the demo tenant seeded (`--demo`), on a fresh SQLite folder or, with
 * DATABASE_URL, on a fresh database of that PostgreSQL cluster (dropped afterwards).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface LoadServer {
  baseUrl: string;
  dataDir: string;
  database: 'sqlite' | 'postgres';
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
/** Seeding the demo's year of history takes up to a few minutes on a busy two-core machine. */
const START_TIMEOUT_MS = 10 * 60_000;

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/health in time');
}

async function createDatabase(clusterUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vigil_load_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: clusterUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  };
}

export async function startLoadServer(port: number): Promise<LoadServer> {
  if (!fs.existsSync(MAIN)) throw new Error('build the server first: npm run build -w apps/server');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-load-'));
  const clusterUrl = process.env.DATABASE_URL;
  const database = clusterUrl ? await createDatabase(clusterUrl) : undefined;
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
    // The suite's own callback receiver listens on loopback (decision 0120).
    VIGIL_EGRESS: 'public,loopback',
    // The demo tenant has no plan of its own, so it gets the default. Starter's 10,000
    // credits a month run out within a backlog run, and from then on every scan waits for the
    // next month (decision 0083): the backlog would stop draining for want of credits, not of
    // speed. Enterprise's million covers any run.
    VIGIL_DEFAULT_PLAN: process.env.VIGIL_DEFAULT_PLAN ?? 'enterprise',
  };
  if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  // e.g. LOAD_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to see where the time goes.
  const nodeArgs = (process.env.LOAD_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, MAIN, '--demo'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, database: database ? 'postgres' : 'sqlite', stop };
}
