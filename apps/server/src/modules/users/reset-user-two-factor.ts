import { USER_MESSAGES } from '@vigil/contract';
import type { AppContext } from '../../context';
import { toStoredTimestamp } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-errors';
import { deleteUserSessions } from '../accounts/accounts.queries';
import { clearConfirmedTwoFactor, deleteRecoveryCodes } from '../two-factor/two-factor.queries';
import { twoFactorResetEmail } from './two-factor-reset-email';
import { findTenantUser } from './users.queries';
import type { UserActor } from './users.service';

/**
 * DELETE /users/:id/two-factor: an administrator turns another user's two-factor off (a lost
 * phone). Secret, recovery codes and sessions go in one transaction; the user is then emailed.
 * Answers whether that email went out. Another tenant's user: 404; oneself: 422 (Settings ›
 * Security asks for the current factor); two-factor off: 409. The tenant's enforcement date is
 * left to sign-in, which asks for a new set-up once it is due (two-factor/enforcement.ts).
 */
export async function resetUserTwoFactor(
  ctx: AppContext,
  actor: UserActor,
  userId: string,
): Promise<{ notified: boolean }> {
  const { db } = ctx.database;
  const user = await findTenantUser(db, actor.tenantId, userId);
  if (!user) throw notFound();
  if (userId === actor.userId) throw new HttpError(422, USER_MESSAGES.cannotResetOwnTwoFactor);
  const now = toStoredTimestamp(ctx.clock.now());
  await db.transaction().execute(async (trx) => {
    // The user row first: the conditional update decides between two resets at once and
    // holds the row against a concurrent recovery-code replacement.
    if (!(await clearConfirmedTwoFactor(trx, actor.tenantId, userId, now))) {
      throw new HttpError(409, USER_MESSAGES.twoFactorNotEnabled);
    }
    await deleteRecoveryCodes(trx, actor.tenantId, userId);
    await deleteUserSessions(trx, actor.tenantId, userId);
  });
  const [tenant, administrator] = await Promise.all([
    ctx.services.users.findTenant(actor.tenantId),
    findTenantUser(db, actor.tenantId, actor.userId),
  ]);
  try {
    await ctx.mailer.send(
      twoFactorResetEmail({
        to: user.email,
        name: user.name,
        tenantName: tenant?.name ?? '',
        administratorName: administrator?.name ?? '',
      }),
    );
    return { notified: true };
  } catch (error) {
    ctx.logger.error(
      {
        kind: 'two-factor-reset',
        err: { type: error instanceof Error ? error.name : typeof error },
      },
      'two-factor reset email could not be sent',
    );
    return { notified: false };
  }
}
