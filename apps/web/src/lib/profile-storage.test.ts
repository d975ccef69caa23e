import { describe, expect, it } from 'vitest';
import {
  PROFILE_STORAGE_KEY,
  clearProfile,
  parseStoredProfile,
  readProfile,
  writeProfile,
} from './profile-storage';

const PROFILE = {
  userRealName: 'Ada Admin',
  tenantId: 't-1',
  tenantName: 'Demo Ltd',
  twoFactorEnforcementDate: null,
  eulaAccepted: false,
};

describe('stored profile', () => {
  it('round-trips under its key', () => {
    writeProfile(PROFILE);
    expect(JSON.parse(window.localStorage.getItem(PROFILE_STORAGE_KEY) ?? 'null')).toEqual(PROFILE);
    expect(readProfile()).toEqual(PROFILE);
    clearProfile();
    expect(readProfile()).toBeNull();
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['an empty object', '{}'],
    ['not JSON', '{oops'],
    ['without a tenant', JSON.stringify({ ...PROFILE, tenantId: '' })],
    ['a list', '[]'],
  ])('is unusable when %s', (_case, raw) => {
    expect(parseStoredProfile(raw)).toBeNull();
  });

  it('accepts a numeric tenant id as a string', () => {
    expect(parseStoredProfile(JSON.stringify({ tenantId: 5 }))?.tenantId).toBe('5');
  });
});
