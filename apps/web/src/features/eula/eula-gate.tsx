import { Box, Button, Center, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import {
  ACCOUNT_SCREEN_TEXTS,
  NAV_LABELS,
  acceptEulaEndpoint,
  isEulaAccepted,
} from '@vigil/contract';
import { useState, type ReactNode } from 'react';
import { apiCall } from '../../api/api-client';
import { openConfirmDialog } from '../../components/confirm-dialog';
import { showSuccessToast } from '../../components/notifications';
import { VigilLogo } from '../../components/vigil-logo';
import { readLocalAcceptance, writeLocalAcceptance } from './eula-acceptance-storage';
import { EulaDocument, useEulaLoaded } from './eula-document';

export interface EulaGateProps {
  /** From eulaUserKey(profile). */
  userKey: string;
  /** The profile's eulaAccepted (login reply eula_accepted). */
  profileAccepted: boolean;
  onAccepted: () => void;
  /** After the user confirmed declining: sign out. */
  onDeclined: () => void;
  children: ReactNode;
}

/**
 * Spec §4 EULA after sign-in: a fresh local acceptance (24 h) or the profile flag lets the
 * console through; otherwise the agreement fills the screen until accepted or declined.
 */
export function EulaGate({
  userKey,
  profileAccepted,
  onAccepted,
  onDeclined,
  children,
}: EulaGateProps) {
  // Judged when the console opens for this user; a 24-hour window running out mid-session
  // does not interrupt work, the next sign-in or reload asks again.
  const [localAcceptedAt] = useState(() => readLocalAcceptance(userKey));
  const [openedAt] = useState(Date.now);
  const [acceptedHere, setAcceptedHere] = useState(false);
  if (acceptedHere || isEulaAccepted({ localAcceptedAt, profileAccepted, now: openedAt })) {
    return <>{children}</>;
  }
  return (
    <EulaAcceptanceScreen
      onAccepted={(acceptedAt) => {
        writeLocalAcceptance(userKey, acceptedAt);
        setAcceptedHere(true);
        onAccepted();
      }}
      onDeclined={onDeclined}
    />
  );
}

function EulaAcceptanceScreen({
  onAccepted,
  onDeclined,
}: {
  onAccepted: (acceptedAt: string) => void;
  onDeclined: () => void;
}) {
  const loaded = useEulaLoaded();
  const [accepting, setAccepting] = useState(false);

  const accept = async () => {
    setAccepting(true);
    try {
      const reply = await apiCall(acceptEulaEndpoint);
      showSuccessToast(reply.message);
      onAccepted(reply.accepted_at);
    } catch {
      // The catalogue has shown why; the user may try again.
      setAccepting(false);
    }
  };

  const decline = () =>
    openConfirmDialog({
      title: ACCOUNT_SCREEN_TEXTS.declineTitle,
      message: ACCOUNT_SCREEN_TEXTS.declineBody,
      confirmLabel: ACCOUNT_SCREEN_TEXTS.declineConfirm,
      danger: true,
      onConfirm: onDeclined,
    });

  return (
    <Box className="vigil-plain" mih="100dvh">
      <Center mih="100dvh" px="md" py="xl">
        <Paper
          component="main"
          withBorder
          shadow="md"
          radius="lg"
          p={{ base: 'lg', sm: 36 }}
          w="100%"
          maw={820}
        >
          <Stack gap="lg">
            <VigilLogo size={32} />
            <Stack gap={4}>
              <Title order={1} fz={26}>
                {NAV_LABELS.eula}
              </Title>
              <Text c="dimmed" size="sm">
                {ACCOUNT_SCREEN_TEXTS.eulaGateSubtitle}
              </Text>
            </Stack>
            <Paper withBorder radius="md" p={0}>
              <ScrollArea.Autosize mah="55dvh" type="auto" offsetScrollbars>
                <Box p="lg" tabIndex={0} aria-label={NAV_LABELS.eula}>
                  <EulaDocument />
                </Box>
              </ScrollArea.Autosize>
            </Paper>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={decline}
                disabled={accepting}
              >
                {ACCOUNT_SCREEN_TEXTS.decline}
              </Button>
              <Button
                leftSection={<IconCheck size={16} aria-hidden />}
                onClick={() => void accept()}
                loading={accepting}
                disabled={!loaded}
              >
                {ACCOUNT_SCREEN_TEXTS.accept}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
