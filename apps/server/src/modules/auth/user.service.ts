import type { Kysely } from 'kysely';
import { DEFAULT_ACTIVE_MINUTES, DEFAULT_LOCK_MINUTES } from '@vigil/contract';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp, type Clock } from '../../lib/clock';
import {
  hashPassword,
  needsRehash,
  verifyPassword,
  type PasswordHashParams,
} from '../../lib/password';
import { createId } from '../../lib/tokens';
import {
  anyTenantExists,
  findCaller,
  type CallerRow,
  findTenant,
  findUserByEmail,
  findUserInTenant,
  insertTenant,
  insertUser,
  replacePasswordHash,
  setLastLogin,
  type TenantRow,
  type UserRow,
} from './user.queries';

export interface NewUser {
  name: string;
  email: string;
  password: string;
  roleId: number;
  verified: boolean;
}

export interface UserService {
  /**
   * The user whose email and password match, or undefined; equally slow either way. A match
   * whose stored hash is weaker than today's parameters is hashed again (decision 0125).
   */
  verifyCredentials(email: string, password: string): Promise<UserRow | undefined>;
  findInTenant(tenantId: string, userId: string): Promise<UserRow | undefined>;
  /** One read per request for the role and two-factor checks (http/authenticate.ts). */
  findCaller(tenantId: string, userId: string): Promise<CallerRow | undefined>;
  findTenant(tenantId: string): Promise<TenantRow | undefined>;
  recordLogin(user: UserRow): Promise<void>;
  createTenantWithUsers(tenantName: string, users: NewUser[]): Promise<TenantRow>;
  anyTenantExists(): Promise<boolean>;
}

/** A tenant as first stored: the default moderation timing, no two-factor enforcement. */
export function newTenantRow(fields: { name: string; now: string; id?: string }): TenantRow {
  return {
    id: fields.id ?? createId(),
    name: fields.name,
    active_minutes: DEFAULT_ACTIVE_MINUTES,
    lock_minutes: DEFAULT_LOCK_MINUTES,
    two_factor_enforcement_date: null,
    created_at: fields.now,
    updated_at: fields.now,
  };
}

/** A user as first stored: no two-factor, no EULA acceptance, never signed in. */
export function newUserRow(fields: {
  tenantId: string;
  name: string;
  email: string;
  passwordHash: string | null;
  roleId: number;
  verifiedAt: string | null;
  now: string;
  id?: string;
}): UserRow {
  return {
    id: fields.id ?? createId(),
    tenant_id: fields.tenantId,
    name: fields.name,
    email: normaliseEmail(fields.email),
    password_hash: fields.passwordHash,
    role_id: fields.roleId,
    email_verified_at: fields.verifiedAt,
    two_factor_secret: null,
    two_factor_confirmed_at: null,
    two_factor_last_step: null,
    eula_accepted_at: null,
    eula_version: null,
    last_login_at: null,
    created_at: fields.now,
    updated_at: fields.now,
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createUserService(
  db: Kysely<Database>,
  clock: Clock,
  passwordHash: PasswordHashParams,
): UserService {
  // Verifying against a real hash when the email is unknown keeps the reply time the same,
  // so timing does not reveal which emails have accounts.
  let dummyHash: Promise<string> | undefined;

  return {
    async verifyCredentials(email, password) {
      const user = await findUserByEmail(db, normaliseEmail(email));
      if (!user?.password_hash) {
        dummyHash ??= hashPassword('not a real password', passwordHash);
        await verifyPassword(password, await dummyHash);
        return undefined;
      }
      if (!(await verifyPassword(password, user.password_hash))) return undefined;
      // Only here is the password known: a sign-in is when an old hash can be upgraded.
      if (needsRehash(user.password_hash, passwordHash)) {
        const stronger = await hashPassword(password, passwordHash);
        await replacePasswordHash(db, user, user.password_hash, stronger);
        return { ...user, password_hash: stronger };
      }
      return user;
    },

    findInTenant: (tenantId, userId) => findUserInTenant(db, tenantId, userId),
    findCaller: (tenantId, userId) => findCaller(db, tenantId, userId),
    findTenant: (tenantId) => findTenant(db, tenantId),
    anyTenantExists: () => anyTenantExists(db),

    async recordLogin(user) {
      await setLastLogin(db, user.tenant_id, user.id, toStoredTimestamp(clock.now()));
    },

    async createTenantWithUsers(tenantName, users) {
      const now = toStoredTimestamp(clock.now());
      const tenant = newTenantRow({ name: tenantName, now });
      const rows: UserRow[] = [];
      for (const user of users) {
        rows.push(
          newUserRow({
            tenantId: tenant.id,
            name: user.name,
            email: user.email,
            passwordHash: await hashPassword(user.password, passwordHash),
            roleId: user.roleId,
            verifiedAt: user.verified ? now : null,
            now,
          }),
        );
      }
      await db.transaction().execute(async (trx) => {
        await insertTenant(trx, tenant);
        for (const row of rows) await insertUser(trx, row);
      });
      return tenant;
    },
  };
}
