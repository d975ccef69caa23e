import { useAuth } from '../features/auth/auth-store';
import { markEulaAccepted, signOut } from '../features/auth/session';
import { eulaUserKey } from '../features/eula/eula-acceptance-storage';
import { EulaGate } from '../features/eula/eula-gate';
import { MainLayout } from './layouts/main-layout';
import { QueryProvider } from './query-provider';

/**
 * The signed-in console behind the spec §4 EULA gate. `key` gives each user their own gate
 * state, so one person's acceptance never lets the next one through.
 */
export function ConsoleGate() {
  const { profile } = useAuth();
  // Without a profile the guard has already sent the user away; nothing to gate.
  if (!profile) {
    return (
      <QueryProvider>
        <MainLayout />
      </QueryProvider>
    );
  }
  const userKey = eulaUserKey(profile);
  return (
    <QueryProvider>
      <EulaGate
        key={userKey}
        userKey={userKey}
        profileAccepted={profile.eulaAccepted}
        onAccepted={markEulaAccepted}
        onDeclined={() => void signOut()}
      >
        <MainLayout />
      </EulaGate>
    </QueryProvider>
  );
}
