import { DIALOG_TEXTS } from '@vigil/contract';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderSafeHtml } from '../lib/safe-html';
import { openConfirmModal } from './modal-host';

export interface ConfirmDialogOptions {
  /** May contain simple HTML (spec §8 "dialogs have HTML titles"); rendered safely. */
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive actions (unpublish, delete) get a red confirm button. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
}

export function openConfirmDialog(options: ConfirmDialogOptions): void {
  openConfirmModal({
    title: renderSafeHtml(options.title),
    centered: true,
    children: options.message ? <Text size="sm">{options.message}</Text> : undefined,
    labels: {
      confirm: options.confirmLabel ?? DIALOG_TEXTS.confirm,
      cancel: options.cancelLabel ?? DIALOG_TEXTS.cancel,
    },
    confirmProps: { color: options.danger ? 'red' : undefined },
    cancelProps: { variant: 'default' },
    onConfirm: options.onConfirm,
    onCancel: options.onCancel,
  });
}
