import type { Kysely, Selectable } from 'kysely';
import type { EmailTokensTable } from '../../db/schema/accounts';
import type { Database } from '../../db/schema/database';

export type EmailTokenRow = Selectable<EmailTokensTable>;
export type LinkPurpose = EmailTokensTable['purpose'];

const EMAIL_TOKEN_COLUMNS = [
  'id',
  'tenant_id',
  'user_id',
  'purpose',
  'token_hash',
  'expires_at',
  'used_at',
  'created_at',
] as const;

export async function insertEmailToken(db: Kysely<Database>, row: EmailTokenRow): Promise<void> {
  await db.insertInto('email_tokens').values(row).execute();
}

// A link arrives before anyone is signed in: its token's hash is what names the tenant.
export async function findEmailTokenByHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<EmailTokenRow | undefined> {
  return db
    .selectFrom('email_tokens')
    .select(EMAIL_TOKEN_COLUMNS)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks a link used only if it still is unused, and says whether this call did it: of two
 * requests racing with the same link, exactly one wins.
 */
export async function consumeEmailToken(
  db: Kysely<Database>,
  tenantId: string,
  tokenId: string,
  usedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('email_tokens')
    .set({ used_at: usedAt })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires a user's unused links of one purpose (a newer link replaces them). */
export async function retireEmailTokens(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  purposes: readonly LinkPurpose[],
  at: string,
): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: at })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}
