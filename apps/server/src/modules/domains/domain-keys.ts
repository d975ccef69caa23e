import { randomInt } from 'node:crypto';
import { DOMAIN_MESSAGES, type TDomainKey, type TDomainKeyStatus } from '@vigil/contract';
import type { AppContext } from '../../context';
import { toApiTimestamp, toStoredTimestamp } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-errors';
import { createToken } from '../../lib/tokens';
import { findKeyStatus, insertKey, replaceKey } from './domain-settings.queries';
import { tenantDomain } from './domains.service';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ACCESS_KEY_LENGTH = 24;

/** Public half: identifies the domain in plugin requests, so it is shown and indexed. */
function newAccessKey(): string {
  let key = 'vk_';
  for (let i = 0; i < ACCESS_KEY_LENGTH; i += 1) key += ALPHABET[randomInt(ALPHABET.length)];
  return key;
}

/** Secret half: 256 random bits; shown once, stored only sealed (0071). */
function newSecretKey(): string {
  return `vs_${createToken()}`;
}

/** GET: the access key and its age, never the secret; nulls while there is no key. */
export async function getDomainKey(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
): Promise<TDomainKeyStatus> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  const key = await findKeyStatus(db, tenantId, domainId);
  return {
    access_key: key?.access_key ?? null,
    updated_at: key ? toApiTimestamp(key.updated_at) : null,
  };
}

/** POST: the first key pair; 409 if the domain has one (the primary key settles races). */
export async function createDomainKey(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
): Promise<TDomainKey> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  const exists = () => new HttpError(409, DOMAIN_MESSAGES.keyExists);
  if (await findKeyStatus(db, tenantId, domainId)) throw exists();
  const now = toStoredTimestamp(ctx.clock.now());
  const accessKey = newAccessKey();
  const secretKey = newSecretKey();
  try {
    await insertKey(db, {
      domain_id: domainId,
      tenant_id: tenantId,
      access_key: accessKey,
      secret_sealed: ctx.secretBox.encrypt(secretKey),
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (await findKeyStatus(db, tenantId, domainId)) throw exists();
    throw error;
  }
  return { access_key: accessKey, secret_key: secretKey, updated_at: toApiTimestamp(now) };
}

/** PUT: a new pair replaces the old at once (plugins on the old key stop); 404 if none. */
export async function regenerateDomainKey(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
): Promise<TDomainKey> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  const now = toStoredTimestamp(ctx.clock.now());
  const accessKey = newAccessKey();
  const secretKey = newSecretKey();
  const replaced = await replaceKey(db, tenantId, domainId, {
    access_key: accessKey,
    secret_sealed: ctx.secretBox.encrypt(secretKey),
    updated_at: now,
  });
  if (!replaced) throw notFound(DOMAIN_MESSAGES.keyMissing);
  return { access_key: accessKey, secret_key: secretKey, updated_at: toApiTimestamp(now) };
}
