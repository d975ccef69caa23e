import type { FastifyInstance } from 'fastify';
import {
  getReportAuditEndpoint,
  ignoreReportEndpoint,
  listReportsEndpoint,
  unpublishReportEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { listReports } from './list-reports.service';
import { checkUnpublishBody, decideReport } from './moderation-decisions.service';
import { reportAudit } from './report-audit';

/**
 * The review queue: GET /report, GET /report/:id/audit, POST /moderation/unpublish|ignore
 * (docs/decisions/0101-moderation-queue-api.md, 0102-moderator-decisions.md). Every query is
 * scoped by the session's tenant and, for moderators, by their moderation groups.
 */
export function registerModerationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, listReportsEndpoint, ({ auth, query }) =>
    listReports(ctx, auth, query),
  );
  registerEndpoint(app, ctx, getReportAuditEndpoint, ({ auth, params }) =>
    reportAudit(ctx, auth, params.id),
  );
  registerEndpoint(app, ctx, unpublishReportEndpoint, ({ auth, body }) =>
    decideReport(ctx, auth, String(body.id), 'unpublish', (report) =>
      checkUnpublishBody(report, body),
    ),
  );
  registerEndpoint(app, ctx, ignoreReportEndpoint, ({ auth, body }) =>
    decideReport(ctx, auth, String(body.id), 'approve'),
  );
}
