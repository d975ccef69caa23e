import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The roll-ups, laid out for their reads (decision 0150). A `level` column ('all' for the
 * rows that count every domain at once, domain_id '*'; 'domain' for the rest) comes before
 * `period` in the primary key, so reading the whole tenant's rows over a range walks those
 * rows only instead of every domain's rows of the range and skipping them. The count `n` is
 * kept in the key's B-tree: SQLite stores the table WITHOUT ROWID (the table is its primary
 * key), PostgreSQL includes `n` in the primary key's index (index-only scans). Rows are
 * copied, not rebuilt. The authors' rows lose their status (dim2 becomes '', the rows of
 * both unpublished statuses summed): the top authors count both, and one row per author,
 * domain and period lets a period's largest rows bound everyone else's.
 *
 * Two indexes of the authors' rows only (partial, so no other kind pays for them), for the
 * top authors of a range (modules/reports/rollups/rollup-leaders.ts): each period's rows by
 * count, and each author's rows by period. Both hold every column that query reads.
 */
const COLUMNS = `tenant_id, kind, grain, period, domain_id, dim1, dim2, n`;

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function createTable(db: Kysely<unknown>, name: string, withLevel: boolean) {
  const level = withLevel ? sql`level text not null,` : sql``;
  const key = withLevel
    ? sql`tenant_id, kind, grain, level, period, domain_id, dim1, dim2`
    : sql`tenant_id, kind, grain, period, domain_id, dim1, dim2`;
  const postgres = isPostgres(db);
  await sql`
    create table ${sql.table(name)} (
      tenant_id text not null references tenants (id) on delete cascade,
      kind text not null,
      grain text not null,
      ${level}
      period text not null,
      domain_id text not null,
      dim1 text not null,
      dim2 text not null,
      n integer not null,
      constraint ${sql.id(`${name}_pk`)} primary key (${key})
        ${postgres ? sql`include (n)` : sql``}
    ) ${postgres ? sql`` : sql`without rowid`}
  `.execute(db);
}

/** Replaces report_rollups by `next`, its rows copied by `copy`, keeping the key's name. */
async function replaceTable(
  db: Kysely<unknown>,
  withLevel: boolean,
  copy: ReturnType<typeof sql>,
): Promise<void> {
  await createTable(db, 'report_rollups_next', withLevel);
  await copy.execute(db);
  await db.schema.dropTable('report_rollups').execute();
  await db.schema.alterTable('report_rollups_next').renameTo('report_rollups').execute();
  if (isPostgres(db)) {
    await sql`
      alter table report_rollups rename constraint report_rollups_next_pk to report_rollups_pk
    `.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceTable(
    db,
    true,
    sql`
      insert into report_rollups_next (${sql.raw(COLUMNS)}, level)
      select tenant_id, kind, grain, period, domain_id, dim1,
        case when kind = 'authors' then '' else dim2 end, sum(n),
        case when domain_id = '*' then 'all' else 'domain' end
      from report_rollups
      group by tenant_id, kind, grain, period, domain_id, dim1,
        case when kind = 'authors' then '' else dim2 end
    `,
  );
  await sql`
    create index report_rollups_authors_by_count
    on report_rollups (tenant_id, grain, level, period, n, domain_id, dim1, dim2)
    where kind = 'authors'
  `.execute(db);
  await sql`
    create index report_rollups_authors_by_name
    on report_rollups (tenant_id, grain, level, dim1, domain_id, period, dim2, n)
    where kind = 'authors'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceTable(
    db,
    false,
    sql`
      insert into report_rollups_next (${sql.raw(COLUMNS)})
      select ${sql.raw(COLUMNS)} from report_rollups
    `,
  );
}
