import { DIALOG_TEXTS } from '@vigil/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { closeModal, openModal } from './modal-host';

let problemCount = 0;

/** Spec §8 "Problem dialog": the message and one OK button. `onClose` runs however it closes. */
export function openProblemDialog(message: string, onClose?: () => void): string {
  problemCount += 1;
  const modalId = `problem-${problemCount}`;
  openModal({
    modalId,
    title: DIALOG_TEXTS.problemTitle,
    centered: true,
    onClose,
    children: (
      <Stack gap="lg">
        <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>
        <Group justify="flex-end">
          <Button onClick={() => closeModal(modalId)} data-autofocus>
            {DIALOG_TEXTS.ok}
          </Button>
        </Group>
      </Stack>
    ),
  });
  return modalId;
}
