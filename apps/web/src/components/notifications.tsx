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

/**
 * A text toast gets an id from its kind and text, so pressing Save three times on an invalid
 * form shows one message, not a stack of identical ones (Mantine ignores a shown id).
 */
function toastId(kind: string, message: ReactNode): string | undefined {
  return typeof message === 'string' ? `${kind}:${message}` : undefined;
}

export function showSuccessToast(message: ReactNode): void {
  notifications.show({
    id: toastId('success', message),
    message,
    color: 'green',
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: TOAST_DURATION_MS,
    withAutoCloseProgress: false,
  });
}

export function showErrorToast(message: ReactNode): void {
  notifications.show({
    id: toastId('error', message),
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
