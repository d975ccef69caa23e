import type { FastifyInstance } from 'fastify';
import {
  createModerationGroupEndpoint,
  deleteModerationGroupEndpoint,
  listModerationGroupsEndpoint,
  updateModerationGroupEndpoint,
  USER_MESSAGES,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  createModerationGroup,
  deleteModerationGroup,
  listModerationGroups,
  updateModerationGroup,
} from './moderation-groups.service';

/** Settings › Users › moderation groups; always the session's tenant (roles in the contract). */
export function registerModerationGroupRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, listModerationGroupsEndpoint, async ({ auth }) => ({
    data: await listModerationGroups(ctx, auth.tenantId),
  }));

  registerEndpoint(app, ctx, createModerationGroupEndpoint, async ({ auth, body }) => {
    const data = await createModerationGroup(ctx, auth.tenantId, body);
    return { message: USER_MESSAGES.groupCreated, data };
  });

  registerEndpoint(app, ctx, updateModerationGroupEndpoint, async ({ auth, params, body }) => ({
    message: USER_MESSAGES.groupUpdated,
    data: await updateModerationGroup(ctx, auth.tenantId, params.id, body),
  }));

  registerEndpoint(app, ctx, deleteModerationGroupEndpoint, async ({ auth, params }) => {
    await deleteModerationGroup(ctx, auth.tenantId, params.id);
    return { message: USER_MESSAGES.groupDeleted };
  });
}
