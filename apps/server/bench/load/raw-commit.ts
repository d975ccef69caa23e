/**
 * The anchor the load suite's ingest figure is read against (issue 18): how many single-row
 * transactions a second the database commits on this machine, and how many rows a second in
 * batches — SQLite with the server's own settings (WAL, synchronous NORMAL), or the
 * PostgreSQL cluster of DATABASE_URL over one connection and over many.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

export interface CommitRate {
  name: string;
  perSecond: number;
}

const ROW = 'x'.repeat(300);

function sqliteRates(seconds: number): CommitRate[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-commit-'));
  try {
    const db = new SQLite(path.join(dir, 'anchor.sqlite'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec('create table rows (id integer primary key, body text not null)');
    const insert = db.prepare('insert into rows (body) values (?)');
    const single = db.transaction(() => insert.run(ROW));
    let count = 0;
    const end = Date.now() + seconds * 1000;
    const start = performance.now();
    while (Date.now() < end) {
      single();
      count += 1;
    }
    const singleRate = count / ((performance.now() - start) / 1000);
    const batch = db.transaction((size: number) => {
      for (let i = 0; i < size; i += 1) insert.run(ROW);
    });
    let rows = 0;
    const batchEnd = Date.now() + seconds * 1000;
    const batchStart = performance.now();
    while (Date.now() < batchEnd) {
      batch(500);
      rows += 500;
    }
    const batchRate = rows / ((performance.now() - batchStart) / 1000);
    db.close();
    return [
      { name: 'SQLite: single-row transactions / s', perSecond: singleRate },
      { name: 'SQLite: rows / s in 500-row transactions', perSecond: batchRate },
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresRates(url: string, seconds: number): Promise<CommitRate[]> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const table = `load_anchor_${Date.now()}`;
  try {
    await pool.query(`create table ${table} (id bigserial primary key, body text not null)`);
    const commitsFor = async (clients: number): Promise<number> => {
      let count = 0;
      const end = Date.now() + seconds * 1000;
      const start = performance.now();
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (Date.now() < end) {
            await pool.query(`insert into ${table} (body) values ($1)`, [ROW]);
            count += 1;
          }
        }),
      );
      return count / ((performance.now() - start) / 1000);
    };
    const one = await commitsFor(1);
    const ten = await commitsFor(10);
    return [
      { name: 'PostgreSQL: single-row transactions / s, one connection', perSecond: one },
      { name: 'PostgreSQL: single-row transactions / s, ten connections', perSecond: ten },
    ];
  } finally {
    await pool.query(`drop table if exists ${table}`).catch(() => undefined);
    await pool.end();
  }
}

export async function commitRates(seconds: number): Promise<CommitRate[]> {
  const url = process.env.DATABASE_URL;
  return url ? postgresRates(url, seconds) : sqliteRates(seconds);
}
