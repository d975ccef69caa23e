import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  confirmAccountEndpoint,
  createAccountEndpoint,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
  updatePasswordEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  confirmAccount,
  requestPasswordReset,
  resetPassword,
  updatePassword,
} from './accounts.service';
import { registerAccount } from './registration';

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, createAccountEndpoint, async ({ body, request }) => {
    await registerAccount(ctx, body, request.ip);
    return { message: ACCOUNT_MESSAGES.accountCreated };
  });

  registerEndpoint(app, ctx, confirmAccountEndpoint, async ({ body, request }) => {
    await confirmAccount(ctx, body, request.ip);
    return { message: ACCOUNT_MESSAGES.accountConfirmed };
  });

  registerEndpoint(app, ctx, requestPasswordResetEndpoint, async ({ body, request }) => {
    await requestPasswordReset(ctx, body, request.ip);
    return { message: ACCOUNT_MESSAGES.passwordResetRequested };
  });

  registerEndpoint(app, ctx, resetPasswordEndpoint, async ({ body, request }) => {
    await resetPassword(ctx, body, request.ip);
    return { message: ACCOUNT_MESSAGES.passwordResetDone };
  });

  registerEndpoint(app, ctx, updatePasswordEndpoint, async ({ body, auth }) => {
    await updatePassword(ctx, auth, body);
    return { message: ACCOUNT_MESSAGES.passwordUpdated };
  });
}
