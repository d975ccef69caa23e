import {
  DOMAIN_MESSAGES,
  type TDomainExtractor,
  type TDomainScanner,
  type TDomainStream,
  type TId,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import type { AuthorizedRequest } from '../../http/authorize';
import { toStoredTimestamp } from '../../lib/clock';
import { HttpError, notFound, ValidationError } from '../../lib/http-errors';
import { createId } from '../../lib/tokens';
import { findExtractorRow, findScannerRow } from '../catalogue/catalogue.queries';
import {
  deleteDomainExtractor,
  deleteDomainScanner,
  insertDomainExtractor,
  insertDomainScanner,
  listDomainExtractors,
  listDomainScanners,
  listScannerSettings,
  setComponentStatus,
  type DomainExtractorJoined,
  type DomainScannerJoined,
} from './domain-components.queries';
import { tenantDomain, visibleDomain } from './domains.service';

async function scannersOf(
  ctx: AppContext,
  tenantId: string,
  rows: DomainScannerJoined[],
): Promise<TDomainScanner[]> {
  const settings = await listScannerSettings(
    ctx.database.db,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    domain_id: row.domain_id,
    scanner: { id: row.scanner_id, name: row.scanner_name, description: row.scanner_description },
    settings: settings
      .filter((setting) => setting.domain_scanner_id === row.id)
      .map((setting) => ({
        moderation_category_id: setting.moderation_category_id,
        moderation_threshold: setting.moderation_threshold,
        unpublish_threshold: setting.unpublish_threshold,
        domain_id: row.domain_id,
      })),
    status: row.status === 1,
  }));
}

const extractorOf = (row: DomainExtractorJoined): TDomainExtractor => ({
  id: row.id,
  extractor: {
    id: row.extractor_id,
    name: row.extractor_name,
    description: row.extractor_description,
  },
  status: row.status === 1,
});

/** GET /domains/:id/settings (spec §3 domain stream); moderators only for domains they see. */
export async function getDomainStream(
  ctx: AppContext,
  auth: AuthorizedRequest,
  domainId: string,
): Promise<TDomainStream> {
  await visibleDomain(ctx, auth, domainId);
  const { db } = ctx.database;
  const [scanners, extractors] = await Promise.all([
    listDomainScanners(db, auth.tenantId, domainId),
    listDomainExtractors(db, auth.tenantId, domainId),
  ]);
  return {
    id: domainId,
    scanners: await scannersOf(ctx, auth.tenantId, scanners),
    extractors: extractors.map(extractorOf),
  };
}

const isUniqueClash = async (check: () => Promise<unknown[]>) => (await check()).length > 0;

export async function installScanner(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  scannerId: number,
): Promise<TDomainScanner> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  if (!(await findScannerRow(db, scannerId))) {
    throw new ValidationError({ scanner_id: [DOMAIN_MESSAGES.unknownScanner] });
  }
  const installed = async () =>
    (await listDomainScanners(db, tenantId, domainId)).filter(
      (row) => row.scanner_id === scannerId,
    );
  const conflict = () => new HttpError(409, DOMAIN_MESSAGES.scannerAlreadyInstalled);
  if (await isUniqueClash(installed)) throw conflict();
  const id = createId();
  const now = toStoredTimestamp(ctx.clock.now());
  try {
    await insertDomainScanner(db, {
      id,
      tenant_id: tenantId,
      domain_id: domainId,
      scanner_id: scannerId,
      status: 1,
      created_at: now,
    });
  } catch (error) {
    // The unique index settles a race between two installs: the loser gets the same 409.
    if (await isUniqueClash(installed)) throw conflict();
    throw error;
  }
  return scannerById(ctx, tenantId, domainId, id);
}

async function scannerById(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  componentId: string,
): Promise<TDomainScanner> {
  const rows = await listDomainScanners(ctx.database.db, tenantId, domainId, componentId);
  const [scanner] = await scannersOf(ctx, tenantId, rows);
  if (!scanner) throw notFound();
  return scanner;
}

export async function setScannerStatus(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  componentId: string,
  status: boolean,
): Promise<TDomainScanner> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  await scannerById(ctx, tenantId, domainId, componentId);
  await setComponentStatus(db, 'domain_scanners', tenantId, domainId, componentId, status ? 1 : 0);
  return scannerById(ctx, tenantId, domainId, componentId);
}

export async function uninstallScanner(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  componentId: string,
): Promise<void> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  await scannerById(ctx, tenantId, domainId, componentId);
  await db
    .transaction()
    .execute((trx) => deleteDomainScanner(trx, tenantId, domainId, componentId));
}

export async function installExtractor(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  extractorId: TId,
): Promise<TDomainExtractor> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  const catalogueId = String(extractorId);
  if (!(await findExtractorRow(db, catalogueId))) {
    throw new ValidationError({ extractor_id: [DOMAIN_MESSAGES.unknownExtractor] });
  }
  const installed = async () =>
    (await listDomainExtractors(db, tenantId, domainId)).filter(
      (row) => row.extractor_id === catalogueId,
    );
  const conflict = () => new HttpError(409, DOMAIN_MESSAGES.extractorAlreadyInstalled);
  if (await isUniqueClash(installed)) throw conflict();
  const id = createId();
  try {
    await insertDomainExtractor(db, {
      id,
      tenant_id: tenantId,
      domain_id: domainId,
      extractor_id: catalogueId,
      status: 1,
      created_at: toStoredTimestamp(ctx.clock.now()),
    });
  } catch (error) {
    if (await isUniqueClash(installed)) throw conflict();
    throw error;
  }
  return extractorById(ctx, tenantId, domainId, id);
}

async function extractorById(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  componentId: string,
): Promise<TDomainExtractor> {
  const [row] = await listDomainExtractors(ctx.database.db, tenantId, domainId, componentId);
  if (!row) throw notFound();
  return extractorOf(row);
}

export async function setExtractorStatus(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  componentId: string,
  status: boolean,
): Promise<TDomainExtractor> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  await extractorById(ctx, tenantId, domainId, componentId);
  await setComponentStatus(
    db,
    'domain_extractors',
    tenantId,
    domainId,
    componentId,
    status ? 1 : 0,
  );
  return extractorById(ctx, tenantId, domainId, componentId);
}

export async function uninstallExtractor(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  componentId: string,
): Promise<void> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  await extractorById(ctx, tenantId, domainId, componentId);
  await deleteDomainExtractor(db, tenantId, domainId, componentId);
}
