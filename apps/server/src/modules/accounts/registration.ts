/**
 * Create Account without telling who has an account (docs/decisions/0122-no-account-
 * enumeration.md). The form's request does the same work for every address — check, hash,
 * store a pending sign-up, queue a job — and answers; the job then emails either a
 * confirmation link or, to an address that has an account, a reminder to sign in. Nothing is
 * created, and no pending invitation is withdrawn, until the link is opened.
 */
import { MESSAGES, ROLES } from '@vigil/contract';
import type { TRegisterRequest } from '@vigil/contract';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp, type Clock } from '../../lib/clock';
import { HttpError, ValidationError } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertStrongPassword } from '../../lib/password-strength';
import { createId, createToken, hashToken } from '../../lib/tokens';
import { findConfirmedUserByEmail, insertTenant, insertUser } from '../auth/user.queries';
import { newTenantRow, newUserRow, normaliseEmail } from '../auth/user.service';
import { enqueueJob } from '../jobs/enqueue-job';
import type { JobOutcome, RunningJob } from '../jobs/job-runner';
import { withdrawPendingUsersOfEmail } from './pending-users';
import { REGISTER_PER_ADDRESS, registerAddressKey } from './account-limits';
import { retryAccountEmail } from './account-email-retry';
import { confirmationEmail, existingAccountEmail } from './account-emails';
import { emailLinkUrl, LINK_LIFETIME_MS } from './email-links';
import {
  consumePendingRegistration,
  findLivePendingRegistrations,
  findPendingRegistration,
  findPendingRegistrationByTokenHash,
  insertPendingRegistration,
  setPendingRegistrationToken,
} from './pending-registrations.queries';

export const REGISTRATION_EMAIL_JOB_KIND = 'registration-email';

const ZRegistrationEmailPayloadSchema = z.object({ registrationId: z.string().min(1) });

const invalidConfirmationLink = () =>
  new ValidationError({ token: [MESSAGES.invalidConfirmationLink] });

/** POST /register: stores the sign-up and queues its email; the answer never depends on the address. */
export async function registerAccount(
  ctx: AppContext,
  body: TRegisterRequest,
  ip: string,
): Promise<void> {
  await ctx.services.rateLimits.consume([
    { key: registerAddressKey(ip), rule: REGISTER_PER_ADDRESS },
  ]);
  const email = normaliseEmail(body.email);
  assertStrongPassword(body.password, { name: body.name, email, extra: [body.tenant_name] });
  const passwordHash = await hashPassword(body.password, ctx.config.passwordHash);
  const now = ctx.clock.now();
  const id = createId();
  await ctx.database.db.transaction().execute(async (trx) => {
    await insertPendingRegistration(trx, {
      id,
      email,
      name: body.name,
      tenant_name: body.tenant_name,
      password_hash: passwordHash,
      token_hash: null,
      expires_at: toStoredTimestamp(new Date(now.getTime() + LINK_LIFETIME_MS.confirm)),
      used_at: null,
      created_at: toStoredTimestamp(now),
    });
    await enqueueJob(trx, now, {
      kind: REGISTRATION_EMAIL_JOB_KIND,
      tenantId: null,
      payload: { registrationId: id },
    });
  });
}

