/**
 * Prepared statements kept by their SQL text (decision 0195). better-sqlite3 compiles a
 * statement on every `prepare`, and Kysely prepares every query it sends: under the plugins'
 * submit load that compiling was a fifth of the server's CPU. SQLite re-prepares a kept
 * statement by itself after a schema change, so a migration needs nothing from here.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept, the least recently used dropped first; the server sends fewer. */
export const STATEMENT_CACHE_SIZE = 2_000;

export function withStatementCache(
  sqlite: SQLite.Database,
  limit = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close() {
      kept.clear();
      sqlite.close();
    },
    prepare(sql) {
      // No statement is busy when asked for: while one is iterated (a streamed query),
      // better-sqlite3 refuses every other query on the connection.
      const found = kept.get(sql);
      if (found !== undefined) {
        kept.delete(sql);
        kept.set(sql, found);
        return found;
      }
      const statement = sqlite.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > limit) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      return statement;
    },
  };
}
