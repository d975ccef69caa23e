/**
 * The reports module's service entry (decision 0130): the one owner of reports, their scores
 * (report_scores) and the audit log (audit_log). Other modules read and change reports only
 * through `ctx.services.reports`; nothing else writes those tables.
 *
 * A report's status changes in exactly one function, `recordStatusChange`, in the caller's
 * transaction (Ozone's services built over a transaction handle: `withTransaction(trx)`): the
 * guarded update, the scores, the audit row, the plugins' notices and the roll-ups
 * (rollups/, decision 0140), all or nothing. A new report (`createReport`) starts as PENDING
 * the same way, and an event that changes no status (a callback given up on) is
 * `recordAuditEvent`.
 */
import type {
  AppealStatus,
  ModerationStatus,
  TAppealOutcomeNotice,
  TStatementOfReasons,
} from '@vigil/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { AuditAction, ReportsTable } from '../../db/schema/moderation-engine';
import { toApiTimestamp, toStoredTimestamp } from '../../lib/clock';
import { APPEAL_AUDIT_DETAILS } from '@vigil/contract';
import { createId } from '../../lib/tokens';
import type { DatabaseKind } from '../../db/database';
import type { WriteBatch } from '../../db/group-commit';
import { captureStatement, latestStatements } from './decision-statements';
import {
  listStatements,
  listStatementsByIds,
  type StatementRow,
} from './decision-statements.queries';
import {
  closeAppeal,
  countOpenAppeals,
  findAppeal,
  findStatementAppeal,
  insertAppeal,
  lapseOpenAppeals,
  listAppealPage,
  listAppealTimes,
  type AppealPosition,
  type AppealRow,
  type AppealTimes,
} from './appeals.queries';
import { notifyPlugins, type CallbackSubject } from './report-notices';
import { readPlainDays, readPlainPeriods, readPlainTotals } from './rollups/plain-totals';
import { rollupDeltas } from './rollups/rollup-deltas';
import { rollupBufferOf, type RollupBuffer } from './rollups/rollup-buffer';
import {
  FINAL_STATUSES,
  rollupFacts,
  UNPUBLISHED_STATUSES,
  type RollupSubject,
} from './rollups/rollup-facts';
import {
  rebuildAllRollups,
  rebuildTenantRollups,
  tidyAfterRebuild,
  type RollupRebuild,
} from './rollups/rollup-rebuild';
import {
  listRollupDomainIds,
  readRollupLeaders,
  type LeadersScope,
  type LeadersWanted,
  type RollupLeaders,
} from './rollups/rollup-leaders';
import {
  addRollupRows,
  findRollupSubject,
  readRollupDays,
  readRollupTotals,
  type RollupDayTotal,
  type RollupReadScope,
  type RollupTotal,
} from './rollups/rollups.queries';
import {
  readRollupPeriods,
  type RollupPeriodsScope,
  type RollupPeriodTotal,
} from './rollups/rollup-periods';
import {
  findReportRecord,
  listReportRecords,
  listChangedReports,
  listPageScores,
  listReportPage,
  type ChangePosition,
  type PageFilters,
  type PagePosition,
  type ReportRecordRow,
  type ReportScoreRow,
} from './report-records.queries';
import type { ReportViewer } from './report-visibility';
import {
  countAuthorReports,
  listAuthorRecentReports,
  type AuthorRecentRow,
  type AuthorStatusCount,
} from './author-history.queries';
import {
  deleteReportScores,
  findArtifactReport,
  findDomainReport,
  findOldestWaitingSubmission,
  findScanBacklog,
  type ScanBacklog,
  findReportByCmsId,
  findReportForScan,
  findReportStatus,
  insertAuditRow,
  insertReport,
  insertReportScores,
  listAuditRows,
  listReportScores,
  updateReportGuarded,
  type ScanReportRow,
  type SubmittedReport,
} from './reports.queries';

