import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authStore } from '../features/auth/auth-store';

/**
 * Spec §4: sign-out ends the session's dependencies (among them credit polling). The cache
 * goes with it: without this, the next user signing in on the same tab would be shown the
 * previous tenant's answers until they went stale, and a query still observed would keep
 * asking (decision 0145).
 */
export function QueryCacheReset() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let signedIn = authStore.get().isLoggedIn;
    return authStore.subscribe(() => {
      const now = authStore.get().isLoggedIn;
      if (signedIn && !now) queryClient.clear();
      signedIn = now;
    });
  }, [queryClient]);
  return null;
}
