import type { FastifyInstance } from 'fastify';
import {
  createDomainRuleEndpoint,
  deleteDomainRuleEndpoint,
  DOMAIN_MESSAGES,
  listDomainRulesEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { createDomainRule, deleteDomainRule, listDomainRules } from './domain-rules.service';

/** A domain's block list and trusted authors (the Rules tab; decision 0091). */
export function registerDomainRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, listDomainRulesEndpoint, async ({ auth, params }) => ({
    data: await listDomainRules(ctx, auth.tenantId, params.id),
  }));

  registerEndpoint(app, ctx, createDomainRuleEndpoint, async ({ auth, params, body }) => {
    const data = await createDomainRule(ctx, auth.tenantId, params.id, body);
    return { message: DOMAIN_MESSAGES.ruleCreated, data };
  });

  registerEndpoint(app, ctx, deleteDomainRuleEndpoint, async ({ auth, params }) => {
    await deleteDomainRule(ctx, auth.tenantId, params.id, params.ruleId);
    return { message: DOMAIN_MESSAGES.ruleDeleted };
  });
}
