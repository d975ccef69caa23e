/**
 * The checks http/register-endpoint.ts runs for feature modules, wired here at the top so the
 * transport layer never imports a feature module (decision 0130): the moderation lock of timed
 * moderation calls, and a plugin request's signature with the JSON read only after it.
 */
import type { AppContext } from './context';
import type { EndpointChecks } from './http/register-endpoint';
import { checkModerationAllowed } from './modules/moderation-lock/moderation-lock.service';
import { authenticatePlugin } from './modules/plugin-api/plugin-auth';
import { parsePluginJson, rawPluginBody } from './modules/plugin-api/plugin-body';

/** `context` is read on each request, so the checks can be built while the context is. */
export function createEndpointChecks(context: () => AppContext): EndpointChecks {
  return {
    moderationAllowed: (auth) => checkModerationAllowed(context(), auth),
    async plugin(request, readsBody) {
      const rawBody = rawPluginBody(request);
      const caller = await authenticatePlugin(context(), request, rawBody);
      return { caller, body: readsBody ? parsePluginJson(rawBody) : undefined };
    },
  };
}
