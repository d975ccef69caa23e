import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconBell, IconCheck } from '@tabler/icons-react';
import {
  DIALOG_TEXTS,
  PERSISTENT_NOTIFICATION_AUTO_CLOSE,
  TOAST_DURATION_MS,
} from '@vigil/contract';
import type { ReactNode } from 'react';

/** Spec §8 feedback styles. Position (top) is set once on <Notifications> in the providers. */

export function showSuccessToast(message: ReactNode): void {
  notifications.show({
    message,
    color: 'green',
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: TOAST_DURATION_MS,
    withAutoCloseProgress: false,
  });
}

export function showErrorToast(message: ReactNode): void {
  notifications.show({
    message,
    color: 'red',
    icon: <IconAlertTriangle size={18} aria-hidden />,
    autoClose: TOAST_DURATION_MS,
    withAutoCloseProgress: false,
  });
}

let persistentCount = 0;

/** Orange, stays until the user presses OK. */
export function showPersistentNotification(message: ReactNode, title?: ReactNode): string {
  persistentCount += 1;
  const id = `persistent-${persistentCount}`;
  notifications.show({
    id,
    title,
    color: 'orange',
    icon: <IconBell size={18} aria-hidden />,
    autoClose: PERSISTENT_NOTIFICATION_AUTO_CLOSE,
    withCloseButton: false,
    message: (
      <Group justify="space-between" align="center" wrap="nowrap" gap="md">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          color="orange"
          onClick={() => notifications.hide(id)}
        >
          {DIALOG_TEXTS.ok}
        </Button>
      </Group>
    ),
  });
  return id;
}
