import {
  Badge,
  Blockquote,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowBackUp, IconGavel } from '@tabler/icons-react';
import {
  APPEAL_STATUS_COLORS,
  APPEAL_STATUS_LABELS,
  APPEALS_SCREEN_TEXTS as T,
  formatTimestamp,
  REPORT_CONTENT_TYPE_LABELS,
  type AppealOutcome,
  type TAppealRecord,
} from '@vigil/contract';
import { useId, useState } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import { UserText } from '../../../components/user-text';
import { ReportContent } from '../components/report-content';
import { ReportStatement } from '../components/report-statement';

export interface AppealCardProps {
  appeal: TAppealRecord;
  /** Administrators may decide an appeal of their own decision, saying so. */
  canOverride: boolean;
  blurMedia: boolean;
  busy: boolean;
  onDecide: (appeal: TAppealRecord, outcome: AppealOutcome, override: boolean) => void;
}

/**
 * One appeal (decision 0185): the item as it stands, the decision contested with its
 * statement of reasons, and the author's explanation beside it; for an open appeal, Uphold
 * and Reverse — closed to the person who made the decision unless an administrator overrides.
 */
export function AppealCard({ appeal, canOverride, blurMedia, busy, onDecide }: AppealCardProps) {
  const [revealed, setRevealed] = useState(false);
  const [override, setOverride] = useState(false);
  const textId = useId();
  const { report, original } = appeal;
  const open = appeal.status === 'open';
  const ownDecision = original.decided_by_you;
  const blocked = ownDecision && !(canOverride && override);
  const label = (action: string) => T.actionLabel(action, report.username);

  return (
    <Paper
      component="article"
      withBorder
      p="md"
      radius="lg"
      aria-label={T.cardLabel(report.username, report.domain)}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>
              <UserText>{report.username}</UserText>
            </Text>
            <Badge color={APPEAL_STATUS_COLORS[appeal.status]} variant="light" radius="sm">
              {APPEAL_STATUS_LABELS[appeal.status]}
            </Badge>
            <Badge variant="outline" color="gray" radius="sm" tt="none">
              {REPORT_CONTENT_TYPE_LABELS[report.content_type]}
            </Badge>
            {appeal.override ? (
              <Badge color="grape" variant="light" radius="sm" tt="none">
                {T.overridden}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" component="time" dateTime={appeal.received_at}>
            {T.receivedAt(formatTimestamp(appeal.received_at))}
          </Text>
        </Group>
        <Text size="sm" fw={500}>
          {report.domain}
        </Text>

        <Stack gap={4}>
          <Title order={2} fz="sm" id={textId}>
            {T.authorText}
          </Title>
          <Blockquote
            aria-labelledby={textId}
            p="sm"
            radius="md"
            color="indigo"
            style={{ whiteSpace: 'pre-wrap' }}
          >
            <UserText multiLine>{appeal.text}</UserText>
          </Blockquote>
        </Stack>

        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {T.originalDecision}:
          </Text>
          <StatusBadge status={original.status} />
          <Text size="sm" c="dimmed">
            {original.decided_by ? T.decidedBy(original.decided_by) : T.decidedByEngine}
          </Text>
        </Group>
        <ReportStatement statement={appeal.statement} />

        <ReportContent
          report={report}
          full
          blurred={blurMedia && !revealed}
          onReveal={() => setRevealed(true)}
        />

        <Divider />
        {open ? (
          <Stack gap="xs">
            {ownDecision ? (
              <Text size="sm" c="orange.8" fw={500}>
                {T.decidedByYou}
              </Text>
            ) : null}
            {ownDecision && canOverride ? (
              <Checkbox
                label={T.overrideLabel}
                checked={override}
                onChange={(event) => setOverride(event.currentTarget.checked)}
              />
            ) : null}
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconGavel size={14} aria-hidden />}
                disabled={blocked}
                loading={busy}
                aria-label={label(T.uphold)}
                onClick={() => onDecide(appeal, 'uphold', override)}
              >
                {T.uphold}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="green"
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
                disabled={blocked}
                loading={busy}
                aria-label={label(T.reverse)}
                onClick={() => onDecide(appeal, 'reverse', override)}
              >
                {T.reverse}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {T.outcome(
              APPEAL_STATUS_LABELS[appeal.status],
              appeal.decided_by,
              appeal.decided_at === null ? '' : formatTimestamp(appeal.decided_at),
            )}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
