import { describe, expect, it } from 'vitest';
import { daysToEnforcement } from './days-to-enforcement';

const today = new Date(Date.UTC(2024, 5, 10, 15, 0, 0)); // 10 June 2024, 15:00 UTC

describe('daysToEnforcement', () => {
  it('is the enforcement date minus today plus one', () => {
    expect(daysToEnforcement('2024-06-20', false, today, 'UTC')).toBe(11);
  });

  it('counts the enforcement day itself as one day left', () => {
    expect(daysToEnforcement('2024-06-10', false, today, 'UTC')).toBe(1);
  });

  it('never goes below zero once the date has passed', () => {
    expect(daysToEnforcement('2024-06-01', false, today, 'UTC')).toBe(0);
  });

  it('counts whole calendar days, whatever the time of day', () => {
    const lateEvening = new Date(Date.UTC(2024, 5, 10, 23, 59, 59));
    const earlyMorning = new Date(Date.UTC(2024, 5, 10, 0, 0, 1));
    expect(daysToEnforcement('2024-06-11', false, lateEvening, 'UTC')).toBe(2);
    expect(daysToEnforcement('2024-06-11', false, earlyMorning, 'UTC')).toBe(2);
  });

  it('reads a timestamp as a calendar day in the user zone', () => {
    // 2024-06-12T23:00Z is already 13 June in Berlin; today is 10 June there too.
    expect(daysToEnforcement('2024-06-12T23:00:00Z', false, today, 'Europe/Berlin')).toBe(4);
    expect(daysToEnforcement('2024-06-12T23:00:00Z', false, today, 'UTC')).toBe(3);
  });

  it('is 0 when two-factor is already on', () => {
    expect(daysToEnforcement('2024-06-20', true, today, 'UTC')).toBe(0);
  });

  it.each([null, undefined, '', 'soon'])('is false without a readable date (%j)', (date) => {
    expect(daysToEnforcement(date, false, today, 'UTC')).toBe(false);
    expect(daysToEnforcement(date, true, today, 'UTC')).toBe(false);
  });
});
