import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClockExclamation, IconKey, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { ACCOUNT_SCREEN_TEXTS, daysToEnforcement } from '@vigil/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { showSuccessToast } from '../../../components/notifications';
import { NewRecoveryCodesDialog } from './new-recovery-codes-dialog';
import { useDisableTwoFactor, useTwoFactorStatus } from './use-two-factor-status';

/**
 * Two-factor on or off for the signed-in user (spec §2 Settings › Security). Enabling starts
 * the set-up flow at /auth/setup; disabling asks first. The countdown is spec §4's
 * days-to-enforcement, shown while there are days left and two-factor is off. While it is on,
 * new recovery codes replace the old ones (decision 0111).
 */
export function TwoFactorCard({ enforcementDate }: { enforcementDate: string | null }) {
  const navigate = useNavigate();
  const status = useTwoFactorStatus();
  const disable = useDisableTwoFactor();
  const [renewing, setRenewing] = useState(false);
  const enabled = status.data?.two_factor_enabled === true;
  const days = status.data ? daysToEnforcement(enforcementDate, enabled) : false;

  const confirmDisable = () =>
    openConfirmDialog({
      title: ACCOUNT_SCREEN_TEXTS.disableTitle,
      message: ACCOUNT_SCREEN_TEXTS.disableBody,
      confirmLabel: ACCOUNT_SCREEN_TEXTS.disableConfirm,
      danger: true,
      onConfirm: () =>
        disable.mutate(undefined, { onSuccess: (reply) => showSuccessToast(reply.message) }),
    });

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={2} fz="lg">
                {ACCOUNT_SCREEN_TEXTS.twoFactorTitle}
              </Title>
              {status.data ? (
                <Badge color={enabled ? 'teal' : 'gray'} variant="light">
                  {enabled ? ACCOUNT_SCREEN_TEXTS.twoFactorOn : ACCOUNT_SCREEN_TEXTS.twoFactorOff}
                </Badge>
              ) : null}
            </Group>
            {status.data ? (
              <Text size="sm" c="dimmed">
                {enabled
                  ? ACCOUNT_SCREEN_TEXTS.twoFactorOnBody
                  : ACCOUNT_SCREEN_TEXTS.twoFactorOffBody}
              </Text>
            ) : (
              <Skeleton height={14} width={280} mt={4} aria-label="Loading" />
            )}
          </Stack>
        </Group>
        {typeof days === 'number' && days > 0 ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconClockExclamation size={18} aria-hidden />}
          >
            {ACCOUNT_SCREEN_TEXTS.enforcementCountdown(days)}
          </Alert>
        ) : null}
        {status.data ? (
          <Group>
            {enabled ? (
              <>
                <Button
                  variant="default"
                  leftSection={<IconKey size={16} aria-hidden />}
                  onClick={() => setRenewing(true)}
                >
                  {ACCOUNT_SCREEN_TEXTS.newRecoveryCodes}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconShieldOff size={16} aria-hidden />}
                  onClick={confirmDisable}
                  loading={disable.isPending}
                >
                  {ACCOUNT_SCREEN_TEXTS.disableTwoFactor}
                </Button>
              </>
            ) : (
              <Button
                leftSection={<IconShieldCheck size={16} aria-hidden />}
                onClick={() => void navigate(PATHS.authSetup)}
              >
                {ACCOUNT_SCREEN_TEXTS.enableTwoFactor}
              </Button>
            )}
          </Group>
        ) : null}
      </Stack>
      {renewing && enabled ? <NewRecoveryCodesDialog onClose={() => setRenewing(false)} /> : null}
    </Paper>
  );
}
