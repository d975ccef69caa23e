/**
 * The session's life: checked once at start, begun by a login reply, ended by sign-out.
 * Navigation follows from the flags through the guard in src/app.
 */
import {
  MESSAGES,
  getCurrentUserEndpoint,
  loginEndpoint,
  logoutEndpoint,
  twoFactorChallengeEndpoint,
  type TLoginRequest,
  type TTwoFactorChallengeRequest,
} from '@vigil/contract';
import { apiCall } from '../../api/api-client';
import { takeEarlySessionCheck } from '../../api/early-session-check';
import { ApiError } from '../../api/api-error';
import { openProblemDialog } from '../../components/problem-dialog';
import { clearProfile, readProfile, writeProfile } from '../../lib/profile-storage';
import { forgetSessionHint, hasSessionHint } from '../../lib/session-hint';
import { DEFAULT_ROLE_ID, authStore } from './auth-store';
import { isEnforcementDue } from './enforcement-due';
import { decideLoginOutcome } from './login-outcome';

const LOGGED_OUT = {
  isLoggedIn: false,
  requiresAccountSetup: false,
  requiresOtp: false,
  profile: null,
  roleId: DEFAULT_ROLE_ID,
} as const;

const setLoggedOut = () =>
  authStore.set((state) => ({
    ...state,
    ...LOGGED_OUT,
    authInitialised: true,
    stateInitialised: true,
  }));

/**
 * Spec §4 "Session verification at start". A browser with neither the session hint nor a
 * stored profile holds no session (decision 0177): it is signed out without asking, so the
 * sign-in page does not begin with a 401. A stored profile still asks, whatever the hint says.
 * The profile is read first: it is in local storage, which the page has already opened, while
 * reading a cookie waits on the browser's network process (tens of milliseconds as a signed-in
 * screen loads; decision 0196).
 */
export async function verifySession(): Promise<void> {
  if (!readProfile() && !hasSessionHint()) {
    setLoggedOut();
    return;
  }
  let roleId: number;
  let twoFactorEnabled: boolean;
  try {
    // Not through the catalogue: a logged-out visitor is normal here, not an error. The
    // answer may be on its way already: boot.js asks before the modules run (decision 0211).
    const sent = takeEarlySessionCheck(readProfile()?.tenantId ?? null);
    const reply = await apiCall(getCurrentUserEndpoint, { errorHandling: 'none', sent });
    roleId = reply.role_id;
    twoFactorEnabled = reply.two_factor_enabled;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) forgetSessionHint();
    setLoggedOut();
    return;
  }

  const profile = readProfile();
  if (!profile) {
    // The server session is live but unusable without a tenant: leave it and say why.
    authStore.set((state) => ({
      ...state,
      ...LOGGED_OUT,
      signedOut: true,
      authInitialised: true,
      stateInitialised: true,
    }));
    openProblemDialog(MESSAGES.missingProfile, () => void signOut());
    return;
  }

  authStore.set((state) => ({
    ...state,
    isLoggedIn: true,
    // A reload must not forget an enforced set-up that the login reply asked for.
    requiresAccountSetup: isEnforcementDue(profile.twoFactorEnforcementDate, twoFactorEnabled),
    profile,
    roleId,
    authInitialised: true,
    stateInitialised: true,
  }));
}

export async function logIn(credentials: TLoginRequest): Promise<void> {
  const reply = await apiCall(loginEndpoint, { body: credentials });
  const outcome = decideLoginOutcome(reply);
  if (outcome.profile) writeProfile(outcome.profile);
  authStore.set((state) => ({
    ...state,
    isLoggedIn: true,
    signedOut: false,
    requiresAccountSetup: outcome.requiresAccountSetup,
    requiresOtp: outcome.requiresOtp,
    profile: outcome.profile ?? state.profile,
    roleId: outcome.roleId,
  }));
}

/**
 * Spec §4 sign-out: clears the profile; the guard then sends the user to /login.
 * `callServer: false` when the server already ended the session (a 401).
 */
export async function signOut({ callServer = true } = {}): Promise<void> {
  // Started before the profile is cleared: the call still needs the tenant header.
  const request = callServer ? apiCall(logoutEndpoint, { errorHandling: 'none' }) : null;
  clearProfile();
  authStore.set((state) => ({ ...state, ...LOGGED_OUT, signedOut: true }));
  try {
    await request;
  } catch {
    // The local session is gone either way; a failed logout call changes nothing for the user.
  }
}

/**
 * Spec §4: the one-time code (or a recovery code) finishes the sign-in; the reply carries the
 * login fields, so the profile is stored as after a sign-in without two-factor. Failure sets
 * isLoggedIn false (the guard then shows plain /login); the catalogue has told the user why.
 * Returns whether the sign-in is complete.
 */
export async function completeTwoFactorChallenge(
  body: TTwoFactorChallengeRequest,
): Promise<boolean> {
  try {
    const reply = await apiCall(twoFactorChallengeEndpoint, { body });
    const outcome = decideLoginOutcome({ ...reply, two_factor: false });
    if (outcome.profile) writeProfile(outcome.profile);
    authStore.set((state) => ({
      ...state,
      requiresOtp: false,
      requiresAccountSetup: outcome.requiresAccountSetup,
      profile: outcome.profile ?? state.profile,
      roleId: outcome.roleId,
    }));
    return true;
  } catch {
    authStore.set((state) => ({ ...state, ...LOGGED_OUT, signedOut: true }));
    return false;
  }
}

/** Two-factor set-up is done (recovery codes saved): an enforced set-up no longer holds the user. */
export function finishTwoFactorSetup(): void {
  authStore.set((state) => ({ ...state, requiresAccountSetup: false }));
}

/** The EULA was accepted: the profile flag now says so (spec §4 EULA). */
export function markEulaAccepted(): void {
  const profile = authStore.get().profile;
  if (!profile) return;
  const next = { ...profile, eulaAccepted: true };
  writeProfile(next);
  authStore.set((state) => ({ ...state, profile: next }));
}

/** The enforcement date changed in Settings › Security: the profile's countdown follows it. */
export function updateEnforcementDate(date: string | null): void {
  const profile = authStore.get().profile;
  if (!profile) return;
  const next = { ...profile, twoFactorEnforcementDate: date };
  writeProfile(next);
  authStore.set((state) => ({ ...state, profile: next }));
}
