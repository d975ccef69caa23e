import type { FastifyInstance } from 'fastify';
import {
  decideReportsEndpoint,
  getAuthorHistoryEndpoint,
  getReportAuditEndpoint,
  ignoreReportEndpoint,
  listReportsEndpoint,
  unpublishReportEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { authorHistory } from './author-history.service';
import { decideReports } from './bulk-decisions.service';
import { listReports } from './list-reports.service';
import { checkUnpublishBody, decideReport } from './moderation-decisions.service';
import { reportAudit } from './report-audit';

/**
 * The review queue: GET /report, GET /report/:id/audit, GET /report/author-history,
 * POST /moderation/unpublish|ignore|bulk (docs/decisions/0101-moderation-queue-api.md,
 * 0102-moderator-decisions.md, 0178-bulk-review.md, 0181-author-history.md). Every query is
 * scoped by the session's tenant and, for moderators, by their moderation groups.
 */
export function registerModerationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, listReportsEndpoint, ({ auth, query }) =>
    listReports(ctx, auth, query),
  );
  registerEndpoint(app, ctx, getAuthorHistoryEndpoint, ({ auth, query }) =>
    authorHistory(ctx, auth, query),
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
  registerEndpoint(app, ctx, decideReportsEndpoint, ({ auth, body }) =>
    decideReports(ctx, auth, body),
  );
}
