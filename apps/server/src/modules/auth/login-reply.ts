import type { TLoginResponse } from '@vigil/contract';
import type { TenantRow, UserRow } from './user.queries';
import { hasAcceptedCurrentEula } from '../eula/eula-acceptance';

/** What a password-checked sign-in still owes, as two-factor decides it (two-factor.service). */
export interface SignInTwoFactorState {
  /** The user has confirmed two-factor: a second factor is owed before the session is full. */
  twoFactor: boolean;
  /** The tenant's enforcement date is due and the user has no two-factor yet. */
  enforced: boolean;
}

/**
 * Spec §3 login reply fields, shared by the sign-in and the two-factor challenge so the
 * console stores the same profile either way. `two_factor_enforcement_date` always carries
 * the tenant's date, so Settings › Security can count down before it is due.
 */
export function buildLoginReply(
  user: Pick<UserRow, 'role_id' | 'name' | 'eula_accepted_at' | 'eula_version'>,
  tenant: Pick<TenantRow, 'id' | 'name' | 'two_factor_enforcement_date'>,
  state: SignInTwoFactorState,
  message?: string,
): TLoginResponse {
  return {
    tenant_id: tenant.id,
    role_id: user.role_id,
    two_factor: state.twoFactor,
    two_factor_enforced: state.enforced,
    ...(message === undefined ? {} : { message }),
    name: user.name,
    tenant_name: tenant.name,
    two_factor_enforcement_date: tenant.two_factor_enforcement_date,
    eula_accepted: hasAcceptedCurrentEula(user),
  };
}
