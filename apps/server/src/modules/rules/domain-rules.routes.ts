import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** A domain's block list and trusted authors (the Rules tab). */
export function registerDomainRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
