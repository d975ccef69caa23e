/**
 * The end of an external sign-in. The server's callback redirects to `/login?oidc=done` after
 * setting the session cookie; the login reply fields a password sign-in would have answered
 * are fetched here, before the usual session check, so the profile exists when it runs.
 */
import {
  OIDC_CONSOLE_PATHS,
  OIDC_DONE_PARAM,
  OIDC_DONE_VALUE,
  getSessionProfileEndpoint,
} from '@vigil/contract';
import { apiCall } from '../../api/api-client';
import { writeProfile } from '../../lib/profile-storage';
import { authStore } from './auth-store';
import { decideLoginOutcome } from './login-outcome';

/** True when this page load is the return from an external sign-in. */
export function isOidcReturn(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return (
    location.pathname === OIDC_CONSOLE_PATHS.login &&
    new URLSearchParams(location.search).get(OIDC_DONE_PARAM) === OIDC_DONE_VALUE
  );
}

/** Drops `oidc=done` so a reload does not repeat this; the redirect query stays. */
function forgetReturnMarker(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(OIDC_DONE_PARAM);
  window.history.replaceState(window.history.state, '', url.href);
}

/**
 * Starts the console session from the server session, as a login reply would (spec §4 Login).
 * Returns false when this is not a return, or the session is gone: then the normal session
 * check decides.
 */
export async function completeOidcReturn(): Promise<boolean> {
  if (!isOidcReturn(window.location)) return false;
  forgetReturnMarker();
  const reply = await apiCall(getSessionProfileEndpoint, { errorHandling: 'none' }).catch(
    () => undefined,
  );
  if (!reply) return false;
  const outcome = decideLoginOutcome(reply);
  if (!outcome.profile) return false;
  writeProfile(outcome.profile);
  authStore.set((state) => ({
    ...state,
    authInitialised: true,
    stateInitialised: true,
    isLoggedIn: true,
    signedOut: false,
    requiresAccountSetup: outcome.requiresAccountSetup,
    requiresOtp: outcome.requiresOtp,
    profile: outcome.profile,
    roleId: outcome.roleId,
  }));
  return true;
}
