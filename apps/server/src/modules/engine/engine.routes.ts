import type { FastifyInstance } from 'fastify';
import {
  DOMAIN_MESSAGES,
  listModerationCategoriesEndpoint,
  sortCategoriesByName,
  saveScannerSettingEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { listCategoryRows } from './categories.queries';
import { saveScannerSetting } from './scanner-settings.service';

/**
 * Moderation categories and per-category threshold settings (decisions 0080, 0082). The
 * categories come by name ignoring case (spec §2), sorted here rather than by the database so
 * SQLite and PostgreSQL collations cannot disagree; the catalogue is read by id first, so
 * equal names ('Nudity' of images and of video) keep id order (the sort is stable).
 */
export function registerEngineRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, listModerationCategoriesEndpoint, async ({ query }) => ({
    data: sortCategoriesByName(await listCategoryRows(ctx.database.db, query.scanner_id)).map(
      (row) => ({
        id: row.id,
        name: row.name,
        extractor_id: row.extractor_id,
        scanner_id: row.scanner_id,
      }),
    ),
  }));

  registerEndpoint(app, ctx, saveScannerSettingEndpoint, async ({ auth, params, body }) => ({
    message: DOMAIN_MESSAGES.scannerSettingSaved,
    data: await saveScannerSetting(ctx, auth.tenantId, params.id, body),
  }));
}
