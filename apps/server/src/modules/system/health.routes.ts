import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { getHealthEndpoint } from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { HttpError } from '../../lib/http-errors';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, getHealthEndpoint, async () => {
    try {
      await sql`select 1`.execute(ctx.database.db);
    } catch {
      throw new HttpError(503, 'The database is not reachable.');
    }
    return { status: 'ok' as const, database: ctx.database.kind };
  });
}
