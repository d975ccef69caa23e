/**
 * What `npm run demo` hands the demo site: the environment (ports, Vigil's address, feed) and
 * the keys file the server's demo seed writes to DATA_DIR/demo-site.json.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Written by the server's demo seed (apps/server/src/demo/demo-site-keys.ts). */
export const DEMO_SITE_KEYS_FILE = 'demo-site.json';

export interface DemoSiteKeys {
  vigilUrl: string;
  domain: string;
  accessKey: string;
  secretKey: string;
}

export interface DemoSiteEnv {
  port: number;
  vigilUrl: string;
  dataDir: string;
  feed: boolean;
  feedIntervalMs: number;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535 * 1000) {
    throw new Error(`${name} must be a whole number, got "${value}"`);
  }
  return parsed;
}

export function readDemoSiteEnv(env: Record<string, string | undefined>): DemoSiteEnv {
  const vigilPort = integer('PORT', env.PORT, 3000);
  return {
    port: integer('DEMO_SITE_PORT', env.DEMO_SITE_PORT, vigilPort + 1),
    vigilUrl: (env.VIGIL_URL ?? `http://localhost:${vigilPort}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? './data-demo'),
    feed: env.DEMO_SITE_FEED !== 'false',
    feedIntervalMs: integer('DEMO_SITE_FEED_INTERVAL_MS', env.DEMO_SITE_FEED_INTERVAL_MS, 4_000),
  };
}

function isKeys(value: unknown): value is DemoSiteKeys {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['vigilUrl', 'domain', 'accessKey', 'secretKey'].every(
    (key) => typeof record[key] === 'string' && record[key] !== '',
  );
}

export function readDemoSiteKeys(dataDir: string): DemoSiteKeys {
  const file = path.join(dataDir, DEMO_SITE_KEYS_FILE);
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isKeys(parsed)) throw new Error(`${file} lacks vigilUrl, domain, accessKey or secretKey`);
  return parsed;
}

/** The server writes the file as it starts; wait for it rather than fail a parallel start. */
export async function waitForDemoSiteKeys(
  dataDir: string,
  timeoutMs: number,
): Promise<DemoSiteKeys> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return readDemoSiteKeys(dataDir);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
