import { useSearchParams } from 'react-router';
import { ConfirmAccountScreen } from './confirm-account-screen';
import { CreateAccountScreen } from './create-account-screen';

/**
 * /confirmaccount serves both "Create Account" and "Confirm Account": spec §2 lists both
 * screens but only this route. Without a token it is sign-up; the emailed link brings the
 * token back to confirm (docs/decisions/0020-web-routes-and-guard.md). `key` restarts the
 * confirmation if another link is opened in the same tab.
 */
export function ConfirmAccountPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  if (!token) return <CreateAccountScreen />;
  return (
    <ConfirmAccountScreen
      key={token}
      token={token}
      email={search.get('email') ?? ''}
      invitation={search.get('invite') === '1'}
    />
  );
}
