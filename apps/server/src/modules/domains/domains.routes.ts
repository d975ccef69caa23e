import type { FastifyInstance } from 'fastify';
import {
  createDomainEndpoint,
  createDomainKeyEndpoint,
  deleteDomainEndpoint,
  DOMAIN_MESSAGES,
  getDomainKeyEndpoint,
  getDomainModerationGroupsEndpoint,
  getDomainStreamEndpoint,
  listDomainPluginsEndpoint,
  getDomainScanBacklogEndpoint,
  listDomainsEndpoint,
  regenerateDomainKeyEndpoint,
  removeDomainPluginEndpoint,
  setDomainModerationGroupsEndpoint,
  updateDomainEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { getDomainStream } from './domain-components.service';
import { getDomainGroups, setDomainGroups } from './domain-groups';
import { createDomainKey, getDomainKey, regenerateDomainKey } from './domain-keys';
import { getDomainScanBacklog } from './domain-scan-backlog';
import { listDomainPlugins, removeDomainPlugin } from './domain-plugins';
import { createDomain, deleteDomain, listDomains, updateDomain } from './domains.service';

/** Domains, their key, plugins, stream and groups; always the session's tenant. */
export function registerDomainRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, listDomainsEndpoint, async ({ auth }) => ({
    data: await listDomains(ctx, auth),
  }));

  registerEndpoint(app, ctx, createDomainEndpoint, async ({ auth, body }) => {
    const data = await createDomain(ctx, auth.tenantId, body);
    return { message: DOMAIN_MESSAGES.domainCreated, data };
  });

  registerEndpoint(app, ctx, updateDomainEndpoint, async ({ auth, params, body }) => {
    const data = await updateDomain(ctx, auth.tenantId, params.id, body);
    const toggleOnly = body.description === undefined;
    const toggled = data.enabled ? DOMAIN_MESSAGES.domainEnabled : DOMAIN_MESSAGES.domainDisabled;
    return { message: toggleOnly ? toggled : DOMAIN_MESSAGES.domainUpdated, data };
  });

  registerEndpoint(app, ctx, deleteDomainEndpoint, async ({ auth, params }) => {
    await deleteDomain(ctx, auth.tenantId, params.id);
    return { message: DOMAIN_MESSAGES.domainDeleted };
  });

  registerEndpoint(app, ctx, getDomainKeyEndpoint, ({ auth, params }) =>
    getDomainKey(ctx, auth.tenantId, params.id),
  );

  registerEndpoint(app, ctx, createDomainKeyEndpoint, ({ auth, params }) =>
    createDomainKey(ctx, auth.tenantId, params.id),
  );

  registerEndpoint(app, ctx, regenerateDomainKeyEndpoint, ({ auth, params }) =>
    regenerateDomainKey(ctx, auth.tenantId, params.id),
  );

  registerEndpoint(app, ctx, listDomainPluginsEndpoint, async ({ auth, params }) => ({
    data: await listDomainPlugins(ctx, auth.tenantId, params.id),
  }));

  registerEndpoint(app, ctx, getDomainScanBacklogEndpoint, async ({ auth, params }) => ({
    data: await getDomainScanBacklog(ctx, auth.tenantId, params.id),
  }));

  registerEndpoint(app, ctx, removeDomainPluginEndpoint, async ({ auth, params }) => {
    await removeDomainPlugin(ctx, auth.tenantId, params.id, params.pluginId);
    return { message: DOMAIN_MESSAGES.pluginRemoved };
  });

  registerEndpoint(app, ctx, getDomainStreamEndpoint, ({ auth, params }) =>
    getDomainStream(ctx, auth, params.id),
  );

  registerEndpoint(app, ctx, getDomainModerationGroupsEndpoint, async ({ auth, params }) => ({
    data: await getDomainGroups(ctx, auth.tenantId, params.id),
  }));

  registerEndpoint(app, ctx, setDomainModerationGroupsEndpoint, async ({ auth, params, body }) => ({
    message: DOMAIN_MESSAGES.moderationGroupsSaved,
    data: await setDomainGroups(ctx, auth.tenantId, params.id, body.group_ids),
  }));
}
