import { Button, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconHistory } from '@tabler/icons-react';
import {
  formatTimestamp,
  MODERATION_SCREEN_TEXTS as T,
  REPORT_AUDIT_ACTION_LABELS,
  statusDisplay,
  type TId,
  type TReportAuditEntry,
} from '@vigil/contract';
import { useId, useState } from 'react';
import { useReportAudit } from '../api/use-report-audit';

function statusChange(entry: TReportAuditEntry): string {
  const next = statusDisplay(entry.new_status).label;
  if (entry.previous_status === null) return next;
  return T.auditStatusChange(statusDisplay(entry.previous_status).label, next);
}

function AuditEntries({ reportId }: { reportId: TId }) {
  const audit = useReportAudit(reportId, true);
  if (audit.isPending) {
    return <Skeleton height={48} radius="sm" aria-label={T.auditLoading} />;
  }
  const entries = audit.data?.data;
  if (entries === undefined)
    return (
      <Text size="sm" c="dimmed">
        {T.auditUnavailable}
      </Text>
    );
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {T.auditEmpty}
      </Text>
    );
  return (
    <Timeline bulletSize={14} lineWidth={2} active={entries.length - 1}>
      {entries.map((entry) => (
        <Timeline.Item
          key={String(entry.id)}
          title={
            <Text size="sm" fw={600} component="span">
              {REPORT_AUDIT_ACTION_LABELS[entry.action] ?? entry.action} · {statusChange(entry)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {entry.actor_name ?? T.auditEngine} · {formatTimestamp(entry.created_at)}
          </Text>
          {entry.category_name !== null ? (
            <Text size="xs" c="dimmed">
              {entry.category_name}
              {entry.score !== null ? ` ${entry.score}` : ''}
            </Text>
          ) : null}
          {entry.detail ? (
            <Text size="xs" c="dimmed">
              {entry.detail}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** Every status change of the report, who made it and when; loaded when opened. */
export function ReportAuditLog({ reportId }: { reportId: TId }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconHistory size={16} aria-hidden />}
        rightSection={
          open ? (
            <IconChevronDown size={14} aria-hidden />
          ) : (
            <IconChevronRight size={14} aria-hidden />
          )
        }
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={regionId}
        style={{ alignSelf: 'flex-start' }}
      >
        {T.auditTitle}
      </Button>
      <div id={regionId} role="region" aria-label={T.auditTitle} hidden={!open}>
        {open ? <AuditEntries reportId={reportId} /> : null}
      </div>
    </Stack>
  );
}
