/**
 * The dashboard benchmark's filled PostgreSQL database, kept between runs as a template when
 * the cluster outlives the run (`PG_DATA_DIR=… scripts/with-postgres.sh`, which then sets
 * VIGIL_PG_KEPT): writing a million reports and rebuilding their roll-ups takes a quarter of
 * an hour, copying the template a minute. The template carries what the run needs besides its
 * rows — the fixture (tenant, domains, deciders) and the server's secret key, which seals the
 * plugins' signing secrets — as its database comment. Each run works on a copy, so the
 * sign-ins and the write-cost benchmark never change the template.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const SECRET_KEY_FILE = 'secret.key';

export interface KeptDatabase<Fixture> {
  /** The database's URL, in the cluster of DATABASE_URL. */
  url: string;
  /** A data folder holding the secret key the database's sealed secrets need. */
  dataDir: string;
  fixture: Fixture;
  /** Drops the copy and its data folder. */
  drop(): Promise<void>;
}

interface TemplateComment<Fixture> {
  fixture: Fixture;
  secretKey: string;
}

/** Whether a template made now outlives the run. */
export const clusterIsKept = (): boolean => process.env.VIGIL_PG_KEPT === '1';

function baseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}

function urlOf(database: string): string {
  const url = new URL(baseUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => pg.escapeIdentifier(name);

/** An empty database of that name (dropped first if a half-built one is left) and a data folder. */
export async function createTemplateDatabase(
  name: string,
): Promise<{ url: string; dataDir: string }> {
  await withAdmin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted(name)}`);
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-template-'));
  return { url: urlOf(name), dataDir };
}

/** Marks the filled database complete: without the comment it is never used as a template. */
export async function sealTemplate<Fixture>(
  name: string,
  dataDir: string,
  fixture: Fixture,
): Promise<void> {
  const comment: TemplateComment<Fixture> = {
    fixture,
    secretKey: fs.readFileSync(path.join(dataDir, SECRET_KEY_FILE)).toString('base64'),
  };
  await withAdmin((client) =>
    client.query(
      `COMMENT ON DATABASE ${quoted(name)} IS ${pg.escapeLiteral(JSON.stringify(comment))}`,
    ),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function commentOf(client: pg.Client, name: string): Promise<string | undefined> {
  const found = await client.query<{ comment: string | null }>(
    `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
    [name],
  );
  return found.rows[0]?.comment ?? undefined;
}

/** Whether a filled and sealed template of that name is in the cluster. */
export function templateIsSealed(name: string): Promise<boolean> {
  return withAdmin(async (client) => (await commentOf(client, name)) !== undefined);
}

/** A copy of the sealed template `name` for one run, or undefined if there is none. */
export async function copyTemplate<Fixture>(
  name: string,
): Promise<KeptDatabase<Fixture> | undefined> {
  const copy = `${name}_run_${process.pid}`;
  const comment = await withAdmin(async (client) => {
    const text = await commentOf(client, name);
    if (!text) return undefined;
    await client.query(`DROP DATABASE IF EXISTS ${quoted(copy)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted(copy)} TEMPLATE ${quoted(name)}`);
    return JSON.parse(text) as TemplateComment<Fixture>;
  });
  if (!comment) return undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-dashboard-run-'));
  fs.writeFileSync(path.join(dataDir, SECRET_KEY_FILE), Buffer.from(comment.secretKey, 'base64'));
  return {
    url: urlOf(copy),
    dataDir,
    fixture: comment.fixture,
    async drop() {
      await withAdmin((client) =>
        client.query(`DROP DATABASE IF EXISTS ${quoted(copy)} WITH (FORCE)`),
      );
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
