import { USER_MESSAGES } from '@vigil/contract';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../lib/http-errors';
import { sendInvitation } from '../accounts/accounts.service';
import type { RateLimitRule } from '../rate-limit/rate-limit.service';
import { findTenantUser } from './users.queries';
import type { UserActor } from './users.service';

// Each resend emails someone: a few per hour per invitee is enough for "it went to spam",
// too few to turn the button into a way to flood an inbox.
export const INVITATION_RESEND_PER_USER: RateLimitRule = { limit: 5, windowMs: 60 * 60 * 1000 };
export const invitationResendUserKey = (userId: string): string =>
  `invitation-resend:user:${userId}`;

/**
 * POST /users/:id/invitation: a new invitation link for a user of the caller's tenant who has
 * not confirmed their account yet; the newer link retires the older ones (email-links.ts).
 * Unknown here, or another tenant's: 404; already confirmed: 409; too often: 429.
 */
export async function resendInvitation(
  ctx: AppContext,
  actor: UserActor,
  userId: string,
): Promise<void> {
  const user = await findTenantUser(ctx.database.db, actor.tenantId, userId);
  if (!user) throw notFound();
  if (user.email_verified_at !== null) throw new HttpError(409, USER_MESSAGES.invitationNotPending);
  await ctx.services.rateLimits.consume([
    { key: invitationResendUserKey(userId), rule: INVITATION_RESEND_PER_USER },
  ]);
  try {
    await sendInvitation(ctx, actor.tenantId, userId);
  } catch (error) {
    // The log never holds the message: it carries the link.
    ctx.logger.error(
      { kind: 'invite', err: { type: error instanceof Error ? error.name : typeof error } },
      'invitation email could not be sent',
    );
    throw new HttpError(503, USER_MESSAGES.invitationNotResent);
  }
}
