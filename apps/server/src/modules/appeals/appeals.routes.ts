import type { FastifyInstance } from 'fastify';
import { decideAppealEndpoint, listAppealsEndpoint } from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { decideAppeal } from './decide-appeal.service';
import { listAppeals } from './list-appeals.service';

/**
 * Authors' appeals in the console: GET /report/appeals, POST /moderation/appeal
 * (docs/decisions/0185-appeals.md). Scoped by the session's tenant and, for moderators, by
 * their moderation groups, like the queue; timed like it. Authors file appeals through the
 * plugin API (plugin-api/file-appeal.ts).
 */
export function registerAppealRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, listAppealsEndpoint, ({ auth, query }) =>
    listAppeals(ctx, auth, query),
  );
  registerEndpoint(app, ctx, decideAppealEndpoint, ({ auth, body }) =>
    decideAppeal(ctx, auth, body),
  );
}
