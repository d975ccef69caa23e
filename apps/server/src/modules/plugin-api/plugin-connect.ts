import {
  PLUGIN_MESSAGES,
  type TPluginConnectRequest,
  type TPluginConnectResponse,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { checkUrlHost } from '../../lib/egress/check-url-host';
import { ValidationError } from '../../lib/http-errors';
import { toApiTimestamp, toStoredTimestamp } from '../../lib/clock';
import { createId } from '../../lib/tokens';
import type { PluginCaller } from './plugin-auth';
import { upsertPlugin } from './plugin-connect.queries';

/**
 * POST /connect: one plugin per domain and callback URL. Connecting again (a restart, an
 * upgrade) updates the CMS and plugin versions and marks it seen, and keeps the first
 * connection date, which is what the Plugins tab shows as "connected".
 */
export async function connectPlugin(
  ctx: AppContext,
  caller: PluginCaller,
  request: TPluginConnectRequest,
): Promise<TPluginConnectResponse> {
  // Refused now, where the plugin can say so; a name is checked at each delivery (0120).
  if (!checkUrlHost(ctx.config.egress, request.callback_url).allowed) {
    throw new ValidationError({ callback_url: [PLUGIN_MESSAGES.callbackAddressNotAllowed] });
  }
  const now = toStoredTimestamp(ctx.clock.now());
  const plugin = await upsertPlugin(ctx.database.db, {
    id: createId(),
    tenant_id: caller.tenantId,
    domain_id: caller.domainId,
    cms_name: request.cms_name,
    cms_version: request.cms_version,
    plugin_version: request.plugin_version,
    // One spelling per URL, so 'HTTP://Site.test/cb' reconnects the plugin of 'http://site.test/cb'.
    callback_url: new URL(request.callback_url).href,
    connected_at: now,
    last_seen_at: now,
    callback_health: null,
  });
  return {
    message: PLUGIN_MESSAGES.connected,
    data: {
      id: plugin.id,
      // As hosts are written on the wire: punycode for an international name.
      domain: caller.domainName,
      connected_at: toApiTimestamp(plugin.connected_at),
    },
  };
}
