import { DOMAIN_MESSAGES, MESSAGES, ROLES, type TDomain } from '@vigil/contract';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema/database';
import type { AuthorizedRequest } from '../../http/authorize';
import { toStoredTimestamp } from '../../lib/clock';
import { notFound, ValidationError } from '../../lib/http-errors';
import { createId } from '../../lib/tokens';
import { BUILT_IN_EXTRACTOR_ID, BUILT_IN_SCANNER_ID } from '../catalogue/catalogue';
import { insertDomainExtractor, insertDomainScanner } from './domain-components.queries';
import { toShownDomainName, toStoredDomainName } from '../../lib/domain-name';
import {
  deleteDomainRows,
  findDomainRow,
  findDomainRowByName,
  insertDomainRow,
  listDomainRows,
  updateDomainRow,
  type DomainRow,
} from './domains.queries';

export function toDomain(row: DomainRow): TDomain {
  return {
    id: row.id,
    name: toShownDomainName(row.name),
    description: row.description,
    enabled: row.enabled === 1,
  };
}

const nameTaken = () => new ValidationError({ name: [DOMAIN_MESSAGES.domainNameTaken] });

/** 422 'Invalid domain' unless the name is a host name; else its stored (punycode) form. */
function storedName(name: string): string {
  const stored = toStoredDomainName(name);
  if (stored === undefined) throw new ValidationError({ name: [MESSAGES.invalidDomain] });
  return stored;
}

/** A moderator sees only the domains their groups allow; administrators see them all. */
export async function listDomains(ctx: AppContext, auth: AuthorizedRequest): Promise<TDomain[]> {
  const moderatorId = auth.roleId === ROLES.administrator ? undefined : auth.userId;
  return (await listDomainRows(ctx.database.db, auth.tenantId, moderatorId)).map(toDomain);
}

/** The caller's domain or 404: another tenant's id, or one a moderator may not see. */
export async function visibleDomain(
  ctx: AppContext,
  auth: AuthorizedRequest,
  domainId: string,
): Promise<DomainRow> {
  const row =
    auth.roleId === ROLES.administrator
      ? await findDomainRow(ctx.database.db, auth.tenantId, domainId)
      : (await listDomainRows(ctx.database.db, auth.tenantId, auth.userId)).find(
          (domain) => domain.id === domainId,
        );
  if (!row) throw notFound();
  return row;
}

/** The tenant's domain or 404 (administrator routes). */
export async function tenantDomain(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
): Promise<DomainRow> {
  const row = await findDomainRow(db, tenantId, domainId);
  if (!row) throw notFound();
  return row;
}

export interface NewDomain {
  name: string;
  description: string;
  enabled: boolean;
}

/** Stores the domain with the built-in text scanner and HTML text extractor enabled (0074). */
export async function createDomain(
  ctx: AppContext,
  tenantId: string,
  fields: NewDomain,
): Promise<TDomain> {
  const { db } = ctx.database;
  const name = storedName(fields.name);
  if (await findDomainRowByName(db, tenantId, name)) throw nameTaken();
  const now = toStoredTimestamp(ctx.clock.now());
  const row: DomainRow = {
    id: createId(),
    tenant_id: tenantId,
    name,
    description: fields.description,
    enabled: fields.enabled ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  const installation = { tenant_id: tenantId, domain_id: row.id, status: 1, created_at: now };
  try {
    await db.transaction().execute(async (trx) => {
      await insertDomainRow(trx, row);
      await insertDomainScanner(trx, {
        ...installation,
        id: createId(),
        scanner_id: BUILT_IN_SCANNER_ID,
      });
      await insertDomainExtractor(trx, {
        ...installation,
        id: createId(),
        extractor_id: BUILT_IN_EXTRACTOR_ID,
      });
    });
  } catch (error) {
    // A racing request with the same name loses on the unique index: the same 422.
    if (await findDomainRowByName(db, tenantId, name)) throw nameTaken();
    throw error;
  }
  return toDomain(row);
}

export interface DomainChanges {
  name?: string | undefined;
  description?: string | undefined;
  enabled: boolean;
}

/** Edits the description and status; the name is read-only (spec §5), so a new one is a 422. */
export async function updateDomain(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  changes: DomainChanges,
): Promise<TDomain> {
  const { db } = ctx.database;
  const row = await tenantDomain(db, tenantId, domainId);
  if (changes.name !== undefined && toStoredDomainName(changes.name) !== row.name) {
    throw new ValidationError({ name: [DOMAIN_MESSAGES.domainNameNotEditable] });
  }
  const updated = {
    enabled: changes.enabled ? 1 : 0,
    updated_at: toStoredTimestamp(ctx.clock.now()),
    ...(changes.description === undefined ? {} : { description: changes.description }),
  };
  await updateDomainRow(db, tenantId, domainId, updated);
  return toDomain({ ...row, ...updated });
}

export async function deleteDomain(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
): Promise<void> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  await db.transaction().execute((trx) => deleteDomainRows(trx, tenantId, domainId));
}
