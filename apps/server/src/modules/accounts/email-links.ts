import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp, type Clock } from '../../lib/clock';
import { createId, createToken, hashToken } from '../../lib/tokens';
import {
  findEmailTokenByHash,
  insertEmailToken,
  retireEmailTokens,
  type EmailTokenRow,
  type LinkPurpose,
} from './email-links.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long an emailed link works. A reset link is short-lived: it bypasses the password. */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  confirm: 7 * DAY_MS,
  invite: 7 * DAY_MS,
  reset: 60 * 60 * 1000,
};

/** Console screen each link opens (the SPA owns these paths). */
const LINK_PATH: Record<LinkPurpose, string> = {
  confirm: '/confirmaccount',
  invite: '/confirmaccount',
  reset: '/resetpassword',
};

export interface LinkOwner {
  id: string;
  tenant_id: string;
  email: string;
}

/**
 * Creates a single-use link for a user and retires the user's older links of the same kind,
 * so only the newest email works. Only the token's hash is stored. Confirmation and
 * invitation links retire each other: both open the same screen for the same account.
 */
export async function issueEmailLink(
  db: Kysely<Database>,
  clock: Clock,
  user: LinkOwner,
  purpose: LinkPurpose,
): Promise<string> {
  const now = clock.now();
  const token = createToken();
  const siblings: LinkPurpose[] = purpose === 'reset' ? ['reset'] : ['confirm', 'invite'];
  await db.transaction().execute(async (trx) => {
    await retireEmailTokens(trx, user.tenant_id, user.id, siblings, toStoredTimestamp(now));
    await insertEmailToken(trx, {
      id: createId(),
      tenant_id: user.tenant_id,
      user_id: user.id,
      purpose,
      token_hash: hashToken(token),
      expires_at: toStoredTimestamp(new Date(now.getTime() + LINK_LIFETIME_MS[purpose])),
      used_at: null,
      created_at: toStoredTimestamp(now),
    });
  });
  return token;
}

/** The link a token names, if it is of one of these purposes, unused and not expired. */
export async function findLiveEmailLink(
  db: Kysely<Database>,
  clock: Clock,
  token: string,
  purposes: readonly LinkPurpose[],
): Promise<EmailTokenRow | undefined> {
  const row = await findEmailTokenByHash(db, hashToken(token));
  if (!row || !purposes.includes(row.purpose) || row.used_at !== null) return undefined;
  if (clock.now().getTime() >= new Date(row.expires_at).getTime()) return undefined;
  return row;
}

/**
 * `${publicUrl}/confirmaccount?token=…&email=…` and the like. An invitation also says
 * `invite=1`, so the Confirm Account screen knows to ask for a password.
 */
export function emailLinkUrl(
  publicUrl: string,
  purpose: LinkPurpose,
  token: string,
  email: string,
): string {
  const query = new URLSearchParams({ token, email });
  if (purpose === 'invite') query.set('invite', '1');
  return `${publicUrl}${LINK_PATH[purpose]}?${query.toString()}`;
}
