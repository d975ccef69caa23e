/**
 * Statements PostgreSQL plans once per connection (decision 0179). A statement carrying
 * PLAN_ONCE is sent as a named prepared statement: parsed and analysed the first time a
 * connection sees its text, then only bound and run; after five runs PostgreSQL keeps a
 * generic plan when it costs no more than the custom ones. Meant for the hot reads whose
 * planning is a good share of their time (the roll-up reads of the dashboard and Analytics),
 * whose texts repeat, and whose plans do not turn on the values bound (an index range on the
 * tenant's roll-ups). Every other statement is sent as before. SQLite ignores the comment.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

const MARK = '/* vigil:plan-once */';

/** Appended to a statement with `.modifyEnd(PLAN_ONCE)`. */
export const PLAN_ONCE = sql.raw(MARK);

/** One name per text: the same text on any connection is the same prepared statement. */
const nameOf = (text: string): string =>
  `vigil_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

function planningOnce(client: pg.PoolClient): PostgresPoolClient {
  function query<R>(
    sqlText: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    statement: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof statement !== 'string') {
      return client.query(statement as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
    }
    const values = [...(parameters ?? [])];
    const config: pg.QueryConfig = statement.includes(MARK)
      ? { name: nameOf(statement), text: statement, values }
      : { text: statement, values };
    return client.query(config) as unknown as Promise<PostgresQueryResult<R>>;
  }
  return { query, release: () => client.release() };
}

/** The pool Kysely's PostgresDialect is given: `pool`'s clients, planning marked statements once. */
export function planOncePool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => planningOnce(await pool.connect()),
    end: () => pool.end(),
  };
}
