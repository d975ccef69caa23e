import { ACCOUNT_SCREEN_TEXTS, SCREEN_TITLES } from '@vigil/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { FORCE_PARAM, PATHS } from '../../lib/paths';
import { PlainScreen } from '../../components/plain-screen';
import { AbandonSignIn } from './abandon-sign-in';
import { useAuth } from './auth-store';
import { RecoveryCodeChallenge } from './recovery-code-challenge';
import { RecoveryCodesSetup } from './recovery-codes-setup';
import { completeTwoFactorChallenge, finishTwoFactorSetup } from './session';

/**
 * /auth/recovery has two modes (spec §2 'save recovery codes' and 'use a recovery code'):
 * while a sign-in waits for its second factor it takes a recovery code; otherwise it shows
 * the codes of the set-up just confirmed (docs/decisions/0046-two-factor-screens.md).
 */
export function RecoveryCodesPage() {
  const { requiresOtp, requiresAccountSetup } = useAuth();
  const [search] = useSearchParams();
  const navigate = useNavigate();

  if (requiresOtp) {
    return (
      <PlainScreen
        title={SCREEN_TITLES.useRecoveryCode}
        subtitle={ACCOUNT_SCREEN_TEXTS.recoveryChallengeSubtitle}
      >
        <RecoveryCodeChallenge
          onSubmit={async (recoveryCode) => {
            // Spec §4: success logs in and goes to /; failure leaves the guard to show /login.
            if (await completeTwoFactorChallenge({ recovery_code: recoveryCode })) {
              await navigate(PATHS.root, { replace: true });
            }
          }}
        />
        <AbandonSignIn />
      </PlainScreen>
    );
  }

  const forced = requiresAccountSetup || search.get(FORCE_PARAM) === '1';
  return (
    <PlainScreen
      title={SCREEN_TITLES.recoveryCodes}
      subtitle={ACCOUNT_SCREEN_TEXTS.recoveryCodesSubtitle}
    >
      <RecoveryCodesSetup
        onContinue={() => {
          finishTwoFactorSetup();
          void navigate(forced ? PATHS.root : PATHS.settings, { replace: true });
        }}
      />
    </PlainScreen>
  );
}
