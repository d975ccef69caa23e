import { SettingsPage } from '../features/settings/settings-page';
import { useAuth } from '../features/auth/auth-store';
import { updateEnforcementDate } from '../features/auth/session';
import { ADMINISTRATOR_ROLE_ID } from './roles';

/** Settings meets the session here: the profile's enforcement date and the user's role. */
export function SettingsRoute() {
  const { profile, roleId } = useAuth();
  return (
    <SettingsPage
      enforcementDate={profile?.twoFactorEnforcementDate ?? null}
      isAdministrator={roleId === ADMINISTRATOR_ROLE_ID}
      onEnforcementDateSaved={updateEnforcementDate}
    />
  );
}
