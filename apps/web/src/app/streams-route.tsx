import { saveScannerSettingEndpoint } from '@vigil/contract';
import { useAuth } from '../features/auth/auth-store';
import { StreamsPage } from '../features/streams/streams-page';
import { PATHS } from '../lib/paths';
import { endpointAllows, roleMayOpen } from './roles';

/** Streams meets the session here: moderators read thresholds, administrators also save them. */
export function StreamsRoute() {
  const { roleId } = useAuth();
  return (
    <StreamsPage
      canSaveThresholds={endpointAllows(saveScannerSettingEndpoint, roleId)}
      canManageDomains={roleMayOpen(roleId, PATHS.manageDomain)}
    />
  );
}
