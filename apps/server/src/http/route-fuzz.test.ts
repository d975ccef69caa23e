/**
 * Fuzzing over the whole route table (issue 17, the fast part): every console route, called as
 * a signed-in administrator with arbitrary bodies, queries and path ids, and every plugin
 * route, signed with a real key pair, answers without a 5xx, and every refusal has the
 * documented error shape. Every string a request carries ends with that request's own marker;
 * afterwards no table holds the marker of a request that was refused, so a refusal stored
 * nothing. New routes are covered the moment they are registered.
 */
import { buildPath, ZErrorResponseSchema, type EndpointDefinition } from '@vigil/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';
import { seedQueueSite, type QueueSite } from '../modules/moderation/moderation-test-kit';
import { signedCall } from '../modules/plugin-api/plugin-api-test-kit';
import { registeredEndpoints } from './register-endpoint';

/** Runs per route; the long run (VIGIL_FUZZ_RUNS) is for npm run test:heavy. */
const RUNS = Number(process.env.VIGIL_FUZZ_RUNS ?? 12);
/**
 * A fixed seed by default, so CI answers the same for the same code; set VIGIL_FUZZ_SEED to
 * explore other inputs (fast-check prints the seed and path of a failure to replay it).
 */
const SEED = Number(process.env.VIGIL_FUZZ_SEED ?? 20261128);
/** Every route takes a few milliseconds a run; the long run needs minutes. */
const TIMEOUT_MS = 60_000 + RUNS * 2_000;

/**
 * Calls that end or change the caller's own sign-in: fuzzing them would sign the sweep out
 * half-way (they are fuzzed by their own tests' invalid cases).
 */
const SKIPPED = new Set([
  'POST /logout',
  'PUT /user/password',
  'DELETE /user/two-factor-authentication',
]);

/**
 * Answers above 499 that are the documented state of this installation, not a fault: billing
 * is not configured in tests, so the portal link is 503 with its message.
 */
const EXPECTED_UNAVAILABLE = new Set(['GET /tenant/billing']);

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'null', '<script>alert(1)</script>', '../../etc'),
);
const value = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
);
const body = fc.oneof(
  fc.dictionary(fc.oneof(text, fc.constantFrom('id', 'name', 'email', 'ids', 'text')), value, {
    maxKeys: 5,
  }),
  fc.jsonValue({ maxDepth: 3 }),
);
const query = fc.dictionary(
  fc.oneof(text, fc.constantFrom('from', 'to', 'status', 'cursor', 'limit', 'domain')),
  text,
  { maxKeys: 4 },
);
const pathId = fc.oneof(
  text.filter((id) => id.length > 0),
  fc.integer().map(String),
);

/** Each request's strings end with `~fz<n>~`, n counting the requests. */
const MARKER = /~fz(\d+)~/g;
let requests = 0;
const accepted = new Set<number>();

function marked<T>(value: T, tag: string): T {
  if (typeof value === 'string') return `${value}${tag}` as T;
  if (Array.isArray(value)) return value.map((item: unknown) => marked(item, tag)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, marked(item, tag)]),
    ) as T;
  }
  return value;
}

/** Every text value of every table that holds a request's marker, as `table.column: text`. */
async function storedMarkers(server: TestServer): Promise<Map<number, string>> {
  const { db, kind } = server.ctx.database;
  const columns =
    kind === 'postgres'
      ? (
          await sql<{ table_name: string; column_name: string }>`
            select table_name, column_name from information_schema.columns
            where table_schema = current_schema()
              and data_type in ('text', 'character varying', 'json', 'jsonb')`.execute(db)
        ).rows
      : (
          await sql<{ table_name: string; column_name: string }>`
            select m.name as table_name, p.name as column_name
            from sqlite_master m join pragma_table_info(m.name) p
            where m.type = 'table' and upper(p.type) = 'TEXT'`.execute(db)
        ).rows;
  const found = new Map<number, string>();
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await sql<{ value: string }>`
      select cast(${sql.ref(column)} as text) as value from ${sql.table(table)}
      where cast(${sql.ref(column)} as text) like ${'%~fz%'}`.execute(db);
    for (const { value } of rows.rows) {
      for (const match of value.matchAll(MARKER)) {
        found.set(Number(match[1]), `${table}.${column}: ${value.slice(0, 120)}`);
      }
    }
  }
  return found;
}

