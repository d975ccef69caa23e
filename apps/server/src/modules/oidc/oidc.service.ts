/**
 * The rules of external sign-in: which Vigil user an OpenID Connect identity opens, and
 * attaching an identity to a signed-in user. Accounts are never created here (decision 0042: the
 * identity is matched to an existing user by verified email, or linked from a session).
 */
import type { Kysely } from 'kysely';
import type { TOidcErrorCode, TOidcProviderId } from '@vigil/contract';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp, type Clock } from '../../lib/clock';
import { createId } from '../../lib/tokens';
import type { UserRow } from '../auth/user.queries';
import { normaliseEmail, type UserService } from '../auth/user.service';
import { findIdentity, findUserIdByEmail, insertIdentity } from './oidc.queries';

/** The facts taken from a verified ID token. */
export interface ExternalIdentity {
  provider: TOidcProviderId;
  subject: string;
  email: string | undefined;
  /** The provider vouches that the person controls `email`. */
  emailVerified: boolean;
}

export type OidcResult<T> = { ok: true; value: T } | { ok: false; error: TOidcErrorCode };

const fail = (error: TOidcErrorCode): { ok: false; error: TOidcErrorCode } => ({
  ok: false,
  error,
});

export interface OidcService {
  /** The user this identity signs in as, linking it on first use by verified email. */
  resolveSignIn(identity: ExternalIdentity): Promise<OidcResult<UserRow>>;
  /** Attaches the identity to the given user; idempotent for the same user. */
  link(identity: ExternalIdentity, tenantId: string, userId: string): Promise<OidcResult<null>>;
}

export function createOidcService(
  db: Kysely<Database>,
  clock: Clock,
  users: UserService,
): OidcService {
  /** Inserts the link; false when another request linked the same identity first. */
  async function insert(identity: ExternalIdentity, tenantId: string, userId: string) {
    try {
      await insertIdentity(db, {
        id: createId(),
        tenant_id: tenantId,
        user_id: userId,
        provider: identity.provider,
        subject: identity.subject,
        email: identity.email ? normaliseEmail(identity.email) : '',
        created_at: toStoredTimestamp(clock.now()),
      });
      return true;
    } catch (error) {
      // The unique (provider, subject) index lost a race; the caller reads the winner.
      if (await findIdentity(db, identity.provider, identity.subject)) return false;
      throw error;
    }
  }

  async function matchByEmail(identity: ExternalIdentity): Promise<OidcResult<UserRow>> {
    // An unverified address proves nothing: anyone can type someone else's email at a provider.
    if (!identity.email || !identity.emailVerified) return fail('email_not_verified');
    const match = await findUserIdByEmail(db, normaliseEmail(identity.email));
    if (!match) return fail('no_account');
    const user = await users.findInTenant(match.tenant_id, match.id);
    if (!user) return fail('no_account');
    // Same rule as password sign-in: an unconfirmed account does not sign in yet.
    if (user.email_verified_at === null) return fail('account_not_confirmed');
    await insert(identity, user.tenant_id, user.id);
    return resolveLinked(identity);
  }

  async function resolveLinked(identity: ExternalIdentity): Promise<OidcResult<UserRow>> {
    const linked = await findIdentity(db, identity.provider, identity.subject);
    if (!linked) return fail('no_account');
    const user = await users.findInTenant(linked.tenant_id, linked.user_id);
    if (!user) return fail('no_account');
    if (user.email_verified_at === null) return fail('account_not_confirmed');
    return { ok: true, value: user };
  }

  return {
    async resolveSignIn(identity) {
      const linked = await findIdentity(db, identity.provider, identity.subject);
      return linked ? resolveLinked(identity) : matchByEmail(identity);
    },

    async link(identity, tenantId, userId) {
      const existing = await findIdentity(db, identity.provider, identity.subject);
      if (existing)
        return existing.user_id === userId ? { ok: true, value: null } : fail('identity_taken');
      if (await insert(identity, tenantId, userId)) return { ok: true, value: null };
      const winner = await findIdentity(db, identity.provider, identity.subject);
      return winner?.user_id === userId ? { ok: true, value: null } : fail('identity_taken');
    },
  };
}
