/**
 * Helpers of the sweeps over the whole route table (issue 17): the ids rows hold, the URLs of
 * every id-taking route with those ids put in, and one call of each as a given person.
 */
import { buildPath, type EndpointDefinition } from '@vigil/contract';
import { sql } from 'kysely';
import type { TestServer } from '../test/test-server';
import type { SignedIn } from '../modules/users/users-test-kit';

export const PATH_PARAMS = ['id', 'chartId', 'componentId', 'ruleId', 'pluginId'] as const;

/** A route's path with 'x' in every parameter: where no real id matters. */
export const placeholderPath = (endpoint: EndpointDefinition): string =>
  buildPath(endpoint.path, Object.fromEntries(PATH_PARAMS.map((name) => [name, 'x'])));

/** Path parameters of the route table the sweeps do not fill: a new name must join PATH_PARAMS. */
export function unfilledParams(endpoints: readonly EndpointDefinition[]): string[] {
  const known = new Set<string>(PATH_PARAMS);
  return endpoints.flatMap((endpoint) =>
    [...endpoint.path.matchAll(/:([A-Za-z]+)/g)]
      .map((match) => match[1] ?? '')
      .filter((name) => !known.has(name))
      .map((name) => `${endpoint.method} ${endpoint.path}: ${name}`),
  );
}

/** The tables that have every one of `columns`, read from the database's own catalogue. */
async function tablesWith(server: TestServer, columns: readonly string[]): Promise<string[]> {
  const { db, kind } = server.ctx.database;
  const wanted = sql.join(columns.map((column) => sql.lit(column)));
  const rows =
    kind === 'postgres'
      ? (
          await sql<{ table_name: string }>`
            select table_name from information_schema.columns
            where table_schema = current_schema() and column_name in (${wanted})
            group by table_name having count(*) = ${columns.length}`.execute(db)
        ).rows
      : (
          await sql<{ table_name: string }>`
            select m.name as table_name from sqlite_master m join pragma_table_info(m.name) p
            where m.type = 'table' and p.name in (${wanted})
            group by m.name having count(*) = ${columns.length}`.execute(db)
        ).rows;
  return rows.map((row) => row.table_name);
}

/** Every `id` of every table with an `id` and a `column`, of the rows whose column is in `values`. */
export async function idsWhere(
  server: TestServer,
  column: string,
  values: readonly string[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const { db } = server.ctx.database;
  const ids = new Set<string>();
  for (const table of await tablesWith(server, ['id', column])) {
    const rows = await sql<{ id: string | number }>`
      select id from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(values)})`.execute(
      db,
    );
    for (const row of rows.rows) ids.add(String(row.id));
  }
  return [...ids];
}

/** Each id-taking route with the ids put in every parameter, and paired with each domain. */
export function urlsOf(
  endpoint: EndpointDefinition,
  ids: readonly string[],
  domains: readonly string[],
): string[] {
  const names = PATH_PARAMS.filter((name) => endpoint.path.includes(`:${name}`));
  if (names.length === 0) return [];
  const urls = new Set<string>();
  for (const id of ids) {
    const everywhere = Object.fromEntries(PATH_PARAMS.map((name) => [name, id]));
    urls.add(buildPath(endpoint.path, everywhere));
    if (names.length > 1 && endpoint.path.startsWith('/domains/:id/')) {
      for (const domain of domains)
        urls.add(buildPath(endpoint.path, { ...everywhere, id: domain }));
    }
  }
  return [...urls];
}

export interface SweepAnswer {
  route: string;
  status: number;
  body: string;
}

/** Calls every URL of `endpoints` with `ids` as `who`; a body of `{}` on every write. */
export async function sweepIds(
  server: TestServer,
  who: SignedIn,
  endpoints: readonly EndpointDefinition[],
  ids: readonly string[],
  domains: readonly string[],
): Promise<SweepAnswer[]> {
  const answers: SweepAnswer[] = [];
  for (const endpoint of endpoints) {
    for (const url of urlsOf(endpoint, ids, domains)) {
      const response = await server.app.inject({
        method: endpoint.method,
        url: `/api${url}`,
        headers: { ...who.headers, 'content-type': 'application/json' },
        ...(endpoint.method === 'GET' ? {} : { payload: '{}' }),
      });
      answers.push({
        route: `${endpoint.method} ${url}`,
        status: response.statusCode,
        body: response.body,
      });
    }
  }
  return answers;
}
