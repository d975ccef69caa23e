import type { TLoginResponse } from '@vigil/contract';
import type { Profile } from '../../lib/profile-storage';
import { DEFAULT_ROLE_ID } from './auth-store';

/** What a login reply means for the session (spec §4 Login). */
export interface LoginOutcome {
  requiresAccountSetup: boolean;
  requiresOtp: boolean;
  /** Null when the reply carries no tenant (an "already authenticated" reply may not). */
  profile: Profile | null;
  roleId: number;
}

const ALREADY_AUTHENTICATED = /already authenticated/i;

/** Replies are read leniently: a field the server left out is treated as absent. */
export function decideLoginOutcome(reply: Partial<TLoginResponse>): LoginOutcome {
  const requiresAccountSetup = reply.two_factor_enforced === true;
  const requiresOtp =
    !requiresAccountSetup &&
    (reply.two_factor === true || ALREADY_AUTHENTICATED.test(reply.message ?? ''));
  const tenantId = reply.tenant_id;
  const profile: Profile | null =
    tenantId === undefined || tenantId === ''
      ? null
      : {
          userRealName: reply.name ?? '',
          tenantId: String(tenantId),
          tenantName: reply.tenant_name ?? '',
          twoFactorEnforcementDate: reply.two_factor_enforcement_date ?? null,
          eulaAccepted: reply.eula_accepted === true,
        };
  return { requiresAccountSetup, requiresOtp, profile, roleId: reply.role_id ?? DEFAULT_ROLE_ID };
}
