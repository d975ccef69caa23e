/**
 * The session's life: checked once at start, begun by a login reply, ended by sign-out.
 * Navigation follows from the flags through the guard in src/app.
 */
import {
  MESSAGES,
  getCurrentUserEndpoint,
  loginEndpoint,
  logoutEndpoint,
  type TLoginRequest,
} from '@vigil/contract';
import { apiCall } from '../../api/api-client';
import { openProblemDialog } from '../../components/problem-dialog';
import { clearProfile, readProfile, writeProfile } from '../../lib/profile-storage';
import { DEFAULT_ROLE_ID, authStore } from './auth-store';
import { decideLoginOutcome } from './login-outcome';

const LOGGED_OUT = {
  isLoggedIn: false,
  requiresAccountSetup: false,
  requiresOtp: false,
  profile: null,
  roleId: DEFAULT_ROLE_ID,
} as const;

/** Spec §4 "Session verification at start". */
export async function verifySession(): Promise<void> {
  let roleId: number;
  try {
    // Not through the catalogue: a logged-out visitor is normal here, not an error.
    const reply = await apiCall(getCurrentUserEndpoint, { errorHandling: 'none' });
    roleId = reply.role_id;
  } catch {
    authStore.set((state) => ({
      ...state,
      ...LOGGED_OUT,
      authInitialised: true,
      stateInitialised: true,
    }));
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
