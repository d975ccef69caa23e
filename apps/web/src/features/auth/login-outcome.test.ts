import { describe, expect, it } from 'vitest';
import { decideLoginOutcome } from './login-outcome';

const REPLY = {
  tenant_id: 7,
  role_id: 2,
  two_factor: false,
  two_factor_enforced: false,
  name: 'Mo Moderator',
  tenant_name: 'Demo Ltd',
  two_factor_enforcement_date: '2030-01-31',
  eula_accepted: true,
};

describe('spec §4 login outcome', () => {
  it('a plain success keeps the profile and needs nothing more', () => {
    expect(decideLoginOutcome(REPLY)).toEqual({
      requiresAccountSetup: false,
      requiresOtp: false,
      roleId: 2,
      profile: {
        userRealName: 'Mo Moderator',
        tenantId: '7',
        tenantName: 'Demo Ltd',
        twoFactorEnforcementDate: '2030-01-31',
        eulaAccepted: true,
      },
    });
  });

  it('two_factor_enforced requests two-factor set-up', () => {
    const outcome = decideLoginOutcome({ ...REPLY, two_factor_enforced: true, two_factor: true });
    expect(outcome.requiresAccountSetup).toBe(true);
    expect(outcome.requiresOtp).toBe(false);
  });

  it('two_factor on requires the one-time code', () => {
    expect(decideLoginOutcome({ ...REPLY, two_factor: true }).requiresOtp).toBe(true);
  });

  it('an "already authenticated" message requires the one-time code', () => {
    const outcome = decideLoginOutcome({ message: 'User is already authenticated.' });
    expect(outcome.requiresOtp).toBe(true);
    expect(outcome.profile).toBeNull();
  });

  it('role 1 is the default when the reply carries none', () => {
    expect(decideLoginOutcome({ ...REPLY, role_id: undefined }).roleId).toBe(1);
  });
});