function urlOf(endpoint: EndpointDefinition, id: string, search: Record<string, string>): string {
  const params = { id, chartId: id, componentId: id, ruleId: id, pluginId: id };
  const qs = new URLSearchParams(search).toString();
  return `/api${buildPath(endpoint.path, params)}${qs === '' ? '' : `?${qs}`}`;
}

function expectHandled(route: string, status: number, raw: string): void {
  if (!(status === 503 && EXPECTED_UNAVAILABLE.has(route))) {
    expect(status, `${route} answered ${status}: ${raw.slice(0, 300)}`).toBeLessThan(500);
  }
  if (status < 400) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = raw;
  }
  expect(ZErrorResponseSchema.safeParse(parsed).success, `${route}: ${raw.slice(0, 300)}`).toBe(
    true,
  );
}

describe('fuzzing every route: never a 5xx, always the error shape', () => {
  let server: TestServer;
  let site: QueueSite;

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedQueueSite(server, 'Fuzz Ltd', 'fuzz.example.com');
  });
  afterAll(async () => {
    await server.close();
  });

  it('console routes, as an administrator', { timeout: TIMEOUT_MS }, async () => {
    const routes = registeredEndpoints(server.app).filter(
      (endpoint) =>
        endpoint.access === 'session' && !SKIPPED.has(`${endpoint.method} ${endpoint.path}`),
    );
    expect(routes.length).toBeGreaterThan(50);
    for (const endpoint of routes) {
      const route = `${endpoint.method} ${endpoint.path}`;
      await fc.assert(
        fc.asyncProperty(pathId, query, body, async (id, search, payload) => {
          const n = (requests += 1);
          const tag = `~fz${n}~`;
          const response = await server.app.inject({
            method: endpoint.method,
            url: urlOf(endpoint, `${id}${tag}`, marked(search, tag)),
            headers: { ...site.admin.headers, 'content-type': 'application/json' },
            ...(endpoint.method === 'GET' ? {} : { payload: JSON.stringify(marked(payload, tag)) }),
          });
          if (response.statusCode < 300) accepted.add(n);
          expectHandled(route, response.statusCode, response.body);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
  });

  it('plugin routes, signed with the domain’s keys', { timeout: TIMEOUT_MS }, async () => {
    const routes = registeredEndpoints(server.app).filter(
      (endpoint) => endpoint.access === 'plugin',
    );
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const endpoint of routes) {
      const route = `${endpoint.method} ${endpoint.path}`;
      await fc.assert(
        fc.asyncProperty(pathId, body, async (id, payload) => {
          const n = (requests += 1);
          const tag = `~fz${n}~`;
          const response = await signedCall(server, site, {
            method: endpoint.method === 'GET' ? 'GET' : 'POST',
            url: urlOf(endpoint, `${id}${tag}`, {}).slice('/api'.length),
            ...(endpoint.method === 'GET' ? {} : { body: JSON.stringify(marked(payload, tag)) }),
          });
          if (response.statusCode < 300) accepted.add(n);
          expectHandled(route, response.statusCode, response.body);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
  });

  it('stored nothing of any request it refused', async () => {
    expect(requests).toBeGreaterThan(0);
    // One request that is accepted and stores its text, so the scan is seen to find markers.
    const known = (requests += 1);
    const group = await server.app.inject({
      method: 'POST',
      url: '/api/moderation-groups',
      headers: { ...site.admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: `Night shift ~fz${known}~`, member_ids: [] }),
    });
    expect(group.statusCode, group.body).toBe(201);
    accepted.add(known);
    const stored = await storedMarkers(server);
    expect(stored.get(known)).toContain('Night shift');
    const refusedButStored = [...stored].filter(([n]) => !accepted.has(n));
    expect(refusedButStored.map(([, where]) => where)).toEqual([]);
  });
});
