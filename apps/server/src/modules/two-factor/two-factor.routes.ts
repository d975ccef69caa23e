import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  confirmTwoFactorEndpoint,
  disableTwoFactorEndpoint,
  enableTwoFactorEndpoint,
  getTwoFactorQrCodeEndpoint,
  getTwoFactorRecoveryCodesEndpoint,
  regenerateRecoveryCodesEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { HttpError } from '../../lib/http-errors';

/**
 * Fortify's set-up routes: enable → QR code → confirm → recovery codes; new recovery codes;
 * and turning it off.
 */
export function registerTwoFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { twoFactor, guessThrottle } = ctx.services;

  registerEndpoint(app, ctx, enableTwoFactorEndpoint, async ({ auth }) => {
    const started = await twoFactor.enable(auth.tenantId, auth.userId);
    return {
      message: started
        ? ACCOUNT_MESSAGES.twoFactorSetupStarted
        : ACCOUNT_MESSAGES.twoFactorAlreadyEnabled,
    };
  });

  registerEndpoint(app, ctx, getTwoFactorQrCodeEndpoint, async ({ auth, reply }) => {
    // The answer carries the secret: it must not be kept by any cache on the way.
    void reply.header('Cache-Control', 'no-store');
    return twoFactor.qrCode(auth.tenantId, auth.userId);
  });

  registerEndpoint(app, ctx, confirmTwoFactorEndpoint, async ({ auth, body }) => {
    await twoFactor.confirm(auth.tenantId, auth.userId, body.code);
    return { message: ACCOUNT_MESSAGES.twoFactorConfirmed };
  });

  registerEndpoint(app, ctx, getTwoFactorRecoveryCodesEndpoint, async ({ auth, reply }) => {
    void reply.header('Cache-Control', 'no-store');
    return twoFactor.recoveryCodes(auth.tenantId, auth.userId);
  });

  registerEndpoint(
    app,
    ctx,
    regenerateRecoveryCodesEndpoint,
    async ({ auth, body, request, reply }) => {
      // The same budget as the sign-in challenge: both guess at the same secret, so a stolen
      // session must not double a guesser's tries (decisions 0111 and 0121).
      const attempt = await guessThrottle.checkGuessAllowed(
        { kind: 'second-factor', tenantId: auth.tenantId, userId: auth.userId },
        request.ip,
      );
      let codes: string[];
      try {
        codes = await twoFactor.regenerateRecoveryCodes(auth.tenantId, auth.userId, body.code);
      } catch (error) {
        // A wrong code is a failed guess; a refusal before the code is looked at (two-factor
        // off) is not, and simply stays counted as an attempt.
        if (error instanceof HttpError && error.statusCode === 422) await attempt.recordFailure();
        throw error;
      }
      await attempt.recordSuccess();
      void reply.header('Cache-Control', 'no-store');
      return { data: codes };
    },
  );

  registerEndpoint(app, ctx, disableTwoFactorEndpoint, async ({ auth }) => {
    await twoFactor.disable(auth.tenantId, auth.userId);
    return { message: ACCOUNT_MESSAGES.twoFactorDisabled };
  });
}
