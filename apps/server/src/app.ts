import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { installCompression } from './http/compression';
import { answerFrameworkError, installErrorHandler } from './http/error-handler';
import { installOriginCheck } from './http/origin-check';
import { installSecurityHeaders } from './http/security-headers';
import { recordServedRoutes } from './http/served-routes';
import { installSpa } from './http/spa';
import { registerAccountRoutes } from './modules/accounts/accounts.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes';
import { registerDomainComponentRoutes } from './modules/domains/domain-components.routes';
import { registerDomainRoutes } from './modules/domains/domains.routes';
import { registerBillingRoutes } from './modules/billing/billing.routes';
import { registerContactsRoutes } from './modules/contacts/contacts.routes';
import { registerEulaRoutes } from './modules/eula/eula.routes';
import { registerOidcRoutes } from './modules/oidc/oidc.routes';
import { registerPlanRoutes } from './modules/plans/plans.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes';
import { registerHealthRoutes } from './modules/system/health.routes';
import { registerTenantRoutes } from './modules/tenant/tenant.routes';
import { registerContentPolicyRoutes } from './modules/content-policy/content-policy.routes';
import { registerUserRoutes } from './modules/users/users.routes';
import { registerModerationGroupRoutes } from './modules/moderation-groups/moderation-groups.routes';
import { registerTwoFactorChallengeRoutes } from './modules/two-factor/challenge.routes';
import { registerTwoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { registerUserSessionRoutes } from './modules/user-sessions/user-sessions.routes';
import { registerPluginApiRoutes } from './modules/plugin-api/plugin-api.routes';
import { registerEngineRoutes } from './modules/engine/engine.routes';
import { registerDomainRuleRoutes } from './modules/rules/domain-rules.routes';
import { registerEngineSettingsRoutes } from './modules/external-engine/engine-settings.routes';
import { registerArtifactRoutes } from './modules/artifacts/artifacts.routes';
import { registerOpenApiRoutes } from './modules/system/openapi.routes';
import { registerModerationRoutes } from './modules/moderation/moderation.routes';
import { registerAppealRoutes } from './modules/appeals/appeals.routes';
import { registerModerationLockRoutes } from './modules/moderation-lock/moderation-lock.routes';
import { registerTransparencyRoutes } from './modules/transparency/transparency.routes';

/** Console API bodies are small JSON documents; uploads go through the plugin API later. */
const CONSOLE_BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the HTTP app on a context; it does not listen, so tests use `app.inject`. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  // Typed as Fastify's logger so the instance keeps Fastify's default generics.
  const loggerInstance: FastifyBaseLogger = ctx.logger;
  const app = Fastify({
    loggerInstance,
    // api-notes: /api/stats/ and /api/charts/{id}/ answer with and without the trailing slash.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: ctx.config.trustProxy,
    bodyLimit: CONSOLE_BODY_LIMIT_BYTES,
    // Malformed percent-encoding in a path answers the API's error shape (decision 0124).
    frameworkErrors: answerFrameworkError,
  });
  // First, so it sees every route below (http/route-table.test.ts).
  recordServedRoutes(app);
  installErrorHandler(app);
  installSecurityHeaders(app, ctx.artifacts.urlOrigin);
  await app.register(cookie);
  installOriginCheck(app);
  await installCompression(app);

  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerTwoFactorRoutes(app, ctx);
  registerTwoFactorChallengeRoutes(app, ctx);
  registerTenantRoutes(app, ctx);
  registerContentPolicyRoutes(app, ctx);
  registerOidcRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerEulaRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerModerationGroupRoutes(app, ctx);
  registerUserSessionRoutes(app, ctx);
  registerContactsRoutes(app, ctx);
  registerPlanRoutes(app, ctx);
  registerBillingRoutes(app, ctx);
  registerCatalogueRoutes(app, ctx);
  registerDomainRoutes(app, ctx);
  registerDomainComponentRoutes(app, ctx);
  registerEngineRoutes(app, ctx);
  registerDomainRuleRoutes(app, ctx);
  registerEngineSettingsRoutes(app, ctx);
  registerArtifactRoutes(app, ctx);
  registerOpenApiRoutes(app, ctx);
  registerModerationRoutes(app, ctx);
  registerAppealRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  registerAnalyticsRoutes(app, ctx);
  registerModerationLockRoutes(app, ctx);
  registerTransparencyRoutes(app, ctx);
  // Encapsulated: its own body parser (raw body for signatures) and body limit.
  registerPluginApiRoutes(app, ctx);

  await installSpa(app, ctx.config.webDistDir);
  return app;
}
