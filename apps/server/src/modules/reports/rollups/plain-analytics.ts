/**
 * The Analytics kinds (decision 0170) by plain queries over the reports and their scores, for
 * plain-totals.ts: analytics-facts.ts's definitions restated in SQL, written apart from them so
 * the property tests compare two readings of the same rules.
 */
import { SCORE_BUCKET_COUNT, SCORE_BUCKET_WIDTH, responseTimeBucket } from '@vigil/contract';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../../db/schema/database';
import type { RollupKind } from '../../../db/schema/moderation-engine';
import {
  DECISION_OUTCOMES,
  VERDICT_OUTCOMES,
  VERDICT_SPLITS,
  decisionSeconds,
  joinDims,
} from './analytics-facts';
import {
  baseQuery,
  caseOf,
  dayColumn,
  domainColumn,
  type GroupBy,
  type PlainKind,
  type PlainRow,
} from './plain-query';
import type { RollupReadScope } from './rollups.queries';

const DECIDED = Object.keys(DECISION_OUTCOMES);
const VERDICTS = Object.keys(VERDICT_OUTCOMES);
const status = sql<string>`reports.status`;
const verdict = sql<string>`reports.automated_status`;
const contentType = sql<string>`reports.content_type`;
const category = sql<string>`coalesce(reports.top_category_id, '')`;
const join2 = (a: Expression<string>, b: Expression<string>) => sql<string>`${a} || '|' || ${b}`;
const decided = sql<SqlBool>`reports.status in (${sql.join(DECIDED)})`;
const judged = sql<SqlBool>`reports.automated_status in (${sql.join(VERDICTS)})`;

/** The kinds a grouped query over the reports states; undefined for the others. */
export function analyticsPlainKinds(kind: RollupKind): PlainKind[] | undefined {
  switch (kind) {
    case 'outcomes':
    case 'outcome_categories': {
      const dim2 = kind === 'outcomes' ? contentType : join2(category, contentType);
      return [
        { day: 'scanned_at', dim1: caseOf(verdict, VERDICT_OUTCOMES), dim2, where: judged },
        { day: 'decided_at', dim1: caseOf(status, DECISION_OUTCOMES), dim2, where: decided },
      ];
    }
    case 'automation':
      return [
        {
          day: 'scanned_at',
          dim1: sql<string>`reports.automated_status || '>' || case when ${decided} then reports.status else '' end`,
          dim2: join2(category, contentType),
          where: judged,
        },
      ];
    case 'queue':
      return [
        {
          day: 'scanned_at',
          dim1: sql<string>`cast('in' as text)`,
          dim2: contentType,
          where: sql<SqlBool>`reports.automated_status = 'MODERATE'`,
        },
        {
          day: 'decided_at',
          dim1: sql<string>`cast('out' as text)`,
          dim2: contentType,
          where: sql<SqlBool>`reports.automated_status = 'MODERATE' and reports.scanned_at is not null and ${decided}`,
        },
      ];
    default:
      return undefined;
  }
}

/** `scores`: each score of a judged version, in its bucket, on the day of the scan. */
export async function plainScores(
  db: Kysely<Database>,
  scope: RollupReadScope,
  groupBy: GroupBy,
): Promise<PlainRow[]> {
  const last = SCORE_BUCKET_COUNT - 1;
  const bucket = sql<string>`cast(case when report_scores.score >= ${sql.lit(last * SCORE_BUCKET_WIDTH)} then ${sql.lit(last)} when report_scores.score <= 0 then 0 else report_scores.score / ${sql.lit(SCORE_BUCKET_WIDTH)} end as text)`;
  const rows = await baseQuery(db, scope, 'scanned_at')
    .innerJoin('report_scores', (join) =>
      join
        .onRef('report_scores.report_id', '=', 'reports.id')
        .onRef('report_scores.tenant_id', '=', 'reports.tenant_id'),
    )
    .where(judged)
    .select([
      domainColumn(groupBy, scope).as('by'),
      dayColumn(groupBy, 'scanned_at').as('day'),
      'report_scores.category_id as dim1',
      sql<string>`${bucket} || '|' || ${contentType} || '|' || ${caseOf(verdict, VERDICT_SPLITS)}`.as(
        'dim2',
      ),
      sql<number | string>`count(*)`.as('n'),
    ])
    .groupBy([sql`1`, sql`2`, sql`3`, sql`4`])
    .execute();
  return rows.map((row) => ({ kind: 'scores', ...row, n: Number(row.n) }));
}

/**
 * `team`: a moderator's decision that stands, by the time from submission to it; the bucket
 * needs both times, so it is counted here rather than in SQL (as `response` is).
 */
export async function plainTeam(
  db: Kysely<Database>,
  scope: RollupReadScope,
  groupBy: GroupBy,
): Promise<PlainRow[]> {
  const rows = await baseQuery(db, scope, 'decided_at')
    .where(decided)
    .select([
      domainColumn(groupBy, scope).as('by'),
      dayColumn(groupBy, 'decided_at').as('day'),
      'reports.decided_by',
      'reports.status',
      'reports.content_type',
      'reports.submitted_at',
      'reports.decided_at',
    ])
    .execute();
  return rows.flatMap((row) =>
    row.decided_at === null
      ? []
      : [
          {
            kind: 'team' as const,
            by: row.by,
            day: row.day,
            dim1: row.decided_by ?? '',
            dim2: joinDims(
              row.status,
              responseTimeBucket(decisionSeconds(row.submitted_at, row.decided_at)),
              row.content_type,
            ),
            n: 1,
          },
        ],
  );
}
