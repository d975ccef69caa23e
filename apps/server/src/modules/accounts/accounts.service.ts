import { ACCOUNT_MESSAGES, MESSAGES } from '@vigil/contract';
import type {
  TConfirmAccountRequest,
  TRegisterRequest,
  TRequestPasswordResetRequest,
  TResetPasswordRequest,
  TUpdatePasswordRequest,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import type { RequestAuth } from '../../http/authenticate';
import { toStoredTimestamp } from '../../lib/clock';
import { HttpError, ValidationError } from '../../lib/http-errors';
import type { MailMessage } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertStrongPassword } from '../../lib/password-strength';
import { loginAccountKey } from '../auth/login-limits';
import { findUserByEmail, type UserRow } from '../auth/user.queries';
import { normaliseEmail, ROLE_ADMINISTRATOR } from '../auth/user.service';
import {
  LINK_REDEEM_PER_ADDRESS,
  linkRedeemAddressKey,
  PASSWORD_CHANGE_PER_USER,
  passwordChangeUserKey,
  REGISTER_PER_ADDRESS,
  registerAddressKey,
  RESET_REQUEST_PER_ACCOUNT,
  RESET_REQUEST_PER_ADDRESS,
  resetRequestAccountKey,
  resetRequestAddressKey,
} from './account-limits';
import { confirmationEmail, invitationEmail, passwordResetEmail } from './account-emails';
import { deleteUserSessions, markEmailVerified, setPasswordHash } from './accounts.queries';
import { consumeEmailToken } from './email-links.queries';
import { emailLinkUrl, findLiveEmailLink, issueEmailLink } from './email-links';

const invalidConfirmationLink = () =>
  new ValidationError({ token: [MESSAGES.invalidConfirmationLink] });
const invalidResetLink = () => new ValidationError({ token: [MESSAGES.invalidResetLink] });

/**
 * Sends an account email. A failure is logged (never the message: it holds the link) and
 * swallowed: the account change it reports has already happened, and a password reset
 * brings a fresh link (it also confirms the address).
 */
async function sendSafely(ctx: AppContext, message: MailMessage, kind: string): Promise<void> {
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    ctx.logger.error(
      { kind, err: { type: error instanceof Error ? error.name : typeof error } },
      'account email could not be sent',
    );
  }
}

/** POST /register: a new tenant and its administrator, unconfirmed until the link is opened. */
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
  const { db } = ctx.database;
  const taken = () => new ValidationError({ email: [ACCOUNT_MESSAGES.emailAlreadyRegistered] });
  if (await findUserByEmail(db, email)) throw taken();

  let tenant;
  try {
    tenant = await ctx.services.users.createTenantWithUsers(body.tenant_name, [
      {
        name: body.name,
        email,
        password: body.password,
        roleId: ROLE_ADMINISTRATOR,
        verified: false,
      },
    ]);
  } catch (error) {
    // Two sign-ups with one address at once: the unique index lets one through.
    if (await findUserByEmail(db, email)) throw taken();
    throw error;
  }
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error('The new user was not stored');
  const token = await issueEmailLink(db, ctx.clock, user, 'confirm');
  const link = emailLinkUrl(ctx.config.publicUrl, 'confirm', token, user.email);
  await sendSafely(
    ctx,
    confirmationEmail({ to: user.email, name: user.name, tenantName: tenant.name, link }),
    'confirm',
  );
}

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
  if (!user || !tenant) throw new HttpError(404, 'Not Found');
  const token = await issueEmailLink(ctx.database.db, ctx.clock, user, 'invite');
  const link = emailLinkUrl(ctx.config.publicUrl, 'invite', token, user.email);
  await ctx.mailer.send(
    invitationEmail({ to: user.email, name: user.name, tenantName: tenant.name, link }),
  );
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
    await markEmailVerified(trx, user.tenant_id, user.id, now);
    if (passwordHash !== undefined) {
      await setPasswordHash(trx, user.tenant_id, user.id, passwordHash, now);
    }
  });
}

/**
 * POST /request-password-reset: the same answer whatever the address. The email is sent
 * after the reply, so the reply time does not tell whether an account exists either.
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
  const user = await findUserByEmail(ctx.database.db, email);
  if (!user) return;
  const token = await issueEmailLink(ctx.database.db, ctx.clock, user, 'reset');
  const link = emailLinkUrl(ctx.config.publicUrl, 'reset', token, user.email);
  void sendSafely(ctx, passwordResetEmail({ to: user.email, name: user.name, link }), 'reset');
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
    await setPasswordHash(trx, user.tenant_id, user.id, passwordHash, now);
    await markEmailVerified(trx, user.tenant_id, user.id, now);
    await deleteUserSessions(trx, user.tenant_id, user.id);
  });
  // The owner has just proved who they are: earlier failed sign-ins no longer count.
  await ctx.services.rateLimits.reset(loginAccountKey(user.email));
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
  if (!user) throw new HttpError(401, 'Unauthenticated.');
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
