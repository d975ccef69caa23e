import {
  DOMAIN_MESSAGES,
  type TSaveScannerSettingRequest,
  type TScannerSetting,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { notFound, ValidationError } from '../../lib/http-errors';
import { findCategoryRow } from './categories.queries';
import { findTenantDomainScanner, upsertScannerSetting } from './scanner-settings.queries';

/**
 * POST /domain-scanner-settings/:id: one category's moderation and unpublish thresholds for
 * one scanner installed on one of the tenant's domains (decision 0082). The contract has
 * already refused pairs off the 0–100 step-5 scale or out of order.
 */
export async function saveScannerSetting(
  ctx: AppContext,
  tenantId: string,
  domainScannerId: string,
  body: TSaveScannerSettingRequest,
): Promise<TScannerSetting> {
  const { db } = ctx.database;
  const installed = await findTenantDomainScanner(db, tenantId, domainScannerId);
  if (!installed) throw notFound();
  const categoryId = String(body.moderation_category_id);
  const category = await findCategoryRow(db, categoryId);
  if (!category || category.scanner_id !== installed.scanner_id) {
    throw new ValidationError({
      moderation_category_id: [DOMAIN_MESSAGES.unknownModerationCategory],
    });
  }
  await upsertScannerSetting(db, {
    tenant_id: tenantId,
    domain_scanner_id: installed.id,
    moderation_category_id: category.id,
    moderation_threshold: body.moderation_threshold,
    unpublish_threshold: body.unpublish_threshold,
  });
  return {
    moderation_category_id: category.id,
    moderation_threshold: body.moderation_threshold,
    unpublish_threshold: body.unpublish_threshold,
    domain_id: installed.domain_id,
  };
}
