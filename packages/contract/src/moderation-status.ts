/** Spec §3 moderation status values and their colours (Mantine colour names). */

export const MODERATION_STATUSES = [
  'PENDING',
  'MODERATE',
  'AUTO_UNPUBLISHED',
  'MANUALLY_UNPUBLISHED',
  'CLEAN',
  'MANUALLY_IGNORED',
] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const MODERATION_STATUS_COLOURS: Readonly<Record<ModerationStatus, string>> = {
  PENDING: 'gray.9',
  MODERATE: 'orange',
  AUTO_UNPUBLISHED: 'red',
  MANUALLY_UNPUBLISHED: 'blue.8',
  CLEAN: 'green',
  MANUALLY_IGNORED: 'gray.6',
};

export const MODERATION_STATUS_LABELS: Readonly<Record<ModerationStatus, string>> = {
  PENDING: 'Pending',
  MODERATE: 'Moderate',
  AUTO_UNPUBLISHED: 'Auto unpublished',
  MANUALLY_UNPUBLISHED: 'Manually unpublished',
  CLEAN: 'Clean',
  MANUALLY_IGNORED: 'Manually ignored',
};

/** Colour of any status the console does not know. */
export const UNKNOWN_STATUS_COLOUR = 'black';

export function isModerationStatus(value: string): value is ModerationStatus {
  return (MODERATION_STATUSES as readonly string[]).includes(value);
}

/** The unknown-status rule: unknown statuses are black, labelled with their raw value. */
export function statusDisplay(status: string): { label: string; colour: string } {
  if (isModerationStatus(status)) {
    return { label: MODERATION_STATUS_LABELS[status], colour: MODERATION_STATUS_COLOURS[status] };
  }
  return { label: status, colour: UNKNOWN_STATUS_COLOUR };
}