export type { AuditAction } from '../../db/schema/moderation-engine';
export type { CallbackSubject } from './report-notices';
export type {
  ChangePosition,
  PageFilters,
  PagePosition,
  ReportRecordRow,
  ReportScoreRow,
} from './report-records.queries';
export { seesAllReports, type ReportViewer } from './report-visibility';
// The queue's statements themselves, not run: their plans are read by the queue's plan test
// and bench/queue-scale.bench.ts, so what is explained is what the queue sends.
export { changedReportsQuery, reportPageQuery } from './report-records.queries';
export { UNPUBLISHED_STATUSES } from './rollups/rollup-facts';
export type { ScanReportRow, SubmittedReport } from './reports.queries';
export type { AuthorRecentRow, AuthorStatusCount } from './author-history.queries';
export type { AppealPosition, AppealRow, AppealTimes } from './appeals.queries';
export type { StatementRow } from './decision-statements.queries';
export { toStatement } from './decision-statements';
export type { RollupRebuild } from './rollups/rollup-rebuild';
export type { RollupDayTotal, RollupReadScope, RollupTotal } from './rollups/rollups.queries';
export type { RollupPeriod, RollupPeriodsScope, RollupPeriodTotal } from './rollups/rollup-periods';
export type { LeadersScope, LeadersWanted, RollupLeaders } from './rollups/rollup-leaders';
export { rollupSegments, daysOf, addDays } from './rollups/rollup-range';
export { joinDims, splitDims } from './rollups/analytics-facts';

/** Who made a change; null in an entry means the engine (or the system) did. */
export interface AuditActor {
  userId: string;
  name: string;
}

/** What the audit row says beside a change. */
export interface AuditEntry {
  action: AuditAction;
  actor: AuditActor | null;
  categoryId: string | null;
  score: number | null;
  /** Why, in a sentence; null when the action says it all. */
  detail: string | null;
}

/** Columns that change with a status; the status itself and `updated_at` are set here. */
export type ReportChanges = Omit<
  Updateable<ReportsTable>,
  | 'id'
  | 'tenant_id'
  | 'domain_id'
  | 'cms_id'
  | 'created_at'
  | 'status'
  | 'updated_at'
  | 'first_decided_at'
  | 'automated_status'
>;

export interface StatusChange {
  /** The time of the change: `updated_at`, the audit row's time and the notices' `sent_at`. */
  now: Date;
  tenantId: string;
  reportId: string;
  /**
   * The status and version the change was decided on. The row changes only while it still has
   * both (one conditional UPDATE), so of two changes made on the same reading exactly one
   * writes, on any instance, SQLite or PostgreSQL.
   */
  from: { status: ModerationStatus; version: number };
  to: ModerationStatus;
  changes: ReportChanges;
  /** The report's scores: replaced by these, cleared by null (a new version), else kept. */
  scores?: Readonly<Record<string, number>> | null;
  audit: AuditEntry;
  /**
   * The report's routing fields, repeated in the plugins' notice ('unpublish' or 'decision',
   * chosen by `to`). Null only for a change to PENDING, which is not a decision and tells no
   * plugin.
   */
  routing: CallbackSubject | null;
  /** The appeal this change reverses (decision 0185): the notice is 'republish'. */
  appeal?: TAppealOutcomeNotice;
}

/**
 * What a version knows before its scan: nothing. A new report starts so, and a change back to
 * PENDING (an edit) is given these whatever the caller passed, so a new version never carries
 * the last one's scan into the roll-ups.
 */
export const UNSCANNED_REPORT_COLUMNS = {
  extraction: null,
  extractor_ids: '',
  scanner_ids: '',
  status_reason: null,
  top_category_id: null,
  top_score: null,
  scanned_at: null,
  decided_at: null,
  decision_source: null,
  decided_by: null,
} as const satisfies ReportChanges;

/** A new report: every column but those set here (status PENDING, times from `now`). */
export type NewReport = Omit<
  Insertable<ReportsTable>,
  | 'status'
  | 'version'
  | 'created_at'
  | 'updated_at'
  | 'submitted_at'
  | 'first_decided_at'
  | 'automated_status'
>;

/** An event of a report that changes no status (e.g. 'callback-failed'). */
export interface AuditEvent {
  now: Date;
  tenantId: string;
  reportId: string;
  audit: AuditEntry;
}

export interface ReportsService {
  /**
   * The same service over a transaction: every write joins the caller's transaction. Given
   * the transaction's group-commit batch, the roll-ups are netted over the batch and written
   * once before it commits (decision 0200).
   */
  withTransaction(trx: Kysely<Database>, batch?: WriteBatch): ReportsService;

