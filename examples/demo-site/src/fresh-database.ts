/**
 * For the heavy tests: with DATABASE_URL set (scripts/with-postgres.sh), a database of their
 * own in that PostgreSQL cluster, dropped afterwards; without it, nothing (the server then
 * keeps its SQLite file in the test's data directory).
 */
import pg from 'pg';

export interface FreshDatabase {
  /** What the server gets as DATABASE_URL. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** One statement on its own connection to `url`; the rows it answers. */
export async function runSql<Row>(
  url: string,
  statement: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

export async function freshDatabase(prefix: string): Promise<FreshDatabase> {
  const clusterUrl = process.env.DATABASE_URL;
  if (!clusterUrl) return { env: {}, drop: async () => undefined };
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  await runSql(clusterUrl, `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await runSql(clusterUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    },
  };
}
