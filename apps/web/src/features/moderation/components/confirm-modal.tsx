import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DIALOG_TEXTS } from '@vigil/contract';
import { useEffect, type ReactNode } from 'react';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Enter on a control keeps its own meaning (Cancel focused by Tab cancels). */
function isControl(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('button, a[href], input, textarea, select, [role="button"]') !== null
  );
}

/**
 * The queue's confirmation dialog (spec §2: every action is confirmed). Decisions 0100–0106: Enter
 * confirms and Esc cancels, wherever focus is in the page, so the keyboard flow u → Enter
 * needs no pointer; the confirm button also takes focus when it opens.
 */
export function ConfirmModal({
  opened,
  title,
  body,
  confirmLabel,
  confirmColor,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCancel();
      } else if (event.key === 'Enter' && !isControl(event.target)) {
        event.preventDefault();
        onConfirm();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened, onConfirm, onCancel]);

  return (
    // The queue gives focus back itself (use-report-actions, decision 0176).
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeOnEscape={false}
      returnFocus={false}
    >
      <Stack gap="lg">
        {typeof body === 'string' ? <Text size="sm">{body}</Text> : body}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {DIALOG_TEXTS.cancel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
