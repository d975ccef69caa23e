import { Stack } from '@mantine/core';
import { ContactsCard } from './contacts-card';
import { EngineSettingsCard } from './engine-settings-card';
import { ModerationSettingsCard } from './moderation-settings-card';
import { PasswordCard } from './password-card';

export interface AccountTabProps {
  showContacts: boolean;
  showPassword: boolean;
  showModerationSettings: boolean;
}

/** Settings › Account: contacts, password change and moderation settings, as the role allows. */
export function AccountTab({
  showContacts,
  showPassword,
  showModerationSettings,
}: AccountTabProps) {
  return (
    <Stack gap="lg" maw={960}>
      {showContacts ? <ContactsCard /> : null}
      {showPassword ? <PasswordCard /> : null}
      {showModerationSettings ? <ModerationSettingsCard /> : null}
      {/* Tenant-wide like the moderation settings, and for the same role: administrators. */}
      {showModerationSettings ? <EngineSettingsCard /> : null}
    </Stack>
  );
}
