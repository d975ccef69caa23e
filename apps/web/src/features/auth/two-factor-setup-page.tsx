import { Alert, Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { ACCOUNT_SCREEN_TEXTS, SCREEN_TITLES } from '@vigil/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { FORCE_PARAM, PATHS } from '../../lib/paths';
import { PlainScreen } from '../../components/plain-screen';
import { LeaveSetup } from './leave-setup';
import { ActivationCodeForm } from './activation-code-form';
import { useAuth } from './auth-store';
import { CopyTextButton } from '../../components/copy-text-button';
import { QrCodeImage } from './qr-code-image';
import { setupKeyFromUrl } from './setup-key';
import { useTwoFactorSetup } from './use-two-factor-setup';

/**
 * /auth/setup, "Scan QR Code" (spec §2). Forced when the login reply said two_factor_enforced
 * or a 423 sent the user here (`?force=1`): the screen says why. Confirming the code goes to
 * /auth/recovery (spec §4), carrying the forced flag so the next step knows where to end.
 */
export function TwoFactorSetupPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { requiresAccountSetup } = useAuth();
  const forced = requiresAccountSetup || search.get(FORCE_PARAM) === '1';
  const { state, retry } = useTwoFactorSetup();

  const handleConfirmed = () => {
    const query = forced ? `?${FORCE_PARAM}=1` : '';
    void navigate(`${PATHS.authRecovery}${query}`, { replace: true });
  };

  return (
    <PlainScreen title={SCREEN_TITLES.scanQrCode} subtitle={ACCOUNT_SCREEN_TEXTS.setupSubtitle}>
      {forced ? (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={ACCOUNT_SCREEN_TEXTS.setupForcedTitle}
        >
          {ACCOUNT_SCREEN_TEXTS.setupForcedBody}
        </Alert>
      ) : null}

      {state.status === 'loading' ? (
        <Center py="xl" role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader size="md" aria-hidden />
            <Text size="sm" c="dimmed">
              {ACCOUNT_SCREEN_TEXTS.setupLoading}
            </Text>
          </Stack>
        </Center>
      ) : null}

      {state.status === 'failed' ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {ACCOUNT_SCREEN_TEXTS.setupUnavailable}
          </Alert>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={retry}
          >
            {ACCOUNT_SCREEN_TEXTS.tryAgain}
          </Button>
        </Stack>
      ) : null}

      {state.status === 'ready' ? (
        <SetupSteps svg={state.qrCode.svg} url={state.qrCode.url} onConfirmed={handleConfirmed} />
      ) : null}

      <LeaveSetup forced={forced} />
    </PlainScreen>
  );
}

function SetupSteps({
  svg,
  url,
  onConfirmed,
}: {
  svg: string;
  url: string;
  onConfirmed: () => void;
}) {
  const setupKey = setupKeyFromUrl(url);
  return (
    <Stack gap="lg">
      <Text size="sm">
        <Text span fw={700}>
          1.{' '}
        </Text>
        {ACCOUNT_SCREEN_TEXTS.setupStep1}
      </Text>
      <Center>
        <QrCodeImage svg={svg} alt={ACCOUNT_SCREEN_TEXTS.qrCodeAlt} />
      </Center>
      {setupKey ? (
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {ACCOUNT_SCREEN_TEXTS.cannotScan}
          </Text>
          <Group gap={6} wrap="nowrap" align="flex-end">
            <TextInput
              label={ACCOUNT_SCREEN_TEXTS.setupKeyLabel}
              value={setupKey}
              readOnly
              flex={1}
              styles={{
                input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12.5 },
              }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyTextButton
              value={setupKey.replace(/\s+/g, '')}
              label={ACCOUNT_SCREEN_TEXTS.copySetupKey}
              iconOnly
            />
          </Group>
        </Stack>
      ) : null}
      <Text size="sm">
        <Text span fw={700}>
          2.{' '}
        </Text>
        {ACCOUNT_SCREEN_TEXTS.setupStep2}
      </Text>
      <ActivationCodeForm onConfirmed={onConfirmed} />
    </Stack>
  );
}
