import { ACCOUNT_MESSAGES, MESSAGES } from '@vigil/contract';
import type {
  TConfirmAccountRequest,
  TRequestPasswordResetRequest,
  TResetPasswordRequest,
  TUpdatePasswordRequest,
} from '@vigil/contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema/database';
import type { RequestAuth } from '../../http/authenticate';
import { toStoredTimestamp } from '../../lib/clock';
import { ValidationError, unauthenticated, notFound } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertStrongPassword } from '../../lib/password-strength';
import { findConfirmedUserByEmail, findUserByEmail, type UserRow } from '../auth/user.queries';
import { normaliseEmail } from '../auth/user.service';
import { enqueueJob } from '../jobs/enqueue-job';
import type { JobOutcome, RunningJob } from '../jobs/job-runner';
import { withdrawPendingUsersOfEmail } from './pending-users';
import {
  LINK_REDEEM_PER_ADDRESS,
  linkRedeemAddressKey,
  PASSWORD_CHANGE_PER_USER,
  passwordChangeUserKey,
  RESET_REQUEST_PER_ACCOUNT,
  RESET_REQUEST_PER_ADDRESS,
  resetRequestAccountKey,
  resetRequestAddressKey,
} from './account-limits';
import { invitationAddressInUseEmail, invitationEmail, passwordResetEmail } from './account-emails';
import { deleteUserSessions, markEmailVerified, setPasswordHash } from './accounts.queries';
import { consumeEmailToken } from './email-links.queries';
import { emailLinkUrl, findLiveEmailLink, issueEmailLink } from './email-links';
import { retryAccountEmail } from './account-email-retry';
import { confirmRegistration } from './registration';

export const PASSWORD_RESET_EMAIL_JOB_KIND = 'password-reset-email';
const ZPasswordResetEmailPayloadSchema = z.object({ email: z.string().min(1) });

const invalidConfirmationLink = () =>
  new ValidationError({ token: [MESSAGES.invalidConfirmationLink] });
const invalidResetLink = () => new ValidationError({ token: [MESSAGES.invalidResetLink] });

/**
 * Emails a user an administrator added a link to choose a password and join (purpose
 * 'invite'). The user exists already, without a password; older links stop working.
 */
