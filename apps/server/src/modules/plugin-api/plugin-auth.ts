/**
 * Who is calling the plugin API (docs/decisions/0081-plugin-api.md): the domain of the access
 * key, proven by an HMAC signature over the request with the domain's secret key, fresh
 * (timestamp within the window) and never seen before. Every failure is a 401 naming the
 * problem, except a disabled domain (403), which is only told to a caller that proved the key.
 */
import type { FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  PLUGIN_HEADERS,
  PLUGIN_MESSAGES,
  PLUGIN_SIGNATURE_MAX_AGE_SECONDS,
  pluginConnectEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { toStoredTimestamp } from '../../lib/clock';
import { forbidden, unauthenticated } from '../../lib/http-errors';
import {
  findKeyedDomain,
  findRequestPlugin,
  purgeExpiredSignatures,
  recordSignature,
  touchPlugin,
} from './plugin-auth.queries';
import { signatureMatches, signPluginMessage } from '../../lib/plugin-signature';

/** An authenticated plugin request: every query it makes is scoped by this tenant and domain. */
export interface PluginCaller {
  tenantId: string;
  domainId: string;
  /** The domain's stored name (punycode, lower-case). */
  domainName: string;
  accessKey: string;
  /** The plugin the request is attributed to; null while the domain has none connected. */
  pluginId: string | null;
}

const UNIX_SECONDS = /^\d{1,12}$/;
/** A plugin's last_seen_at is written at most this often. */
const PLUGIN_SEEN_INTERVAL_MS = 60_000;

/** Expired signatures are swept at most this often per server, not on every request. */
const PURGE_INTERVAL_MS = 60_000;
const lastPurge = new WeakMap<AppContext, number>();

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

async function purgeNowAndThen(ctx: AppContext, now: Date): Promise<void> {
  const last = lastPurge.get(ctx) ?? 0;
  if (now.getTime() - last < PURGE_INTERVAL_MS) return;
  lastPurge.set(ctx, now.getTime());
  await purgeExpiredSignatures(ctx.database.db, toStoredTimestamp(now));
}

/**
 * Checks the three headers against the raw body and the path as sent. `rawBody` must be the
 * exact text received ('' without a body): the signature covers bytes, not parsed JSON.
 */
export async function authenticatePlugin(
  ctx: AppContext,
  request: FastifyRequest,
  rawBody: string,
): Promise<PluginCaller> {
  const accessKey = header(request, PLUGIN_HEADERS.accessKey);
  const timestamp = header(request, PLUGIN_HEADERS.timestamp);
  const signature = header(request, PLUGIN_HEADERS.signature)?.toLowerCase();
  if (accessKey === undefined || timestamp === undefined || signature === undefined) {
    throw unauthenticated(PLUGIN_MESSAGES.missingHeaders);
  }
  if (!UNIX_SECONDS.test(timestamp)) throw unauthenticated(PLUGIN_MESSAGES.badTimestamp);
  const now = ctx.clock.now();
  const sentAt = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - sentAt) > PLUGIN_SIGNATURE_MAX_AGE_SECONDS) {
    throw unauthenticated(PLUGIN_MESSAGES.staleTimestamp);
  }

  const { db } = ctx.database;
  const domain = await findKeyedDomain(db, accessKey);
  if (!domain) throw unauthenticated(PLUGIN_MESSAGES.unknownKey);
  const expected = signPluginMessage(ctx.secretBox.decrypt(domain.secret_sealed), {
    timestamp,
    method: request.method,
    pathWithQuery: request.url,
    rawBody,
  });
  if (!signatureMatches(expected, signature)) throw unauthenticated(PLUGIN_MESSAGES.badSignature);
  if (domain.enabled !== 1) throw forbidden(PLUGIN_MESSAGES.domainDisabled);

  await purgeNowAndThen(ctx, now);
  // Kept until the timestamp itself is stale (plus a minute of slack), after which the
  // window check refuses a replay anyway.
  const expiresAt = new Date((sentAt + PLUGIN_SIGNATURE_MAX_AGE_SECONDS + 60) * 1000);
  // A write of every plugin request, grouped with the others arriving (decision 0200).
  const recorded = await ctx.groupCommit.run((trx) =>
    recordSignature(trx, domain.domain_id, signature, toStoredTimestamp(expiresAt)),
  );
  if (!recorded) {
    throw unauthenticated(PLUGIN_MESSAGES.replayed);
  }

  const stamp = toStoredTimestamp(now);
  const pluginId = await findRequestPlugin(
    db,
    domain.tenant_id,
    domain.domain_id,
    header(request, PLUGIN_HEADERS.plugin),
  );
  // POST /connect names its plugin by callback URL and marks that one seen itself.
  const isConnect = request.routeOptions.url === `${API_PREFIX}${pluginConnectEndpoint.path}`;
  if (pluginId !== undefined && !isConnect) {
    const staleBefore = toStoredTimestamp(new Date(now.getTime() - PLUGIN_SEEN_INTERVAL_MS));
    await touchPlugin(db, domain.tenant_id, pluginId, stamp, staleBefore);
  }
  return {
    tenantId: domain.tenant_id,
    domainId: domain.domain_id,
    domainName: domain.name,
    accessKey: domain.access_key,
    pluginId: pluginId ?? null,
  };
}
