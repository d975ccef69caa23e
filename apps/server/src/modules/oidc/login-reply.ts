import type { TLoginResponse } from '@vigil/contract';
import type { AppContext } from '../../context';
import type { SessionRow } from '../auth/session.queries';
import { buildLoginReply } from '../auth/login-reply';

/**
 * The login reply fields (spec §3) for a live session, exactly as the password sign-in
 * answers them: `two_factor` while this session still owes the second factor (not merely
 * because the user has two-factor: after the challenge nothing more is owed).
 */
export async function loginReplyFor(
  ctx: AppContext,
  session: SessionRow,
): Promise<TLoginResponse | undefined> {
  const { users, twoFactor } = ctx.services;
  const user = await users.findInTenant(session.tenant_id, session.user_id);
  const tenant = await users.findTenant(session.tenant_id);
  if (!user || !tenant) return undefined;
  const { enforced } = twoFactor.signInState(user, tenant);
  return buildLoginReply(user, tenant, {
    twoFactor: session.two_factor_pending === 1,
    enforced,
  });
}
