import { createStore, useStore } from '../../lib/create-store';
import type { Profile } from '../../lib/profile-storage';

/** Spec §3 authentication flags and the profile, shared by the guard, layouts and screens. */
export interface AuthState {
  /** The session check at start has answered. */
  authInitialised: boolean;
  /** The profile has been restored from storage (or found unusable). */
  stateInitialised: boolean;
  isLoggedIn: boolean;
  requiresAccountSetup: boolean;
  requiresOtp: boolean;
  /** See GuardFlags.signedOut: sign-out lands on plain /login. */
  signedOut: boolean;
  profile: Profile | null;
  /** Spec §6: role 1 is the default when a reply carries none. */
  roleId: number;
}

export const DEFAULT_ROLE_ID = 1;

export const INITIAL_AUTH_STATE: AuthState = {
  authInitialised: false,
  stateInitialised: false,
  isLoggedIn: false,
  requiresAccountSetup: false,
  requiresOtp: false,
  signedOut: false,
  profile: null,
  roleId: DEFAULT_ROLE_ID,
};

export const authStore = createStore<AuthState>(INITIAL_AUTH_STATE);

export function useAuth(): AuthState {
  return useStore(authStore);
}
