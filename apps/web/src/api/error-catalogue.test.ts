import {
  MESSAGES,
  MODERATION_LOCK_MESSAGES,
  TENANT_NOT_FOUND_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
} from '@vigil/contract';
import { describe, expect, it } from 'vitest';
import { decideErrorAction } from './error-catalogue';

const TWO_FACTOR_MESSAGE = 'Two-factor authentication must be enabled to continue.';

describe('spec §8 error catalogue', () => {
  describe('401 with a sign-out message → sign out', () => {
    it.each([UNAUTHENTICATED_MESSAGE, 'User is not authenticated', TENANT_NOT_FOUND_MESSAGE])(
      '%s',
      (message) => {
        expect(decideErrorAction({ status: 401, url: '/domains', message })).toEqual({
          type: 'sign-out',
        });
      },
    );

    it('matches regardless of case', () => {
      expect(decideErrorAction({ status: 401, url: '/x', message: 'TENANT NOT FOUND' })).toEqual({
        type: 'sign-out',
      });
    });

    it('other 401s are Problem dialogs with their message', () => {
      expect(
        decideErrorAction({ status: 401, url: '/login', message: 'These credentials are wrong' }),
      ).toEqual({ type: 'problem', message: 'These credentials are wrong' });
    });

    it('a 401 without a message is a Problem dialog with the fallback', () => {
      expect(decideErrorAction({ status: 401, url: '/x', message: undefined })).toEqual({
        type: 'problem',
        message: MESSAGES.unexpectedErrorOther,
      });
    });

    it('the same message with another status does not sign out', () => {
      expect(
        decideErrorAction({ status: 403, url: '/x', message: UNAUTHENTICATED_MESSAGE }),
      ).toEqual({ type: 'problem', message: UNAUTHENTICATED_MESSAGE });
    });
  });

  describe('423 on a /report URL, not about two-factor → moderation locked', () => {
    it.each(['/report', '/report?sort=utc_datetime&direction=desc', '/report/lock'])(
      '%s',
      (url) => {
        expect(decideErrorAction({ status: 423, url, message: 'Moderation is locked' })).toEqual({
          type: 'moderation-locked',
        });
      },
    );

    it('also without a message', () => {
      expect(decideErrorAction({ status: 423, url: '/report', message: undefined })).toEqual({
        type: 'moderation-locked',
      });
    });

    it('carries the lock end of the 423 body for the countdown', () => {
      const body = {
        message: MODERATION_LOCK_MESSAGES.locked,
        locked_until: '2026-11-21T10:20:00Z',
      };
      expect(
        decideErrorAction({ status: 423, url: '/report', message: body.message, body }),
      ).toEqual({ type: 'moderation-locked', lockedUntil: '2026-11-21T10:20:00Z' });
    });

    it('carries the seconds left by the server clock when the body has them', () => {
      const body = {
        message: MODERATION_LOCK_MESSAGES.locked,
        locked_until: '2026-11-21T10:20:00Z',
        retry_after: 1200,
      };
      expect(
        decideErrorAction({ status: 423, url: '/report', message: body.message, body }),
      ).toEqual({
        type: 'moderation-locked',
        lockedUntil: '2026-11-21T10:20:00Z',
        retryAfterSeconds: 1200,
      });
      expect(
        decideErrorAction({ status: 423, url: '/report', message: 'x', body: { retry_after: -1 } }),
      ).toStrictEqual({ type: 'moderation-locked' });
    });

    it.each([{ locked_until: 'soon' }, { locked_until: 42 }, 'text', null])(
      'an unreadable lock end (%j) still locks, without an end',
      (body) => {
        const action = decideErrorAction({ status: 423, url: '/report', message: 'x', body });
        expect(action).toStrictEqual({ type: 'moderation-locked' });
      },
    );

    it('a URL that merely starts with the letters is not a report URL', () => {
      expect(
        decideErrorAction({ status: 423, url: '/reports-archive', message: 'Locked' }),
      ).toEqual({ type: 'problem', message: 'Locked' });
    });
  });

  describe('423 saying two-factor must be enabled → toast and two-factor set-up', () => {
    it.each(['/domains', '/report'])('on %s', (url) => {
      expect(decideErrorAction({ status: 423, url, message: TWO_FACTOR_MESSAGE })).toEqual({
        type: 'two-factor-required',
        message: TWO_FACTOR_MESSAGE,
      });
    });

    it('"two factor" without a hyphen counts too', () => {
      expect(
        decideErrorAction({ status: 423, url: '/x', message: 'Enable two factor authentication' }),
      ).toMatchObject({ type: 'two-factor-required' });
    });
  });

  describe('any other 423 → Problem dialog, fallback Unexpected Error [1]', () => {
    it('with the error text', () => {
      expect(
        decideErrorAction({ status: 423, url: '/domains', message: 'Resource locked' }),
      ).toEqual({ type: 'problem', message: 'Resource locked' });
    });

    it.each([undefined, '', '   '])('fallback when the message is %j', (message) => {
      expect(decideErrorAction({ status: 423, url: '/domains', message })).toEqual({
        type: 'problem',
        message: MESSAGES.unexpectedError423,
      });
    });
  });

  describe('any other error → Problem dialog, fallback Unexpected Error [2]', () => {
    it.each([400, 403, 404, 409, 422, 429, 500])('status %i with a message', (status) => {
      expect(decideErrorAction({ status, url: '/domains', message: 'Something specific' })).toEqual(
        {
          type: 'problem',
          message: 'Something specific',
        },
      );
    });

    it.each([0, 500, 502])('status %i without a message', (status) => {
      expect(decideErrorAction({ status, url: '/domains', message: undefined })).toEqual({
        type: 'problem',
        message: MESSAGES.unexpectedErrorOther,
      });
    });
  });

  describe("calls whose failures are 'only logged' (§8 last row)", () => {
    it('turn dialogs into log entries', () => {
      expect(decideErrorAction({ status: 500, url: '/stats/', message: undefined }, 'log')).toEqual(
        {
          type: 'log',
          message: MESSAGES.unexpectedErrorOther,
        },
      );
      expect(decideErrorAction({ status: 423, url: '/x', message: 'Locked' }, 'log')).toEqual({
        type: 'log',
        message: 'Locked',
      });
    });

    it('still sign out and still lock moderation', () => {
      expect(
        decideErrorAction({ status: 401, url: '/stats/', message: UNAUTHENTICATED_MESSAGE }, 'log'),
      ).toEqual({ type: 'sign-out' });
      expect(decideErrorAction({ status: 423, url: '/report', message: 'Locked' }, 'log')).toEqual({
        type: 'moderation-locked',
      });
    });
  });
});
