import { describe, expect, it } from 'vitest';
import { isEnforcementDue } from './enforcement-due';

const NOON = new Date('2027-03-10T12:00:00Z');

describe('isEnforcementDue', () => {
  it('applies from the enforcement date itself (UTC calendar day)', () => {
    expect(isEnforcementDue('2027-03-10', false, NOON)).toBe(true);
    expect(isEnforcementDue('2027-03-09', false, NOON)).toBe(true);
    expect(isEnforcementDue('2027-03-11', false, NOON)).toBe(false);
  });

  it('never applies without a date or with two-factor on', () => {
    expect(isEnforcementDue(null, false, NOON)).toBe(false);
    expect(isEnforcementDue('2027-03-01', true, NOON)).toBe(false);
  });
});
