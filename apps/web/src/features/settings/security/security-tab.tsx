import { Stack } from '@mantine/core';
import { EnforcementDateCard } from './enforcement-date-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

export interface SecurityTabProps {
  /** The profile's date, kept in step by onEnforcementDateSaved. */
  enforcementDate: string | null;
  isAdministrator: boolean;
  /** Whether the role may list its sessions (listUserSessionsEndpoint.roles). */
  showSessions: boolean;
  onEnforcementDateSaved: (date: string | null) => void;
}

/**
 * Settings › Security: the user's own two-factor and sessions, and the tenant's enforcement
 * for admins.
 */
export function SecurityTab({
  enforcementDate,
  isAdministrator,
  showSessions,
  onEnforcementDateSaved,
}: SecurityTabProps) {
  return (
    <Stack gap="lg" maw={880}>
      <TwoFactorCard enforcementDate={enforcementDate} />
      {showSessions ? <SessionsCard /> : null}
      {isAdministrator ? <EnforcementDateCard onSaved={onEnforcementDateSaved} /> : null}
    </Stack>
  );
}