/** The job: a confirmation link for an address without an account, a reminder for one with. */
async function sendRegistrationEmail(ctx: AppContext, job: RunningJob): Promise<JobOutcome> {
  const { db } = ctx.database;
  const { registrationId } = ZRegistrationEmailPayloadSchema.parse(job.payload);
  const registration = await findPendingRegistration(db, registrationId);
  if (!registration || registration.used_at !== null) return { outcome: 'done' };
  const now = ctx.clock.now();
  const owner = await findConfirmedUserByEmail(db, registration.email);
  try {
    if (owner) {
      await consumePendingRegistration(db, registration.id, toStoredTimestamp(now));
      const { publicUrl } = ctx.config;
      await ctx.mailer.send(
        existingAccountEmail({
          to: owner.email,
          name: owner.name,
          signInLink: `${publicUrl}/login`,
          resetLink: `${publicUrl}/forgottenpassword`,
        }),
      );
      return { outcome: 'done' };
    }
    // A new token on every attempt: only the newest email's link works.
    const token = createToken();
    await setPendingRegistrationToken(
      db,
      registration,
      hashToken(token),
      toStoredTimestamp(new Date(now.getTime() + LINK_LIFETIME_MS.confirm)),
      toStoredTimestamp(now),
    );
    const link = emailLinkUrl(ctx.config.publicUrl, 'confirm', token, registration.email);
    await ctx.mailer.send(
      confirmationEmail({
        to: registration.email,
        name: registration.name,
        tenantName: registration.tenant_name,
        link,
      }),
    );
    return { outcome: 'done' };
  } catch (error) {
    return retryAccountEmail(ctx, job, error);
  }
}

export function registerRegistrationEmailJob(ctx: AppContext): void {
  ctx.jobs.register(REGISTRATION_EMAIL_JOB_KIND, (job) => sendRegistrationEmail(ctx, job));
}

/**
 * Opens a sign-up's confirmation link, if the token names one: creates the tenant and its
 * administrator, confirmed, and withdraws every pending invitation of the address — the
 * person has just proved it is theirs. Answers false when the token is not a sign-up's.
 */
export async function confirmRegistration(ctx: AppContext, token: string): Promise<boolean> {
  const { db } = ctx.database;
  const registration = await findPendingRegistrationByTokenHash(db, hashToken(token));
  if (!registration) return false;
  const now = ctx.clock.now();
  const live = registration.used_at === null && now.getTime() < Date.parse(registration.expires_at);
  if (!live) throw invalidConfirmationLink();
  const stamp = toStoredTimestamp(now);
  const tenantId = createId();
  try {
    const withdrawn = await db.transaction().execute(async (trx) => {
      if (!(await consumePendingRegistration(trx, registration.id, stamp))) {
        throw invalidConfirmationLink();
      }
      // Confirmed meanwhile through another link (an invitation): that account owns it.
      if (await findConfirmedUserByEmail(trx, registration.email)) throw invalidConfirmationLink();
      const count = await withdrawPendingUsersOfEmail(trx, registration.email);
      await insertTenant(
        trx,
        newTenantRow({ id: tenantId, name: registration.tenant_name, now: stamp }),
      );
      await insertUser(
        trx,
        newUserRow({
          tenantId,
          name: registration.name,
          email: registration.email,
          passwordHash: registration.password_hash,
          roleId: ROLES.administrator,
          verifiedAt: stamp,
          now: stamp,
        }),
      );
      return count;
    });
    if (withdrawn > 0) {
      ctx.logger.info({ withdrawn }, 'pending invitations withdrawn: the address owner signed up');
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Two links of one address used at once: the unique index lets one account through.
    if (await findConfirmedUserByEmail(db, registration.email)) throw invalidConfirmationLink();
    throw error;
  }
  return true;
}

/**
 * Sign-in for an address with no account but a sign-up waiting for its link: with that
 * sign-up's password, the person is told to confirm first (as before decision 0122).
 */
export interface RegistrationService {
  /**
   * Whether this password is that of the newest sign-up still waiting for its link for this
   * address; the sign-in route, which owns no sign-ups, asks through the context (decision 0130).
   */
  awaitsConfirmation(email: string, password: string): Promise<boolean>;
}

export function createRegistrationService(db: Kysely<Database>, clock: Clock): RegistrationService {
  return {
    async awaitsConfirmation(email, password) {
      const waiting = await findLivePendingRegistrations(
        db,
        normaliseEmail(email),
        toStoredTimestamp(clock.now()),
      );
      const newest = waiting[0];
      return newest !== undefined && verifyPassword(password, newest.password_hash);
    },
  };
}
