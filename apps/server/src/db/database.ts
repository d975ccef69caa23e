import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { planOncePool } from './plan-once';
import type { Database } from './schema/database';
import { withStatementCache } from './statement-cache';
import { startCheckpointThread } from './wal-checkpoint-thread';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite. */
  databaseUrl?: string | undefined;
  /** SQLite file path (its folder is created). */
  sqliteFile?: string;
  /**
   * SQLite: who checkpoints the write-ahead log (decision 0201). 'thread', the server's default,
   * a worker thread; 'inline', the committing connection, as SQLite does by itself (tests,
   * commands).
   */
  sqliteCheckpoints?: SqliteCheckpoints;
  /** Told when the checkpoint thread ends by itself; the log says so. */
  onCheckpointThreadEnded?: (reason: string) => void;
}

/** Who checkpoints SQLite's write-ahead log; VIGIL_SQLITE_CHECKPOINTS takes the same words. */
export const SQLITE_CHECKPOINTS = ['thread', 'inline'] as const;
export type SqliteCheckpoints = (typeof SQLITE_CHECKPOINTS)[number];

export const SQLITE_FILE_NAME = 'vigil.sqlite';

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection closed by the server (restart, failover, a dropped test database)
    // is discarded by the pool; without a listener its 'error' event would crash the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: planOncePool(pool) }) });
    return { db, kind: 'postgres', destroy: () => db.destroy() };
  }
  if (!options.sqliteFile) throw new Error('A SQLite file path is required without DATABASE_URL');
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  // WAL lets readers proceed while a write commits; the busy timeout waits out short locks
  // instead of failing; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const checkpoints =
    options.sqliteCheckpoints === 'thread'
      ? startCheckpointThread(sqlite, { onEnded: options.onCheckpointThreadEnded })
      : undefined;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    db,
    kind: 'sqlite',
    destroy: async () => {
      await checkpoints?.stop();
      await db.destroy();
    },
  };
}
