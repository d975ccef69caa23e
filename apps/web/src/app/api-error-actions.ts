import { onApiErrorAction } from '../api/api-error-events';
import { openProblemDialog } from '../components/problem-dialog';
import { showErrorToast } from '../components/notifications';
import { signOut } from '../features/auth/session';
import { lockFromServer, lockEndFrom } from '../lib/moderation-lock';
import { FORCE_PARAM, PATHS } from '../lib/paths';

type Navigate = (to: string) => unknown;

/** Carries out the spec §8 catalogue's decisions; registered once when the app starts. */
export function registerApiErrorActions(navigate: Navigate): () => void {
  return onApiErrorAction((action, error) => {
    switch (action.type) {
      case 'sign-out':
        void signOut({ callServer: false });
        navigate(PATHS.login);
        return;
      case 'moderation-locked':
        lockFromServer(lockEndFrom(action));
        return;
      case 'two-factor-required':
        showErrorToast(action.message);
        navigate(`${PATHS.authSetup}?${FORCE_PARAM}=1`);
        return;
      case 'problem':
        openProblemDialog(action.message);
        return;
      case 'log':
        console.error(`API call ${error.url} failed (${error.status}): ${action.message}`);
        return;
    }
  });
}
