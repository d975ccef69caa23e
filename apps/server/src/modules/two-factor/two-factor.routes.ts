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
import {
  CHALLENGE_PER_ADDRESS,
  CHALLENGE_PER_USER,
  challengeAddressKey,
  challengeUserKey,
} from './challenge-limits';

/**
 * Fortify's set-up routes: enable → QR code → confirm → recovery codes; new recovery codes;
 * and turning it off.
 */
export function registerTwoFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { twoFactor, rateLimits } = ctx.services;

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
      // session must not double a guesser's tries (decision 0111).
      const userKey = challengeUserKey(auth.userId);
      await rateLimits.consume([
        { key: userKey, rule: CHALLENGE_PER_USER },
        { key: challengeAddressKey(request.ip), rule: CHALLENGE_PER_ADDRESS },
      ]);
      const codes = await twoFactor.regenerateRecoveryCodes(auth.tenantId, auth.userId, body.code);
      await rateLimits.reset(userKey);
      void reply.header('Cache-Control', 'no-store');
      return { data: codes };
    },
  );

  registerEndpoint(app, ctx, disableTwoFactorEndpoint, async ({ auth }) => {
    await twoFactor.disable(auth.tenantId, auth.userId);
    return { message: ACCOUNT_MESSAGES.twoFactorDisabled };
  });
}
