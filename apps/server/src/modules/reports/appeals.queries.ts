/**
 * The appeals' queries (decision 0185). The appeals table is the reports module's, with the
 * statements it contests: filed, decided and lapsed only through reports.service.ts.
 */
import type { AppealStatus } from '@vigil/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { AppealsTable } from '../../db/schema/appeals';
import { moderatableDomainIds, seesAllReports, type ReportViewer } from './report-visibility';

export type AppealRow = Selectable<AppealsTable>;

/** False when the decision already has an appeal (the unique index, race-safe). */
export async function insertAppeal(
  db: Kysely<Database>,
  row: Insertable<AppealsTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('appeals')
    .values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'statement_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

const APPEAL_COLUMNS = [
  'appeals.id',
  'appeals.tenant_id',
  'appeals.report_id',
  'appeals.statement_id',
  'appeals.text',
  'appeals.status',
  'appeals.received_at',
  'appeals.decided_at',
  'appeals.decided_by',
  'appeals.decided_by_name',
  'appeals.override',
] as const;

export async function findAppeal(
  db: Kysely<Database>,
  tenantId: string,
  appealId: string,
): Promise<AppealRow | undefined> {
  return db
    .selectFrom('appeals')
    .select(APPEAL_COLUMNS)
    .where('appeals.tenant_id', '=', tenantId)
    .where('appeals.id', '=', appealId)
    .executeTakeFirst();
}

/** The appeal of one decision, if it was appealed. */
export async function findStatementAppeal(
  db: Kysely<Database>,
  tenantId: string,
  statementId: string,
): Promise<AppealRow | undefined> {
  return db
    .selectFrom('appeals')
    .select(APPEAL_COLUMNS)
    .where('appeals.tenant_id', '=', tenantId)
    .where('appeals.statement_id', '=', statementId)
    .executeTakeFirst();
}

/** The appeals this viewer may see: of reports of domains open to them. */
function visibleAppeals(db: Kysely<Database>, viewer: ReportViewer) {
  let query = db
    .selectFrom('appeals')
    .innerJoin('reports', (join) =>
      join
        .onRef('reports.id', '=', 'appeals.report_id')
        .onRef('reports.tenant_id', '=', 'appeals.tenant_id'),
    )
    .where('appeals.tenant_id', '=', viewer.tenantId);
  if (!seesAllReports(viewer)) {
    query = query.where('reports.domain_id', 'in', moderatableDomainIds(db, viewer));
  }
  return query;
}

export interface AppealPosition {
  t: string;
  i: string;
}

/**
 * A page of appeals by (received_at, id): the open ones oldest first (answered in turn), the
 * others newest first; strictly after the cursor when given.
 */
export async function listAppealPage(
  db: Kysely<Database>,
  viewer: ReportViewer,
  status: AppealStatus | undefined,
  cursor: AppealPosition | undefined,
  limit: number,
): Promise<AppealRow[]> {
  const direction = status === 'open' ? 'asc' : 'desc';
  let query = visibleAppeals(db, viewer).select(APPEAL_COLUMNS);
  if (status !== undefined) query = query.where('appeals.status', '=', status);
  if (cursor) {
    const beyond = direction === 'desc' ? '<' : '>';
    query = query.where((eb) =>
      eb.or([
        eb('appeals.received_at', beyond, cursor.t),
        eb.and([eb('appeals.received_at', '=', cursor.t), eb('appeals.id', beyond, cursor.i)]),
      ]),
    );
  }
  return query
    .orderBy('appeals.received_at', direction)
    .orderBy('appeals.id', direction)
    .limit(limit)
    .execute();
}

export async function countOpenAppeals(
  db: Kysely<Database>,
  viewer: ReportViewer,
): Promise<number> {
  const row = await visibleAppeals(db, viewer)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('appeals.status', '=', 'open')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Closes an open appeal; false when it was not open any more (another decision won). */
export async function closeAppeal(
  db: Kysely<Database>,
  tenantId: string,
  appealId: string,
  changes: Pick<
    AppealsTable,
    'status' | 'decided_at' | 'decided_by' | 'decided_by_name' | 'override'
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('appeals')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', appealId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The report changed: what was appealed no longer stands. */
export async function lapseOpenAppeals(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
  stamp: string,
): Promise<void> {
  await db
    .updateTable('appeals')
    .set({ status: 'lapsed', decided_at: stamp })
    .where('tenant_id', '=', tenantId)
    .where('report_id', '=', reportId)
    .where('status', '=', 'open')
    .execute();
}

export interface AppealTimes {
  status: AppealStatus;
  received_at: string;
  decided_at: string | null;
}

/** Appeals received in [from, to) or decided in it: the transparency report's complaints. */
export async function listAppealTimes(
  db: Kysely<Database>,
  tenantId: string,
  from: string,
  to: string,
): Promise<AppealTimes[]> {
  return db
    .selectFrom('appeals')
    .select(['status', 'received_at', 'decided_at'])
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        eb.and([eb('received_at', '>=', from), eb('received_at', '<', to)]),
        eb.and([eb('decided_at', '>=', from), eb('decided_at', '<', to)]),
      ]),
    )
    .execute();
}