  /** Stores a new report as PENDING with its 'submitted' audit row; false when a racing
   *  submission of the same CMS item inserted first. */
  createReport(now: Date, report: NewReport): Promise<boolean>;
  /** THE way a report's status changes; false (nothing written) when the guard failed. */
  recordStatusChange(change: StatusChange): Promise<boolean>;
  /** An audit row without a status change; nothing when the report is gone. */
  recordAuditEvent(event: AuditEvent): Promise<void>;
  /**
   * Notes columns other than the status on a report still PENDING at `version` (why it
   * waits, the media fetched for it); false when it moved on meanwhile.
   */
  updatePendingReport(
    tenantId: string,
    reportId: string,
    version: number,
    changes: Omit<ReportChanges, 'version'>,
    now: Date,
  ): Promise<boolean>;

  findByCmsId(
    tenantId: string,
    domainId: string,
    cmsId: string,
  ): Promise<SubmittedReport | undefined>;
  findForScan(tenantId: string, reportId: string): Promise<ScanReportRow | undefined>;
  /** A report of one domain with its scores, highest first (the plugin API's view). */
  findDomainReport(
    tenantId: string,
    domainId: string,
    reportId: string,
  ): Promise<
    | {
        id: string;
        status: ModerationStatus;
        scores: Array<{ id: string; name: string; score: number }>;
      }
    | undefined
  >;
  findArtifactReport(
    tenantId: string,
    reportId: string,
    path: string,
  ): Promise<{ id: string; domain_id: string | null } | undefined>;

  /** The moderation queue (decision 0101), scoped by the viewer's visibility. */
  listQueuePage(
    viewer: ReportViewer,
    filters: PageFilters,
    after: PagePosition | undefined,
    limit: number,
  ): Promise<ReportRecordRow[]>;
  listQueueChanges(
    viewer: ReportViewer,
    domain: string | undefined,
    since: string,
    after: ChangePosition,
    limit: number,
  ): Promise<ReportRecordRow[]>;
  findRecord(viewer: ReportViewer, reportId: string): Promise<ReportRecordRow | undefined>;
  listRecordScores(tenantId: string, reportIds: readonly string[]): Promise<ReportScoreRow[]>;
  /** The latest statement of reasons of each of these reports that has one (decision 0182). */
  listRecordStatements(
    tenantId: string,
    reportIds: readonly string[],
  ): Promise<Map<string, TStatementOfReasons>>;
  listAudit(tenantId: string, reportId: string): ReturnType<typeof listAuditRows>;
  /** An author's reports the viewer may see, counted per domain and status (decision 0181). */
  countAuthorReports(viewer: ReportViewer, username: string): Promise<AuthorStatusCount[]>;
  /** An author's latest reports the viewer may see, newest first. */
  listAuthorRecent(
    viewer: ReportViewer,
    username: string,
    limit: number,
    excerptLength: number,
  ): Promise<AuthorRecentRow[]>;

  /** The latest statement of reasons of a report: the decision an appeal contests. */
  findLatestStatement(tenantId: string, reportId: string): Promise<StatementRow | undefined>;
  /** Statements by id (the decisions a page of appeals contests). */
  listStatementsByIds(
    tenantId: string,
    ids: readonly string[],
  ): Promise<Array<StatementRow & { decider_name: string | null }>>;
  /** The records of these reports the viewer may see (a page of appeals' items). */
  listRecordsByIds(viewer: ReportViewer, ids: readonly string[]): Promise<ReportRecordRow[]>;
  /**
   * Files the author's appeal of a decision with its audit row (decision 0185); false when
   * the decision has one already (race-safe: a unique index).
   */
  fileAppeal(appeal: NewAppeal): Promise<boolean>;
  findAppeal(tenantId: string, appealId: string): Promise<AppealRow | undefined>;
  findStatementAppeal(tenantId: string, statementId: string): Promise<AppealRow | undefined>;
  listAppealPage(
    viewer: ReportViewer,
    status: AppealStatus | undefined,
    after: AppealPosition | undefined,
    limit: number,
  ): Promise<AppealRow[]>;
  countOpenAppeals(viewer: ReportViewer): Promise<number>;
  /**
   * Decides an open appeal: upheld leaves the report as it is and tells the plugins
   * ('appeal'); reversed makes it MANUALLY_IGNORED and tells them 'republish'. Both write an
   * audit row. 'taken' when the appeal was decided meanwhile, 'lapsed' when the report moved
   * on from the reading given (nothing written either way).
   */
  decideAppeal(decision: AppealDecision): Promise<'decided' | 'taken' | 'lapsed'>;
  /** Appeals received or decided in [from, to) (stored timestamps): complaint figures. */
  listAppealTimes(tenantId: string, from: string, to: string): Promise<AppealTimes[]>;

