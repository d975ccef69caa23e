import type { FastifyInstance } from 'fastify';
import {
  createUserEndpoint,
  deleteUserEndpoint,
  listUsersEndpoint,
  resendInvitationEndpoint,
  resetUserTwoFactorEndpoint,
  updateUserEndpoint,
  USER_MESSAGES,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { resendInvitation } from './resend-invitation';
import { resetUserTwoFactor } from './reset-user-two-factor';
import { createUser, deleteUser, listUsers, updateUser } from './users.service';

/** Settings › Users: the session's own tenant only (administrators, per the contract). */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, listUsersEndpoint, async ({ auth }) => ({
    data: await listUsers(ctx, auth.tenantId),
  }));

  registerEndpoint(app, ctx, createUserEndpoint, async ({ auth, body }) => {
    const { user, invitationSent } = await createUser(ctx, auth, body);
    return {
      message: invitationSent ? USER_MESSAGES.userCreated : USER_MESSAGES.invitationNotSent,
      data: user,
    };
  });

  registerEndpoint(app, ctx, updateUserEndpoint, async ({ auth, params, body }) => ({
    message: USER_MESSAGES.userUpdated,
    data: await updateUser(ctx, auth, params.id, body),
  }));

  registerEndpoint(app, ctx, deleteUserEndpoint, async ({ auth, params }) => {
    await deleteUser(ctx, auth, params.id);
    return { message: USER_MESSAGES.userDeleted };
  });

  registerEndpoint(app, ctx, resendInvitationEndpoint, async ({ auth, params }) => {
    await resendInvitation(ctx, auth, params.id);
    return { message: USER_MESSAGES.invitationResent };
  });

  registerEndpoint(app, ctx, resetUserTwoFactorEndpoint, async ({ auth, params }) => {
    const { notified } = await resetUserTwoFactor(ctx, auth, params.id);
    return {
      message: notified ? USER_MESSAGES.twoFactorReset : USER_MESSAGES.twoFactorResetNotNotified,
    };
  });
}
