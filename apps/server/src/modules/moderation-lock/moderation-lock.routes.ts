import type { FastifyInstance } from 'fastify';
import { lockModerationEndpoint } from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { lockModeration } from './moderation-lock.service';

/** POST /report/lock: the forced break the console asks for. */
export function registerModerationLockRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, lockModerationEndpoint, ({ auth }) => lockModeration(ctx, auth));
}