  /** The roll-ups summed over a range, per kind, domain and dimensions (decision 0140). */
  readRollupTotals(scope: RollupReadScope): Promise<RollupTotal[]>;
  /** The roll-ups per UTC day of a range, summed over the domains in scope. */
  readRollupDays(scope: RollupReadScope): Promise<RollupDayTotal[]>;
  /** The roll-ups summed per period of a chart over time (decision 0170). */
  readRollupPeriods(scope: RollupPeriodsScope): Promise<RollupPeriodTotal[]>;
  /** readRollupPeriods's answer by aggregate queries over the reports. */
  readPlainPeriods(scope: RollupPeriodsScope): Promise<RollupPeriodTotal[]>;
  /**
   * When the oldest item now waiting for review was submitted, among the domains (null:
   * all) and of the content type (undefined: all); undefined when none waits.
   */
  findOldestWaiting(
    tenantId: string,
    domainIds: readonly string[] | null,
    contentType: string | undefined,
  ): Promise<string | undefined>;
  /** A domain's reports not yet decided by the engine, and the oldest one's submission. */
  findScanBacklog(tenantId: string, domainId: string): Promise<ScanBacklog>;
  /** The largest sums of a kind over a range, and a bound on the rest (rollup-leaders.ts). */
  readRollupLeaders(
    scope: LeadersScope,
    perPeriod: number,
    wanted?: LeadersWanted,
  ): Promise<RollupLeaders>;
  /** Every domain id the roll-ups count under, deleted domains' included. */
  listRollupDomainIds(tenantId: string): Promise<string[]>;
  /** readRollupTotals's answer by aggregate queries over the reports (benchmarks, checks). */
  readPlainTotals(scope: RollupReadScope): Promise<RollupTotal[]>;
  /** readRollupDays's answer by aggregate queries over the reports. */
  readPlainDays(scope: RollupReadScope): Promise<RollupDayTotal[]>;
  /** Recomputes one tenant's roll-ups, or every tenant's, and says what drift it repaired. */
  rebuildRollups(tenantId?: string): Promise<RollupRebuild[]>;
}

export interface NewAppeal {
  now: Date;
  id: string;
  tenantId: string;
  reportId: string;
  statementId: string;
  text: string;
  /** The report's status, for the audit row (an appeal changes none). */
  status: ModerationStatus;
}

export interface AppealDecision {
  now: Date;
  tenantId: string;
  appealId: string;
  outcome: 'upheld' | 'reversed';
  actor: AuditActor;
  /** An administrator decides the appeal of their own decision. */
  override: boolean;
  /** The report as read before deciding: its status and version guard the change. */
  report: CallbackSubject & { status: ModerationStatus; version: number };
  /** What the audit row says. */
  detail: string;
}

/** Thrown inside decideAppeal's transaction to undo the closed appeal when the report moved. */
class ReportMovedOn extends Error {}

export interface ReportsServiceOptions {
  /** Which database: PostgreSQL takes row and table locks that SQLite does not need. */
  kind: DatabaseKind;
  /**
   * false leaves report_rollups alone on every change, so they drift: only for the benchmark
   * that times what keeping them costs a submission and a decision (bench/dashboard.bench.ts).
   * The reading of the report before a change stays, as first_decided_at needs it.
   */
  rollups?: boolean;
  /** Where the roll-up changes go instead of straight to the table (a batch's buffer). */
  rollupBuffer?: RollupBuffer;
}

