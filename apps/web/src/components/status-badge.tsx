import { Badge } from '@mantine/core';
import { statusDisplay } from '@vigil/contract';

/** A moderation status in its spec §3 colour; unknown statuses show black with the raw value. */
export function StatusBadge({ status }: { status: string }) {
  const { label, colour } = statusDisplay(status);
  return (
    <Badge color={colour} variant="filled" radius="sm">
      {label}
    </Badge>
  );
}
