/**
 * Helpers of the dashboard's tests: a tenant with domains and people, and report histories
 * written through the reports module exactly as submissions, scans, moderators and edits write
 * them — at any moment in the past, which the plugin API (always "now") cannot do.
 */
import { ROLES, type ModerationStatus } from '@vigil/contract';
import type { TestServer } from '../../test/test-server';
import { toStoredTimestamp } from '../../lib/clock';
import { createId } from '../../lib/tokens';
import { addDomain, type AddedDomain } from '../domains/domains-test-kit';
import { UNSCANNED_REPORT_COLUMNS, type StatusChange } from '../reports/reports.service';
import { call, seedTenant, type SignedIn } from '../users/users-test-kit';

export const DASHBOARD_PEOPLE = {
  admin: ROLES.administrator,
  moderator: ROLES.moderator,
  limited: ROLES.moderator,
  viewer: ROLES.viewer,
} as const;

export interface DashboardSite {
  tenantId: string;
  people: Record<keyof typeof DASHBOARD_PEOPLE, SignedIn>;
  /** [0] is the only domain open to `limited`; the others belong to a group without them. */
  domains: AddedDomain[];
}

/** A tenant with three domains; `limited` may moderate only the first. */
export async function seedDashboardSite(server: TestServer, name: string): Promise<DashboardSite> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const { tenantId, users } = await seedTenant(server, name, `${slug}.test`, DASHBOARD_PEOPLE);
  const domains = [
    await addDomain(server, users.admin, `one.${slug}.test`),
    await addDomain(server, users.admin, `two.${slug}.test`),
    await addDomain(server, users.admin, `three.${slug}.test`),
  ];
  const group = async (groupName: string, memberIds: string[]) => {
    const created = await call(server, users.admin, 'POST', '/moderation-groups', {
      name: groupName,
      member_ids: memberIds,
    });
    if (created.statusCode !== 201) throw new Error(`POST group: ${created.body}`);
    return String((created.json() as { data: { id: string } }).data.id);
  };
  const open = await group('Domain one', [users.limited.id, users.moderator.id]);
  const closed = await group('The others', [users.moderator.id]);
  for (const [index, domain] of domains.entries()) {
    const linked = await call(
      server,
      users.admin,
      'PUT',
      `/domains/${domain.id}/moderation-groups`,
      {
        group_ids: [index === 0 ? open : closed],
      },
    );
    if (linked.statusCode !== 200) throw new Error(`PUT groups: ${linked.body}`);
  }
  return { tenantId, people: users, domains };
}

export interface HistoryReport {
  id: string;
  status: ModerationStatus;
  version: number;
}

/** Writes reports' lives through ctx.services.reports, each step in its own transaction. */
export function historyWriter(server: TestServer, tenantId: string) {
  const { db } = server.ctx.database;
  const inTransaction = <T>(work: (reports: typeof server.ctx.services.reports) => Promise<T>) =>
    db.transaction().execute((trx) => work(server.ctx.services.reports.withTransaction(trx)));
  const routing = (reportId: string, domain: string) => ({
    id: reportId,
    tenant_id: tenantId,
    domain_id: null,
    cms_id: reportId,
    cms_meta: '{}',
    scheme: 'https',
    domain,
  });

  /** One change of a report as it was last read: the guard's status and version, its time. */
  const change = (
    at: Date,
    report: HistoryReport,
    rest: Omit<StatusChange, 'now' | 'tenantId' | 'reportId' | 'from'>,
  ) =>
    inTransaction((reports) =>
      reports.recordStatusChange({
        now: at,
        tenantId,
        reportId: report.id,
        from: { status: report.status, version: report.version },
        ...rest,
      }),
    );

  return {
    async submit(
      at: Date,
      domain: { id: string | null; name: string },
      contentType: string,
      username: string,
    ): Promise<HistoryReport> {
      const id = createId();
      const created = await inTransaction((reports) =>
        reports.createReport(at, {
          id,
          tenant_id: tenantId,
          domain_id: domain.id,
          plugin_id: null,
          cms_id: id,
          cms_meta: JSON.stringify({ id }),
          username,
          content_type: contentType,
          scheme: 'https',
          domain: domain.name,
          access_key: 'key',
          content: contentType === 'text' ? 'Hello' : '',
          content_hash: id,
          content_url: null,
          artifact_path: null,
          artifact_mime: null,
          ...UNSCANNED_REPORT_COLUMNS,
          credits_charged: 0,
        }),
      );
      if (!created) throw new Error('createReport refused a new report');
      return { id, status: 'PENDING', version: 1 };
    },

    /** Notes the stored media of a still-PENDING report, as the engine does. */
    async storeMedia(at: Date, report: HistoryReport): Promise<void> {
      await server.ctx.services.reports.updatePendingReport(
        tenantId,
        report.id,
        report.version,
        {
          artifact_path: `${tenantId}/${report.id}/v${report.version}`,
          artifact_mime: 'image/png',
        },
        at,
      );
    },

    async scan(
      at: Date,
      report: HistoryReport,
      to: Extract<ModerationStatus, 'CLEAN' | 'MODERATE' | 'AUTO_UNPUBLISHED'>,
      scan: {
        topCategoryId: string | null;
        scores: Record<string, number>;
        scannerIds: string;
        extractorIds: string;
      },
    ): Promise<boolean> {
      const stamp = toStoredTimestamp(at);
      const changed = await change(at, report, {
        to,
        changes: {
          status_reason: 'scores',
          top_category_id: scan.topCategoryId,
          top_score: scan.topCategoryId === null ? null : 90,
          extraction: '{}',
          extractor_ids: scan.extractorIds,
          scanner_ids: scan.scannerIds,
          scanned_at: stamp,
          decided_at: stamp,
          decision_source: 'automated',
          decided_by: null,
        },
        scores: scan.scores,
        audit: {
          action: 'scanned',
          actor: null,
          categoryId: scan.topCategoryId,
          score: null,
          detail: null,
        },
        routing: routing(report.id, 'history.test'),
      });
      if (changed) report.status = to;
      return changed;
    },

    async decide(
      at: Date,
      report: HistoryReport,
      to: Extract<ModerationStatus, 'MANUALLY_UNPUBLISHED' | 'MANUALLY_IGNORED'>,
      user: { id: string; name: string },
    ): Promise<boolean> {
      const changed = await change(at, report, {
        to,
        changes: {
          status_reason: 'manual',
          decided_at: toStoredTimestamp(at),
          decision_source: 'human',
          decided_by: user.id,
        },
        audit: {
          action: to === 'MANUALLY_UNPUBLISHED' ? 'unpublished' : 'ignored',
          actor: { userId: user.id, name: user.name },
          categoryId: null,
          score: null,
          detail: null,
        },
        routing: routing(report.id, 'history.test'),
      });
      if (changed) report.status = to;
      return changed;
    },

    /** An edited item: a new version, back to PENDING, its old scores gone. */
    async resubmit(at: Date, report: HistoryReport): Promise<boolean> {
      const version = report.version + 1;
      const changed = await change(at, report, {
        to: 'PENDING',
        changes: {
          version,
          submitted_at: toStoredTimestamp(at),
          artifact_path: null,
          artifact_mime: null,
        },
        scores: null,
        audit: {
          action: 'resubmitted',
          actor: null,
          categoryId: null,
          score: null,
          detail: null,
        },
        routing: null,
      });
      if (changed) {
        report.status = 'PENDING';
        report.version = version;
      }
      return changed;
    },
  };
}