export function createReportsService(
  db: Kysely<Database>,
  options: ReportsServiceOptions,
): ReportsService {
  const lock = options.kind === 'postgres';

  /**
   * For a write called outside a transaction: the same write in one of its own, so a report
   * and its roll-ups change together.
   */
  function inOwnTransaction<T>(work: (service: ReportsService) => Promise<T>): Promise<T> {
    return db.transaction().execute((trx) => work(createReportsService(trx, options)));
  }

  async function writeAudit(
    trx: Kysely<Database>,
    now: Date,
    tenantId: string,
    reportId: string,
    previousStatus: ModerationStatus | null,
    newStatus: ModerationStatus,
    audit: AuditEntry,
  ): Promise<string> {
    const id = createId();
    await insertAuditRow(trx, {
      id,
      tenant_id: tenantId,
      report_id: reportId,
      actor_user_id: audit.actor?.userId ?? null,
      actor_name: audit.actor?.name ?? null,
      action: audit.action,
      previous_status: previousStatus,
      new_status: newStatus,
      category_id: audit.categoryId,
      score: audit.score,
      detail: audit.detail,
      created_at: toStoredTimestamp(now),
    });
    return id;
  }

  /**
   * Keeps the roll-ups in step with one report (decision 0140): what it counted for before
   * (undefined: it is new) comes off, what it counts for now goes on, in the caller's
   * transaction.
   */
  async function followRollups(
    tenantId: string,
    reportId: string,
    before: RollupSubject | undefined,
    known: {
      /** The scores, when the change left them as they were. */
      scores?: RollupSubject['scores'];
      /** The report as it is now, when the caller has it whole (a report just inserted). */
      after?: RollupSubject | undefined;
    } = {},
  ): Promise<void> {
    if (options.rollups === false) return;
    const after =
      known.after ?? (await findRollupSubject(db, tenantId, reportId, false, known.scores));
    const deltas = rollupDeltas(
      tenantId,
      before ? rollupFacts(before) : [],
      after ? rollupFacts(after) : [],
    );
    if (options.rollupBuffer) options.rollupBuffer.add(deltas);
    else await addRollupRows(db, deltas);
  }

  return {
    withTransaction: (trx, batch) =>
      createReportsService(trx, {
        ...options,
        rollupBuffer: batch ? rollupBufferOf(batch) : undefined,
      }),

    async createReport(now, report) {
      if (!db.isTransaction) return inOwnTransaction((inner) => inner.createReport(now, report));
      const stamp = toStoredTimestamp(now);
      const row: Insertable<ReportsTable> = {
        ...report,
        status: 'PENDING',
        version: 1,
        submitted_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      };
      const inserted = await insertReport(db, row);
      if (!inserted) return false;
      const audit: AuditEntry = {
        action: 'submitted',
        actor: null,
        categoryId: null,
        score: null,
        detail: null,
      };
      await writeAudit(db, now, report.tenant_id, report.id, null, 'PENDING', audit);
      await followRollups(report.tenant_id, report.id, undefined, { after: insertedSubject(row) });
      return true;
    },

    async recordStatusChange(change) {
      if (!db.isTransaction) return inOwnTransaction((inner) => inner.recordStatusChange(change));
      const { tenantId, reportId, now, from, to } = change;
      if (change.routing === null && to !== 'PENDING') {
        throw new Error(`A change to ${to} needs the report's routing fields for its notices`);
      }
      const before = await findRollupSubject(db, tenantId, reportId, lock);
      if (!before) return false;
      const stamp = toStoredTimestamp(now);
      const updated = await updateReportGuarded(db, tenantId, reportId, from, {
        ...change.changes,
        ...(to === 'PENDING' ? UNSCANNED_REPORT_COLUMNS : {}),
        status: to,
        // A new version starts unanswered; its first decision for good is kept through
        // reversals (the response time measures the first answer).
        first_decided_at:
          to === 'PENDING'
            ? null
            : FINAL_STATUSES.has(to)
              ? (before.first_decided_at ?? stamp)
              : before.first_decided_at,
        // The engine's verdict on this version, kept when a person decides after it: how the
        // content was detected, and whether a person overturned the engine (decision 0160).
        automated_status:
          to === 'PENDING'
            ? null
            : change.changes.decision_source === 'automated'
              ? to
              : before.automated_status,
        updated_at: stamp,
      });
      if (!updated) return false;
      if (change.scores !== undefined) {
        await deleteReportScores(db, tenantId, reportId);
        if (change.scores !== null) await insertReportScores(db, tenantId, reportId, change.scores);
      }
      const auditId = await writeAudit(db, now, tenantId, reportId, from.status, to, change.audit);
      // Every unpublish, the engine's or a person's, is explained (decision 0182).
      const statement = UNPUBLISHED_STATUSES.has(to)
        ? await captureStatement(db, now, tenantId, reportId, auditId)
        : undefined;
      // What an appeal contested no longer stands once the unpublished item changes; an
      // appeal's own reversal closed its appeal first (decision 0185).
      if (UNPUBLISHED_STATUSES.has(from.status)) {
        await lapseOpenAppeals(db, tenantId, reportId, stamp);
      }
      if (change.routing !== null) {
        await notifyPlugins(db, now, change.routing, to, statement, change.appeal);
      }
      // A change that kept the scores of a scanned version (a person's decision) counts the
      // same scores after it: no second read of them.
      const keptScores =
        change.scores === undefined &&
        before.automated_status !== null &&
        before.scanned_at !== null
          ? before.scores
          : undefined;
      await followRollups(tenantId, reportId, before, { scores: keptScores });
      return true;
    },

    async recordAuditEvent(event) {
      const status = await findReportStatus(db, event.tenantId, event.reportId);
      if (status === undefined) return;
      await writeAudit(db, event.now, event.tenantId, event.reportId, status, status, event.audit);
    },

    async updatePendingReport(tenantId, reportId, version, changes, now) {
      if (!db.isTransaction) {
        return inOwnTransaction((inner) =>
          inner.updatePendingReport(tenantId, reportId, version, changes, now),
        );
      }
      const before = await findRollupSubject(db, tenantId, reportId, lock);
      if (!before) return false;
      const updated = await updateReportGuarded(
        db,
        tenantId,
        reportId,
        { status: 'PENDING', version },
        { ...changes, updated_at: toStoredTimestamp(now) },
      );
      if (updated) await followRollups(tenantId, reportId, before);
      return updated;
    },

    findByCmsId: (tenantId, domainId, cmsId) => findReportByCmsId(db, tenantId, domainId, cmsId),
    findForScan: (tenantId, reportId) => findReportForScan(db, tenantId, reportId),
    async findDomainReport(tenantId, domainId, reportId) {
      const report = await findDomainReport(db, tenantId, domainId, reportId);
      if (!report) return undefined;
      return { ...report, scores: await listReportScores(db, tenantId, report.id) };
    },
    findArtifactReport: (tenantId, reportId, path) =>
      findArtifactReport(db, tenantId, reportId, path),
    listQueuePage: (viewer, filters, after, limit) =>
      listReportPage(db, viewer, filters, after, limit),
    listQueueChanges: (viewer, domain, since, after, limit) =>
      listChangedReports(db, viewer, domain, since, after, limit),
    findRecord: (viewer, reportId) => findReportRecord(db, viewer, reportId),
    listRecordsByIds: (viewer, ids) => listReportRecords(db, viewer, ids),
    listRecordScores: (tenantId, reportIds) => listPageScores(db, tenantId, reportIds),
    listRecordStatements: (tenantId, reportIds) => latestStatements(db, tenantId, reportIds),
    listAudit: (tenantId, reportId) => listAuditRows(db, tenantId, reportId),
    countAuthorReports: (viewer, username) => countAuthorReports(db, viewer, username),
    listAuthorRecent: (viewer, username, limit, excerptLength) =>
      listAuthorRecentReports(db, viewer, username, limit, excerptLength),
    async findLatestStatement(tenantId, reportId) {
      return (await listStatements(db, tenantId, [reportId])).at(-1);
    },
    listStatementsByIds: (tenantId, ids) => listStatementsByIds(db, tenantId, ids),
    async fileAppeal(appeal) {
      if (!db.isTransaction) return inOwnTransaction((inner) => inner.fileAppeal(appeal));
      const filed = await insertAppeal(db, {
        id: appeal.id,
        tenant_id: appeal.tenantId,
        report_id: appeal.reportId,
        statement_id: appeal.statementId,
        text: appeal.text,
        status: 'open',
        received_at: toStoredTimestamp(appeal.now),
        decided_at: null,
        decided_by: null,
        decided_by_name: null,
        override: 0,
      });
      if (!filed) return false;
      await writeAudit(
        db,
        appeal.now,
        appeal.tenantId,
        appeal.reportId,
        appeal.status,
        appeal.status,
        {
          action: 'appeal-received',
          actor: null,
          categoryId: null,
          score: null,
          detail: APPEAL_AUDIT_DETAILS.received,
        },
      );
      return true;
    },
    findAppeal: (tenantId, appealId) => findAppeal(db, tenantId, appealId),
    findStatementAppeal: (tenantId, statementId) => findStatementAppeal(db, tenantId, statementId),
    listAppealPage: (viewer, status, after, limit) =>
      listAppealPage(db, viewer, status, after, limit),
    countOpenAppeals: (viewer) => countOpenAppeals(db, viewer),
    async decideAppeal(decision) {
      if (!db.isTransaction) {
        try {
          return await inOwnTransaction((inner) => inner.decideAppeal(decision));
        } catch (error) {
          if (error instanceof ReportMovedOn) return 'lapsed';
          throw error;
        }
      }
      const { now, tenantId, report, actor } = decision;
      const stamp = toStoredTimestamp(now);
      const closed = await closeAppeal(db, tenantId, decision.appealId, {
        status: decision.outcome,
        decided_at: stamp,
        decided_by: actor.userId,
        decided_by_name: actor.name,
        override: decision.override ? 1 : 0,
      });
      if (!closed) return 'taken';
      const notice: TAppealOutcomeNotice = {
        id: decision.appealId,
        outcome: decision.outcome,
        decided_at: toApiTimestamp(now),
      };
      const audit: AuditEntry = {
        action: decision.outcome === 'reversed' ? 'appeal-reversed' : 'appeal-upheld',
        actor,
        categoryId: null,
        score: null,
        detail: decision.detail,
      };
      if (decision.outcome === 'upheld') {
        // The report must still be the version decided: an upheld appeal of an item edited
        // since would tell the author about a decision that no longer stands.
        const current = await findReportStatus(db, tenantId, report.id);
        if (current !== report.status) throw new ReportMovedOn();
        await writeAudit(db, now, tenantId, report.id, report.status, report.status, audit);
        await notifyPlugins(db, now, report, report.status, undefined, notice);
        return 'decided';
      }
      const changed = await createReportsService(db, options).recordStatusChange({
        now,
        tenantId,
        reportId: report.id,
        from: { status: report.status, version: report.version },
        to: 'MANUALLY_IGNORED',
        changes: {
          status_reason: 'appeal',
          decision_source: 'human',
          decided_by: actor.userId,
          decided_at: stamp,
        },
        audit,
        routing: report,
        appeal: notice,
      });
      if (!changed) throw new ReportMovedOn();
      return 'decided';
    },
    listAppealTimes: (tenantId, from, to) => listAppealTimes(db, tenantId, from, to),
    readRollupTotals: (scope) => readRollupTotals(db, scope),
    readRollupDays: (scope) => readRollupDays(db, scope),
    readRollupPeriods: (scope) => readRollupPeriods(db, scope),
    readPlainPeriods: (scope) => readPlainPeriods(db, scope),
    findOldestWaiting: (tenantId, domainIds, contentType) =>
      findOldestWaitingSubmission(db, tenantId, domainIds, contentType),
    findScanBacklog: (tenantId, domainId) => findScanBacklog(db, tenantId, domainId),
    readRollupLeaders: (scope, perPeriod, wanted) =>
      readRollupLeaders(db, scope, perPeriod, wanted),
    listRollupDomainIds: (tenantId) => listRollupDomainIds(db, tenantId),
    readPlainTotals: (scope) => readPlainTotals(db, scope),
    readPlainDays: (scope) => readPlainDays(db, scope),
    async rebuildRollups(tenantId) {
      const rebuilt =
        tenantId !== undefined
          ? [await rebuildTenantRollups(db, options.kind, tenantId)]
          : await rebuildAllRollups(db, options.kind);
      await tidyAfterRebuild(db, options.kind);
      return rebuilt;
    },
  };
}

/**
 * What the roll-ups read of a report just inserted, from the values inserted: under the
 * plugins' submit load, reading the row back was a twentieth of the serving thread. Undefined
 * when a column needs the database (a category's scanner); the row is then read.
 */
function insertedSubject(row: Insertable<ReportsTable>): RollupSubject | undefined {
  if ((row.top_category_id ?? null) !== null) return undefined;
  return {
    domain_id: row.domain_id ?? null,
    content_type: row.content_type,
    username: row.username,
    status: row.status,
    submitted_at: row.submitted_at,
    decided_at: row.decided_at ?? null,
    first_decided_at: row.first_decided_at ?? null,
    decided_by: row.decided_by ?? null,
    top_category_id: null,
    top_scanner_id: null,
    has_artifact: (row.artifact_path ?? null) !== null,
    // The columns' defaults (migration 20261124010000-report-rollups).
    scanner_ids: row.scanner_ids ?? '',
    extractor_ids: row.extractor_ids ?? '',
    automated_status: row.automated_status ?? null,
    scanned_at: row.scanned_at ?? null,
    // Only a scanned version's scores count (countsScores); a new report has none.
    scores: [],
  };
}
