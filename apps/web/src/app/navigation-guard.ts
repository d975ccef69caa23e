import {
  ACCOUNT_SETUP_EXEMPT_PATHS,
  PATHS,
  PROTECTED_PATHS,
  REDIRECT_PARAM,
  SECOND_FACTOR_PATHS,
} from '../lib/paths';

/** The spec §3 authentication flags the guard reads, plus how the last session ended. */
export interface GuardFlags {
  authInitialised: boolean;
  stateInitialised: boolean;
  isLoggedIn: boolean;
  requiresAccountSetup: boolean;
  requiresOtp: boolean;
  /**
   * The user signed out (or was signed out) in this tab. Sign-out returns to plain /login
   * (spec §4), so no redirect query is added for the page they were leaving.
   */
  signedOut: boolean;
}

export interface GuardLocation {
  pathname: string;
  /** `?a=b` or '' */
  search: string;
}

export type GuardDecision = { type: 'wait' } | { type: 'allow' } | { type: 'redirect'; to: string };

/** React Router matches case-insensitively and ignores a trailing slash; so does the guard. */
function normalise(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** Only same-site paths: `//evil.example` or `/\evil` would leave the console. */
function safeRedirectTarget(search: string): string | null {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return null;
  }
  return normalise(target.split(/[?#]/)[0] ?? '') === PATHS.login ? null : target;
}

/** Spec §2 navigation guard, rule by rule, in the spec's order. */
export function decideNavigation(flags: GuardFlags, location: GuardLocation): GuardDecision {
  if (!flags.authInitialised || !flags.stateInitialised) return { type: 'wait' };

  const path = normalise(location.pathname);

  if (!flags.isLoggedIn) {
    if (!PROTECTED_PATHS.has(path)) return { type: 'allow' };
    if (flags.signedOut) return { type: 'redirect', to: PATHS.login };
    const query = new URLSearchParams({ [REDIRECT_PARAM]: location.pathname + location.search });
    return { type: 'redirect', to: `${PATHS.login}?${query.toString()}` };
  }

  if (flags.requiresOtp) {
    return SECOND_FACTOR_PATHS.has(path)
      ? { type: 'allow' }
      : { type: 'redirect', to: PATHS.authOtp };
  }

  if (
    flags.requiresAccountSetup &&
    !ACCOUNT_SETUP_EXEMPT_PATHS.has(path) &&
    !path.includes('/auth/')
  ) {
    return { type: 'redirect', to: PATHS.authSetup };
  }

  if (path === PATHS.login) {
    return { type: 'redirect', to: safeRedirectTarget(location.search) ?? PATHS.root };
  }

  return { type: 'allow' };
}
