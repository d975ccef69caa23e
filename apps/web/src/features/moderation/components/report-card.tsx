import { Anchor, Badge, Button, Checkbox, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconChevronUp,
  IconEye,
  IconWorldOff,
} from '@tabler/icons-react';
import {
  AUTHOR_HISTORY_TEXTS,
  BULK_REVIEW_TEXTS,
  formatTimestamp,
  MODERATION_SCREEN_TEXTS as T,
  REPORT_CONTENT_TYPE_LABELS,
  type CardState,
  type TLocalReport,
} from '@vigil/contract';
import { memo, useEffect, useRef } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import type { ReportActionKind } from '../actions/report-action-kind';
import { isActionAvailable } from '../actions/report-action-kind';
import { ReportAuditLog } from './report-audit-log';
import classes from './report-card.module.css';
import { ReportContent } from './report-content';
import { ReportScores } from './report-scores';
import { ReportStatement } from './report-statement';
import { UserText } from '../../../components/user-text';

export interface ReportCardProps {
  report: TLocalReport;
  selected: boolean;
  /** Marked for a bulk decision (decision 0178). */
  marked: boolean;
  /** The keyboard moved the selection here: take focus so it is announced. */
  focusRequested: boolean;
  expanded: boolean;
  revealed: boolean;
  cardState: CardState;
  blurMedia: boolean;
  onSelect: (report: TLocalReport) => void;
  /** `range`: Shift was held, so every card from the last one marked. */
  onMark: (report: TLocalReport, range: boolean) => void;
  onToggleExpanded: (report: TLocalReport) => void;
  onReveal: (report: TLocalReport) => void;
  onAction: (kind: ReportActionKind, report: TLocalReport) => void;
  /** The author's name was chosen: their history (decision 0181). */
  onOpenAuthor: (username: string) => void;
}

function decisionLine(report: TLocalReport): string | null {
  if (report.decided_at === null) return report.decision_source === null ? T.awaitingScan : null;
  const when = formatTimestamp(report.decided_at);
  if (report.decision_source === 'human' && report.decided_by) {
    return T.decidedBy(report.decided_by, when);
  }
  return report.status === 'MODERATE' ? T.flaggedAutomatically(when) : T.decidedAutomatically(when);
}

/**
 * One report (spec §2 Moderation screen): who, status, where, when, what kind; the scores;
 * the content as the card state says; the three actions. Focusing any part of it opens it as
 * read (spec §4).
 */
export const ReportCard = memo(function ReportCard({
  report,
  selected,
  marked,
  focusRequested,
  expanded,
  revealed,
  cardState,
  blurMedia,
  onSelect,
  onMark,
  onToggleExpanded,
  onReveal,
  onAction,
  onOpenAuthor,
}: ReportCardProps) {
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusRequested) cardRef.current?.focus({ preventScroll: true });
  }, [focusRequested]);

  const decided = decisionLine(report);
  const showContent = expanded || cardState === 'inline';
  const act = (kind: ReportActionKind) => () => onAction(kind, report);
  const actionLabel = (action: string) => T.actionLabel(action, report.username);

  return (
    <Paper
      ref={cardRef}
      component="article"
      withBorder
      p="md"
      radius="lg"
      tabIndex={0}
      className={classes.card}
      aria-label={T.cardLabel(report.username, report.domain)}
      aria-current={selected ? 'true' : undefined}
      data-unread={report._new}
      onFocus={() => onSelect(report)}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="wrap" align="center">
            <Checkbox
              aria-label={BULK_REVIEW_TEXTS.markItem(report.username, report.domain)}
              aria-keyshortcuts="x"
              checked={marked}
              // The click carries Shift (a range); Space on the box clicks it too.
              onClick={(event) => onMark(report, event.shiftKey)}
              onChange={() => undefined}
            />
            {report._new ? (
              <Badge size="sm" variant="filled" color="indigo" aria-label={T.unreadLabel}>
                {T.unread}
              </Badge>
            ) : null}
            <Anchor
              component="button"
              type="button"
              fw={700}
              c="inherit"
              className={classes.username}
              aria-label={AUTHOR_HISTORY_TEXTS.openLabel(report.username)}
              onClick={() => onOpenAuthor(report.username)}
            >
              <UserText>{report.username}</UserText>
            </Anchor>
            <StatusBadge status={report.status} />
            <Badge variant="outline" color="gray" radius="sm" tt="none">
              {REPORT_CONTENT_TYPE_LABELS[report.content_type]}
            </Badge>
          </Group>
          <Text
            size="xs"
            c="dimmed"
            component="time"
            dateTime={report.utc_datetime}
            style={{ whiteSpace: 'nowrap' }}
          >
            {formatTimestamp(report.utc_datetime)}
          </Text>
        </Group>

        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={500}>
            {report.domain}
          </Text>
          {report.status_reason ? (
            <Text size="sm" c="dimmed">
              · {T.reasonLabel}: {report.status_reason}
            </Text>
          ) : null}
          {decided ? (
            <Text size="sm" c="dimmed">
              · {decided}
            </Text>
          ) : null}
        </Group>

        <ReportScores categories={report.categories} filterable={expanded} />

        {report.statement ? <ReportStatement statement={report.statement} /> : null}

        {showContent ? (
          <ReportContent
            report={report}
            full={expanded}
            blurred={blurMedia && !revealed}
            onReveal={() => onReveal(report)}
          />
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {T.contentHidden}
          </Text>
        )}

        {expanded ? <ReportAuditLog reportId={report._id} /> : null}

        <Divider />
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconWorldOff size={14} aria-hidden />}
              onClick={act('unpublish')}
              disabled={!isActionAvailable('unpublish', report)}
              aria-label={actionLabel(T.unpublish)}
              aria-keyshortcuts="u"
            >
              {T.unpublish}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="green"
              leftSection={<IconCheck size={14} aria-hidden />}
              onClick={act('approve')}
              disabled={!isActionAvailable('approve', report)}
              aria-label={actionLabel(T.approve)}
              aria-keyshortcuts="a"
            >
              {T.approve}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEye size={14} aria-hidden />}
              onClick={act('preview')}
              aria-label={actionLabel(T.preview)}
              aria-keyshortcuts="p"
            >
              {T.preview}
            </Button>
          </Group>
          <Button
            size="xs"
            variant="subtle"
            rightSection={
              expanded ? (
                <IconChevronUp size={14} aria-hidden />
              ) : (
                <IconChevronDown size={14} aria-hidden />
              )
            }
            onClick={() => onToggleExpanded(report)}
            aria-expanded={expanded}
            aria-label={T.detailsLabel(report.username)}
          >
            {T.details}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
});