export async function sendInvitation(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<void> {
  const user = await ctx.services.users.findInTenant(tenantId, userId);
  const tenant = await ctx.services.users.findTenant(tenantId);
  if (!user || !tenant) throw notFound();
  // An address another account owns cannot join (decision 0122): its owner is told so, and
  // the administrator is answered as for any invitation — no link that could never work.
  const owner = await findConfirmedUserByEmail(ctx.database.db, user.email);
  if (owner && owner.id !== user.id) {
    await ctx.mailer.send(
      invitationAddressInUseEmail({ to: user.email, name: user.name, tenantName: tenant.name }),
    );
    return;
  }
  const token = await issueEmailLink(ctx.database.db, ctx.clock, user, 'invite');
  const link = emailLinkUrl(ctx.config.publicUrl, 'invite', token, user.email);
  await ctx.mailer.send(
    invitationEmail({ to: user.email, name: user.name, tenantName: tenant.name, link }),
  );
}

/**
 * Confirms an address for `user` in the caller's transaction, unless it is confirmed already:
 * refused when another account owns the address; otherwise every other pending user of the
 * address (other tenants' invitations) is withdrawn, as the owner has proved it is theirs.
 */
async function claimAddress(
  trx: Kysely<Database>,
  user: UserRow,
  now: string,
  refuse: () => Error,
): Promise<void> {
  if (user.email_verified_at !== null) return;
  const owner = await findConfirmedUserByEmail(trx, user.email);
  if (owner && owner.id !== user.id) throw refuse();
  await withdrawPendingUsersOfEmail(trx, user.email, user.id);
  await markEmailVerified(trx, user.tenant_id, user.id, now);
}

/**
 * POST /account-confirmation: a confirmation link confirms the address; an invitation link
 * also sets the invited user's password (required then, and judged like any other).
 */
export async function confirmAccount(
  ctx: AppContext,
  body: TConfirmAccountRequest,
  ip: string,
): Promise<void> {
  await ctx.services.rateLimits.consume([
    { key: linkRedeemAddressKey(ip), rule: LINK_REDEEM_PER_ADDRESS },
  ]);
  if (await confirmRegistration(ctx, body.token)) return;
  const { db } = ctx.database;
  const link = await findLiveEmailLink(db, ctx.clock, body.token, ['confirm', 'invite']);
  if (!link) throw invalidConfirmationLink();
  const user = await ctx.services.users.findInTenant(link.tenant_id, link.user_id);
  if (!user) throw invalidConfirmationLink();

  let passwordHash: string | undefined;
  if (link.purpose === 'invite') {
    // Checked before the link is used, so the person can correct the password and retry.
    if (body.password === undefined) {
      throw new ValidationError({ password: [MESSAGES.required('Password')] });
    }
    assertStrongPassword(body.password, { name: user.name, email: user.email });
    passwordHash = await hashPassword(body.password, ctx.config.passwordHash);
  }
  const now = toStoredTimestamp(ctx.clock.now());
  await db.transaction().execute(async (trx) => {
    if (!(await consumeEmailToken(trx, link.tenant_id, link.id, now))) {
      throw invalidConfirmationLink();
    }
    await claimAddress(trx, user, now, invalidConfirmationLink);
    if (passwordHash !== undefined) {
      await setPasswordHash(trx, user.tenant_id, user.id, passwordHash, now);
    }
  });
}

/**
 * POST /request-password-reset: the same answer, after the same work, whatever the address.
 * The lookup, the link and the email happen in a job after the reply (decision 0122), so
 * neither the body nor the time it takes tells whether an account exists.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  body: TRequestPasswordResetRequest,
  ip: string,
): Promise<void> {
  const email = normaliseEmail(body.email);
  await ctx.services.rateLimits.consume([
    { key: resetRequestAccountKey(email), rule: RESET_REQUEST_PER_ACCOUNT },
    { key: resetRequestAddressKey(ip), rule: RESET_REQUEST_PER_ADDRESS },
  ]);
  await enqueueJob(ctx.database.db, ctx.clock.now(), {
    kind: PASSWORD_RESET_EMAIL_JOB_KIND,
    tenantId: null,
    payload: { email },
  });
}

/** The job: a reset link for the address's account; nothing for an address without one. */
async function sendPasswordResetEmail(ctx: AppContext, job: RunningJob): Promise<JobOutcome> {
  const { email } = ZPasswordResetEmailPayloadSchema.parse(job.payload);
  const user = await findUserByEmail(ctx.database.db, email);
  if (!user) return { outcome: 'done' };
  try {
    // A new link on every attempt: it retires the one a failed attempt stored.
    const token = await issueEmailLink(ctx.database.db, ctx.clock, user, 'reset');
    const link = emailLinkUrl(ctx.config.publicUrl, 'reset', token, user.email);
    await ctx.mailer.send(passwordResetEmail({ to: user.email, name: user.name, link }));
    return { outcome: 'done' };
  } catch (error) {
    return retryAccountEmail(ctx, job, error);
  }
}

export function registerPasswordResetEmailJob(ctx: AppContext): void {
  ctx.jobs.register(PASSWORD_RESET_EMAIL_JOB_KIND, (job) => sendPasswordResetEmail(ctx, job));
}

/**
 * POST /password-reset: a live reset link for this email sets the password, ends every
 * session of the user (whoever had the old password is out) and confirms the address (the
 * link proves the person reads it).
 */
export async function resetPassword(
  ctx: AppContext,
  body: TResetPasswordRequest,
  ip: string,
): Promise<void> {
  await ctx.services.rateLimits.consume([
    { key: linkRedeemAddressKey(ip), rule: LINK_REDEEM_PER_ADDRESS },
  ]);
  const { db } = ctx.database;
  const link = await findLiveEmailLink(db, ctx.clock, body.token, ['reset']);
  if (!link) throw invalidResetLink();
  const user = await ctx.services.users.findInTenant(link.tenant_id, link.user_id);
  if (!user || user.email !== normaliseEmail(body.email)) throw invalidResetLink();
  assertStrongPassword(body.password, { name: user.name, email: user.email });
  const passwordHash = await hashPassword(body.password, ctx.config.passwordHash);
  const now = toStoredTimestamp(ctx.clock.now());
  await db.transaction().execute(async (trx) => {
    if (!(await consumeEmailToken(trx, link.tenant_id, link.id, now))) throw invalidResetLink();
    await claimAddress(trx, user, now, invalidResetLink);
    await setPasswordHash(trx, user.tenant_id, user.id, passwordHash, now);
    await deleteUserSessions(trx, user.tenant_id, user.id);
  });
  // The owner has just proved who they are from this address: its failed sign-ins no longer
  // count, and it is let in even while strangers guess the account (decision 0121).
  await ctx.services.guessThrottle.trustAddress({ kind: 'password', email: user.email }, ip);
}

/** PUT /user/password: the signed-in user's change; their other sessions end. */
export async function updatePassword(
  ctx: AppContext,
  auth: RequestAuth,
  body: TUpdatePasswordRequest,
): Promise<void> {
  await ctx.services.rateLimits.consume([
    { key: passwordChangeUserKey(auth.userId), rule: PASSWORD_CHANGE_PER_USER },
  ]);
  const user: UserRow | undefined = await ctx.services.users.findInTenant(
    auth.tenantId,
    auth.userId,
  );
  if (!user) throw unauthenticated();
  const currentMatches =
    user.password_hash !== null &&
    (await verifyPassword(body.current_password, user.password_hash));
  if (!currentMatches) {
    throw new ValidationError({ current_password: [ACCOUNT_MESSAGES.currentPasswordIncorrect] });
  }
  assertStrongPassword(body.password, { name: user.name, email: user.email });
  const passwordHash = await hashPassword(body.password, ctx.config.passwordHash);
  const now = toStoredTimestamp(ctx.clock.now());
  await ctx.database.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.tenant_id, user.id, passwordHash, now);
    await deleteUserSessions(trx, user.tenant_id, user.id, auth.session.id);
  });
}
