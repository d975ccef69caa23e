import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatTimestamp, MODERATION_SCREEN_TEXTS as T, type TReportRecord } from '@vigil/contract';
import { ReportContent } from './report-content';

export interface PreviewDialogProps {
  report: TReportRecord | null;
  onClose: () => void;
}

/**
 * The content as submitted, after the warning (spec §2). Unblurred: the moderator has just
 * chosen to see it.
 */
export function PreviewDialog({ report, onClose }: PreviewDialogProps) {
  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      title={report ? T.previewTitle(report.username) : ''}
      size="xl"
      centered
      // The queue gives focus back to the card's Preview button (use-report-actions).
      returnFocus={false}
    >
      {report ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {report.domain} · {formatTimestamp(report.utc_datetime)}
          </Text>
          <ReportContent report={report} full blurred={false} onReveal={() => undefined} />
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {T.close}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
