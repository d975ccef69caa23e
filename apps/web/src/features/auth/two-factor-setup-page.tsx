import { Alert } from '@mantine/core';
import { SCREEN_TITLES } from '@vigil/contract';
import { IconAlertTriangle, IconQrcode } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { FORCE_PARAM } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { PlainScreen } from '../../components/plain-screen';
import { AbandonSignIn } from './abandon-sign-in';

/** /auth/setup: set up an authenticator app (spec §2 "Scan QR Code"). */
export function TwoFactorSetupPage() {
  const [search] = useSearchParams();
  const forced = search.get(FORCE_PARAM) === '1';
  return (
    <PlainScreen
      title={SCREEN_TITLES.scanQrCode}
      subtitle="Protect your account with an authenticator app."
    >
      {forced ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>
          Your organisation requires two-factor authentication before you can continue.
        </Alert>
      ) : null}
      <EmptyState
        withBorder={false}
        icon={<IconQrcode size={28} aria-hidden />}
        title="Scan, then enter the 6-digit code"
        description="A QR code for your authenticator app will appear here. Scan it, then enter the 6-digit activation code the app shows to finish setting up two-factor authentication."
      />
      <AbandonSignIn />
    </PlainScreen>
  );
}
