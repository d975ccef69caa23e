import {
  getAccountContactsEndpoint,
  getBillingPortalEndpoint,
  getContentPolicyEndpoint,
  getPlanEndpoint,
  listModerationGroupsEndpoint,
  listUserSessionsEndpoint,
  listUsersEndpoint,
  updatePasswordEndpoint,
  updateTenantSettingsEndpoint,
} from '@vigil/contract';
import { useAuth } from '../features/auth/auth-store';
import { updateEnforcementDate } from '../features/auth/session';
import { SettingsPage } from '../features/settings/settings-page';
import type { SettingsPermissions } from '../features/settings/settings-permissions';
import { ADMINISTRATOR_ROLE_ID, endpointAllows } from './roles';

/** What a role may use in Settings, read from the endpoints' role lists (decisions 0050–0064). */
export function settingsPermissions(roleId: number): SettingsPermissions {
  const may = (endpoint: Parameters<typeof endpointAllows>[0]) => endpointAllows(endpoint, roleId);
  return {
    enforcement: roleId === ADMINISTRATOR_ROLE_ID,
    sessions: may(listUserSessionsEndpoint),
    users: may(listUsersEndpoint),
    moderationGroups: may(listModerationGroupsEndpoint),
    contacts: may(getAccountContactsEndpoint),
    password: may(updatePasswordEndpoint),
    moderationSettings: may(updateTenantSettingsEndpoint),
    contentPolicy: may(getContentPolicyEndpoint),
    plan: may(getPlanEndpoint),
    billingPortal: may(getBillingPortalEndpoint),
  };
}

/** Settings meets the session here: the profile's enforcement date and the user's role. */
export function SettingsRoute() {
  const { profile, roleId } = useAuth();
  return (
    <SettingsPage
      can={settingsPermissions(roleId)}
      enforcementDate={profile?.twoFactorEnforcementDate ?? null}
      onEnforcementDateSaved={updateEnforcementDate}
    />
  );
}
