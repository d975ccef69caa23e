import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardFlags } from './navigation-guard';

const READY_LOGGED_OUT: GuardFlags = {
  authInitialised: true,
  stateInitialised: true,
  isLoggedIn: false,
  requiresAccountSetup: false,
  requiresOtp: false,
  signedOut: false,
};
const LOGGED_IN: GuardFlags = { ...READY_LOGGED_OUT, isLoggedIn: true };

function at(path: string) {
  const [pathname = '', query] = path.split('?');
  return { pathname, search: query === undefined ? '' : `?${query}` };
}

const PROTECTED = [
  '/',
  '/dashboard',
  '/streams',
  '/moderation',
  '/domains',
  '/domains/manage',
  '/analytics',
  '/reports',
  '/settings',
  '/developers',
  '/eula',
  '/auth/setup',
  '/auth/recovery',
  '/auth/otp',
];
const PUBLIC = [
  '/login',
  '/confirmaccount',
  '/forgottenpassword',
  '/resetpassword',
  '/account/verify',
  '/account/link',
  '/account/linked',
];

describe('spec §2 navigation guard', () => {
  describe('waits until authentication is ready', () => {
    it.each([
      { authInitialised: false, stateInitialised: false },
      { authInitialised: true, stateInitialised: false },
      { authInitialised: false, stateInitialised: true },
    ])('%o', (flags) => {
      expect(decideNavigation({ ...LOGGED_IN, ...flags }, at('/login'))).toEqual({ type: 'wait' });
    });
  });

  describe('logged out', () => {
    it.each(PROTECTED)('%s goes to /login with the intended path', (path) => {
      const decision = decideNavigation(READY_LOGGED_OUT, at(path));
      expect(decision).toEqual({
        type: 'redirect',
        to: `/login?redirect=${encodeURIComponent(path)}`,
      });
    });

    it('keeps the full intended path, query included', () => {
      const decision = decideNavigation(READY_LOGGED_OUT, at('/domains/manage?id=7&tab=keys'));
      expect(decision.type).toBe('redirect');
      const to = decision.type === 'redirect' ? decision.to : '';
      expect(new URL(to, 'http://x').searchParams.get('redirect')).toBe(
        '/domains/manage?id=7&tab=keys',
      );
    });

    it('treats case and a trailing slash as the router does', () => {
      expect(decideNavigation(READY_LOGGED_OUT, at('/Settings/'))).toMatchObject({
        type: 'redirect',
      });
    });

    it.each([...PUBLIC, '/no/such/page'])('%s is allowed', (path) => {
      expect(decideNavigation(READY_LOGGED_OUT, at(path))).toEqual({ type: 'allow' });
    });

    it('after signing out, protected paths go to plain /login', () => {
      expect(decideNavigation({ ...READY_LOGGED_OUT, signedOut: true }, at('/settings'))).toEqual({
        type: 'redirect',
        to: '/login',
      });
    });
  });

  describe('logged in, second factor pending', () => {
    const flags = { ...LOGGED_IN, requiresOtp: true };
    const secondFactor = ['/auth/otp', '/auth/recovery'];
    it.each([...PROTECTED.filter((p) => !secondFactor.includes(p)), ...PUBLIC, '/no/such/page'])(
      '%s goes to /auth/otp',
      (path) => {
        expect(decideNavigation(flags, at(path))).toEqual({ type: 'redirect', to: '/auth/otp' });
      },
    );

    it.each(secondFactor)('%s (passcode, or a recovery code instead) is allowed', (path) => {
      expect(decideNavigation(flags, at(path))).toEqual({ type: 'allow' });
    });

    it('wins over account set-up', () => {
      expect(decideNavigation({ ...flags, requiresAccountSetup: true }, at('/auth/setup'))).toEqual(
        { type: 'redirect', to: '/auth/otp' },
      );
    });
  });

  describe('logged in, account set-up pending', () => {
    const flags = { ...LOGGED_IN, requiresAccountSetup: true };
    it.each(['/', '/dashboard', '/settings', '/login', '/forgottenpassword', '/no/such/page'])(
      '%s goes to /auth/setup',
      (path) => {
        expect(decideNavigation(flags, at(path))).toEqual({ type: 'redirect', to: '/auth/setup' });
      },
    );

    it.each([
      '/account/verify',
      '/account/link',
      '/account/linked',
      '/auth/setup',
      '/auth/recovery',
      '/auth/otp',
    ])('%s is allowed', (path) => {
      expect(decideNavigation(flags, at(path))).toEqual({ type: 'allow' });
    });
  });

  describe('logged in on /login', () => {
    it('goes to /', () => {
      expect(decideNavigation(LOGGED_IN, at('/login'))).toEqual({ type: 'redirect', to: '/' });
    });

    it('goes to the redirect target when it is a path of the console', () => {
      expect(
        decideNavigation(LOGGED_IN, at(`/login?redirect=${encodeURIComponent('/reports?m=3')}`)),
      ).toEqual({ type: 'redirect', to: '/reports?m=3' });
    });

    it.each(['https://evil.example/', '//evil.example', '/\\evil.example', '/login', 'dashboard'])(
      'ignores the unsafe or looping target %s',
      (target) => {
        expect(
          decideNavigation(LOGGED_IN, at(`/login?redirect=${encodeURIComponent(target)}`)),
        ).toEqual({ type: 'redirect', to: '/' });
      },
    );
  });

  it.each([...PROTECTED, ...PUBLIC.filter((p) => p !== '/login'), '/no/such/page'])(
    'a logged-in user may open %s',
    (path) => {
      expect(decideNavigation(LOGGED_IN, at(path))).toEqual({ type: 'allow' });
    },
  );
});
