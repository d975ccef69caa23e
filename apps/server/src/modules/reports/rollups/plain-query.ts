/**
 * The pieces the plain queries (plain-totals.ts, plain-analytics.ts) share: a kind's plain
 * definition, the reports of a scope and range, and how sums are grouped. Nothing here reads
 * report_rollups.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/schema/database';
import type { RollupKind } from '../../../db/schema/moderation-engine';
import { ALL_DOMAINS } from './rollup-deltas';
import { addDays } from './rollup-range';
import type { RollupReadScope } from './rollups.queries';

export type DayColumn = 'submitted_at' | 'decided_at' | 'first_decided_at' | 'scanned_at';

/** One grouped query of a kind: the day it counts on, its dimensions and which reports. */
export interface PlainKind {
  day: DayColumn;
  dim1: RawBuilder<string>;
  dim2: RawBuilder<string>;
  where: RawBuilder<SqlBool>;
}

export const statusIn = (statuses: ReadonlySet<string>) =>
  sql<SqlBool>`reports.status in (${sql.join([...statuses])})`;
// Constants are cast: PostgreSQL refuses a bare literal in GROUP BY ("non-integer constant
// in GROUP BY"), and the dimensions are grouped by whatever they are.
export const none = sql<string>`cast('' as text)`;
export const always = sql<SqlBool>`1 = 1`;
/** `label` for a report whose status is among `statuses`, '' for the rest. */
export const caseIn = (statuses: ReadonlySet<string>, label: string) =>
  sql<string>`case when ${statusIn(statuses)} then cast(${label} as text) else cast('' as text) end`;
/** A column mapped through a table of values, '' for any other. */
export const caseOf = (
  column: RawBuilder<string>,
  values: Readonly<Partial<Record<string, string>>>,
) =>
  sql<string>`case ${column} ${sql.join(
    Object.entries(values).map(([from, to]) => sql`when ${from} then cast(${to ?? ''} as text)`),
    sql` `,
  )} else cast('' as text) end`;

/** The reports of the scope whose `day` column falls in the range. */
export function baseQuery(db: Kysely<Database>, scope: RollupReadScope, day: DayColumn) {
  return db
    .selectFrom('reports')
    .where('reports.tenant_id', '=', scope.tenantId)
    .where(`reports.${day}`, '>=', scope.from)
    .where(`reports.${day}`, '<', addDays(scope.to, 1))
    .$if(scope.domainIds !== null, (query) =>
      query.where('reports.domain_id', 'in', [...(scope.domainIds ?? [])]),
    );
}

/**
 * A plain sum, by domain (`by`, ALL_DOMAINS when the whole is asked for) and UTC day (`day`,
 * '' when the sums are over the range).
 */
export interface PlainRow {
  kind: RollupKind;
  by: string;
  day: string;
  dim1: string;
  dim2: string;
  n: number;
}

/** Sums over the range per domain, per UTC day, or per domain and day. */
export type GroupBy = 'domain' | 'day' | 'domain-day';

export const domainColumn = (groupBy: GroupBy, scope: RollupReadScope) =>
  groupBy === 'day' || (scope.domainIds === null && !scope.byDomain)
    ? sql<string>`cast(${ALL_DOMAINS} as text)`
    : sql<string>`coalesce(reports.domain_id, '')`;

export const dayColumn = (groupBy: GroupBy, day: DayColumn) =>
  groupBy === 'domain' ? none : sql<string>`substr(reports.${sql.ref(day)}, 1, 10)`;
