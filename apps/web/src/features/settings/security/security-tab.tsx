import { Stack } from '@mantine/core';
import { EnforcementDateCard } from './enforcement-date-card';
import { TwoFactorCard } from './two-factor-card';

export interface SecurityTabProps {
  /** The profile's date, kept in step by onEnforcementDateSaved. */
  enforcementDate: string | null;
  isAdministrator: boolean;
  onEnforcementDateSaved: (date: string | null) => void;
}

/** Settings › Security: the user's own two-factor, and the tenant's enforcement for admins. */
export function SecurityTab({
  enforcementDate,
  isAdministrator,
  onEnforcementDateSaved,
}: SecurityTabProps) {
  return (
    <Stack gap="lg" maw={760}>
      <TwoFactorCard enforcementDate={enforcementDate} />
      {isAdministrator ? <EnforcementDateCard onSaved={onEnforcementDateSaved} /> : null}
    </Stack>
  );
}
