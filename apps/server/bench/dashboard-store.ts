/**
 * Writes the generated reports as fast as each database takes them, because a million reports
 * through Kysely's row-by-row parameter binding would take most of an hour. SQLite: one
 * prepared statement per table on a connection of our own, one transaction per chunk, with
 * the rollback journal in memory while the file is built (it is a throwaway until it is complete). PostgreSQL:
 * a chunk's rows as one JSON parameter expanded by json_populate_recordset, the nearest thing
 * to COPY that the pg driver does without another package.
 */
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema/database';
import type { VolumeChunk } from './dashboard-volume';

type Table = 'reports' | 'report_scores' | 'audit_log';
type Row = Readonly<Record<string, unknown>>;

export interface VolumeStore {
  write(chunk: VolumeChunk): Promise<void>;
  close(): Promise<void>;
}

const TABLES: ReadonlyArray<{ table: Table; rows: (chunk: VolumeChunk) => readonly Row[] }> = [
  { table: 'reports', rows: (chunk) => chunk.reports },
  { table: 'report_scores', rows: (chunk) => chunk.scores },
  { table: 'audit_log', rows: (chunk) => chunk.audit },
];

/** Opens the (closed) server's SQLite file for the bulk load. */
export function openSqliteStore(file: string): VolumeStore {
  const sqlite = new SQLite(file);
  // Not WAL: every page would be written twice. Nothing else has the file open, and a crash
  // leaves a half-built file that is never cached. (This build of SQLite refuses OFF.)
  sqlite.pragma('journal_mode = MEMORY');
  sqlite.pragma('synchronous = OFF');
  // Room for the indexes of a million random ids, so each insert finds its pages in memory.
  sqlite.pragma('cache_size = -524288');
  const statements = new Map<Table, SQLite.Statement>();
  function statement(table: Table, sample: Row): SQLite.Statement {
    let prepared = statements.get(table);
    if (!prepared) {
      const columns = Object.keys(sample);
      prepared = sqlite.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
      );
      statements.set(table, prepared);
    }
    return prepared;
  }
  const writeChunk = sqlite.transaction((chunk: VolumeChunk) => {
    for (const { table, rows } of TABLES) {
      const all = rows(chunk);
      const first = all[0];
      if (!first) continue;
      const insert = statement(table, first);
      for (const row of all) insert.run(row);
    }
  });
  return {
    write(chunk) {
      writeChunk(chunk);
      return Promise.resolve();
    },
    close() {
      // The server's own mode again, as migrations left it.
      sqlite.pragma('journal_mode = WAL');
      sqlite.close();
      return Promise.resolve();
    },
  };
}

/** Rows per statement: a few megabytes of JSON each. */
const PG_BATCH: Readonly<Record<Table, number>> = {
  reports: 5_000,
  report_scores: 40_000,
  audit_log: 20_000,
};

export function openPostgresStore(db: Kysely<Database>): VolumeStore {
  return {
    async write(chunk) {
      await db.transaction().execute(async (trx) => {
        for (const { table, rows } of TABLES) {
          const all = rows(chunk);
          for (let start = 0; start < all.length; start += PG_BATCH[table]) {
            const json = JSON.stringify(all.slice(start, start + PG_BATCH[table]));
            await sql`
              insert into ${sql.table(table)}
              select * from json_populate_recordset(null::${sql.table(table)}, ${json}::json)
            `.execute(trx);
          }
        }
      });
    },
    close: () => Promise.resolve(),
  };
}
