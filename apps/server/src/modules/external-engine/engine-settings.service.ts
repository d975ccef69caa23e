import {
  ENGINE_SETTINGS_MESSAGES,
  REPORT_CONTENT_TYPES,
  type ReportContentType,
  type TEngineSettings,
  type TUpdateEngineSettingsRequest,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { checkUrlHost } from '../../lib/egress/check-url-host';
import { ValidationError } from '../../lib/http-errors';
import { toStoredTimestamp } from '../../lib/clock';
import {
  type EngineSettingsRow,
  findEngineSettings,
  upsertEngineSettings,
} from './engine-settings.queries';

/** The stored JSON list, keeping only known content types, in the catalogue's order. */
export function parseContentTypes(stored: string): ReportContentType[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  const values = Array.isArray(parsed) ? parsed : [];
  return REPORT_CONTENT_TYPES.filter((type) => values.includes(type));
}

function toSettings(row: EngineSettingsRow): TEngineSettings {
  return {
    enabled: row.enabled === 1,
    url: row.url,
    model: row.model,
    content_types: parseContentTypes(row.content_types),
    timeout_ms: row.timeout_ms,
    max_retries: row.max_retries,
    // The key itself never leaves the server (decision 0088).
    has_api_key: row.api_key_sealed !== null,
  };
}

/** GET: null while the tenant has not configured an engine. */
export async function getEngineSettings(
  ctx: AppContext,
  tenantId: string,
): Promise<TEngineSettings | null> {
  const row = await findEngineSettings(ctx.database.db, tenantId);
  return row ? toSettings(row) : null;
}

/**
 * PUT: replaces the settings. `api_key` omitted keeps the stored key, null removes it, a
 * string replaces it (sealed with the server's secret box). Audio is always included: the
 * engine is the only scanner audio has.
 */
export async function saveEngineSettings(
  ctx: AppContext,
  tenantId: string,
  body: TUpdateEngineSettingsRequest,
): Promise<TEngineSettings> {
  // Refused now, where the administrator sees it; a name is checked at each call (0120).
  if (!checkUrlHost(ctx.config.egress, body.url).allowed) {
    throw new ValidationError({ url: [ENGINE_SETTINGS_MESSAGES.addressNotAllowed] });
  }
  const { db } = ctx.database;
  const contentTypes = REPORT_CONTENT_TYPES.filter(
    (type) => type === 'audio' || body.content_types.includes(type),
  );
  await upsertEngineSettings(db, {
    tenant_id: tenantId,
    enabled: body.enabled ? 1 : 0,
    url: body.url,
    model: body.model ? body.model : null,
    content_types: JSON.stringify(contentTypes),
    timeout_ms: body.timeout_ms,
    max_retries: body.max_retries,
    api_key_sealed:
      body.api_key === undefined
        ? undefined
        : body.api_key === null
          ? null
          : ctx.secretBox.encrypt(body.api_key),
    updated_at: toStoredTimestamp(ctx.clock.now()),
  });
  const saved = await findEngineSettings(db, tenantId);
  if (!saved) throw new Error('engine settings vanished after saving');
  return toSettings(saved);
}
