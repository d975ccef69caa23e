import type { FastifyInstance } from 'fastify';
import {
  CONTENT_POLICY_TEXTS,
  getContentPolicyEndpoint,
  updateContentPolicyEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { readContentPolicy, saveContentPolicy } from './content-policy.service';

/** GET/PUT /tenant/content-policy, always of the session's own tenant (roles on the endpoint). */
export function registerContentPolicyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  registerEndpoint(app, ctx, getContentPolicyEndpoint, async ({ auth }) => ({
    data: await readContentPolicy(db, auth.tenantId),
  }));

  registerEndpoint(app, ctx, updateContentPolicyEndpoint, async ({ auth, body }) => ({
    message: CONTENT_POLICY_TEXTS.saved,
    data: await saveContentPolicy(db, auth.tenantId, body.names, ctx.clock.now()),
  }));
}
