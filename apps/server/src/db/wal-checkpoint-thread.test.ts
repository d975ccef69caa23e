import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { SERVING_CHECKPOINT_BOUND, startCheckpointThread } from './wal-checkpoint-thread';

/** The serving connection's threshold, read through Kysely as the server would. */
const autocheckpoint = async (handle: DatabaseHandle) =>
  (await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(handle.db)).rows[0]
    ?.wal_autocheckpoint;

/** Polls until `check` passes (its own assertion says what did not happen). */
const until = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 50 });

describe('SQLite checkpoints in a thread of their own (decision 0201)', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-checkpoint-'));
    file = path.join(dir, 'vigil.sqlite');
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** About 1,600 pages of 4 KiB, one transaction each: more than SQLite's own threshold. */
  async function writePages(handle: DatabaseHandle) {
    await sql`CREATE TABLE pages (id INTEGER PRIMARY KEY, body BLOB)`.execute(handle.db);
    const body = Buffer.alloc(6_000, 7);
    for (let i = 0; i < 800; i += 1) {
      await sql`INSERT INTO pages (body) VALUES (${body})`.execute(handle.db);
    }
  }

  it('copies the log into the database file while the serving connection never does', async () => {
    const handle = openDatabase({ sqliteFile: file, sqliteCheckpoints: 'thread' });
    try {
      await sql`PRAGMA journal_mode`.execute(handle.db);
      expect(await autocheckpoint(handle)).toBe(SERVING_CHECKPOINT_BOUND);
      await writePages(handle);
      // 800 rows of 6,000 bytes: about 5 MB once in the file, which only a checkpoint writes
      // (the serving connection's bound, 10,000 pages, is far above what was written).
      await until(() => expect(fs.statSync(file).size).toBeGreaterThan(4_000_000));
      const count = await sql<{ n: number }>`SELECT count(*) AS n FROM pages`.execute(handle.db);
      expect(count.rows[0]?.n).toBe(800);
    } finally {
      await handle.destroy();
    }
    // Closed cleanly: a new connection reads every row.
    const reader = new SQLite(file, { readonly: true });
    expect(reader.prepare('SELECT count(*) AS n FROM pages').get()).toEqual({ n: 800 });
    reader.close();
  });

  it('leaves checkpoints to the serving connection when asked to (tests, commands)', async () => {
    const handle = openDatabase({ sqliteFile: file, sqliteCheckpoints: 'inline' });
    try {
      expect(await autocheckpoint(handle)).toBe(1_000);
    } finally {
      await handle.destroy();
    }
  });

  it('gives the checkpoints back to the serving connection when the thread ends by itself', async () => {
    const serving = new SQLite(file);
    serving.pragma('journal_mode = WAL');
    // The thread cannot open a file that is gone: it ends at once.
    fs.rmSync(file);
    const reasons: string[] = [];
    const thread = startCheckpointThread(serving, { onEnded: (reason) => reasons.push(reason) });
    try {
      await until(() => expect(reasons).not.toHaveLength(0));
      expect(reasons[0]).toBe('SQLITE_CANTOPEN');
      expect(serving.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    } finally {
      await thread.stop();
      serving.close();
    }
  });
});
