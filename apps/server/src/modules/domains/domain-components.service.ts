import {
  DOMAIN_MESSAGES,
  type TDomainExtractor,
  type TDomainScanner,
  type TDomainStream,
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
  type NewInstallation,
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

/**
 * What differs between installing a scanner and an extractor on a domain; the install,
 * toggle and uninstall rules below are the same for both.
 */
interface ComponentKind<CatalogueId, Installed> {
  table: 'domain_scanners' | 'domain_extractors';
  /** The body field named in a 422 for an id missing from the catalogue. */
  field: 'scanner_id' | 'extractor_id';
  unknownMessage: string;
  alreadyInstalledMessage: string;
  inCatalogue(db: Db, catalogueId: CatalogueId): Promise<boolean>;
  isInstalled(
    db: Db,
    tenantId: string,
    domainId: string,
    catalogueId: CatalogueId,
  ): Promise<boolean>;
  insert(db: Db, row: NewInstallation, catalogueId: CatalogueId): Promise<void>;
  byId(
    ctx: AppContext,
    tenantId: string,
    domainId: string,
    componentId: string,
  ): Promise<Installed | undefined>;
  remove(db: Db, tenantId: string, domainId: string, componentId: string): Promise<void>;
}

type Db = AppContext['database']['db'];

export const SCANNERS: ComponentKind<number, TDomainScanner> = {
  table: 'domain_scanners',
  field: 'scanner_id',
  unknownMessage: DOMAIN_MESSAGES.unknownScanner,
  alreadyInstalledMessage: DOMAIN_MESSAGES.scannerAlreadyInstalled,
  inCatalogue: async (db, id) => (await findScannerRow(db, id)) !== undefined,
  isInstalled: async (db, tenantId, domainId, id) =>
    (await listDomainScanners(db, tenantId, domainId)).some((row) => row.scanner_id === id),
  // The installation and its default thresholds (decision 0082) land together.
  insert: (db, row, id) =>
    db.transaction().execute((trx) => insertDomainScanner(trx, { ...row, scanner_id: id })),
  byId: async (ctx, tenantId, domainId, componentId) => {
    const rows = await listDomainScanners(ctx.database.db, tenantId, domainId, componentId);
    return (await scannersOf(ctx, tenantId, rows))[0];
  },
  // A scanner's thresholds on this domain go with it, in one transaction.
  remove: (db, tenantId, domainId, componentId) =>
    db.transaction().execute((trx) => deleteDomainScanner(trx, tenantId, domainId, componentId)),
};

export const EXTRACTORS: ComponentKind<string, TDomainExtractor> = {
  table: 'domain_extractors',
  field: 'extractor_id',
  unknownMessage: DOMAIN_MESSAGES.unknownExtractor,
  alreadyInstalledMessage: DOMAIN_MESSAGES.extractorAlreadyInstalled,
  inCatalogue: async (db, id) => (await findExtractorRow(db, id)) !== undefined,
  isInstalled: async (db, tenantId, domainId, id) =>
    (await listDomainExtractors(db, tenantId, domainId)).some((row) => row.extractor_id === id),
  insert: (db, row, id) => insertDomainExtractor(db, { ...row, extractor_id: id }),
  byId: async (ctx, tenantId, domainId, componentId) => {
    const [row] = await listDomainExtractors(ctx.database.db, tenantId, domainId, componentId);
    return row && extractorOf(row);
  },
  remove: (db, tenantId, domainId, componentId) =>
    deleteDomainExtractor(db, tenantId, domainId, componentId),
};

async function installedById<C, I>(
  kind: ComponentKind<C, I>,
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  componentId: string,
): Promise<I> {
  const installed = await kind.byId(ctx, tenantId, domainId, componentId);
  if (installed === undefined) throw notFound();
  return installed;
}

export async function installComponent<C, I>(
  kind: ComponentKind<C, I>,
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  catalogueId: C,
): Promise<I> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  if (!(await kind.inCatalogue(db, catalogueId))) {
    throw new ValidationError({ [kind.field]: [kind.unknownMessage] });
  }
  const conflict = () => new HttpError(409, kind.alreadyInstalledMessage);
  if (await kind.isInstalled(db, tenantId, domainId, catalogueId)) throw conflict();
  const id = createId();
  const row: NewInstallation = {
    id,
    tenant_id: tenantId,
    domain_id: domainId,
    status: 1,
    created_at: toStoredTimestamp(ctx.clock.now()),
  };
  try {
    await kind.insert(db, row, catalogueId);
  } catch (error) {
    // The unique index settles a race between two installs: the loser gets the same 409.
    if (await kind.isInstalled(db, tenantId, domainId, catalogueId)) throw conflict();
    throw error;
  }
  return installedById(kind, ctx, tenantId, domainId, id);
}

export async function setInstalledStatus<C, I>(
  kind: ComponentKind<C, I>,
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  componentId: string,
  status: boolean,
): Promise<I> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  await installedById(kind, ctx, tenantId, domainId, componentId);
  await setComponentStatus(db, kind.table, tenantId, domainId, componentId, status ? 1 : 0);
  return installedById(kind, ctx, tenantId, domainId, componentId);
}

export async function uninstallComponent<C, I>(
  kind: ComponentKind<C, I>,
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  componentId: string,
): Promise<void> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  await installedById(kind, ctx, tenantId, domainId, componentId);
  await kind.remove(db, tenantId, domainId, componentId);
}
