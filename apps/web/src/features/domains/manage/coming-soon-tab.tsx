import { IconLock } from '@tabler/icons-react';
import { DOMAIN_SCREEN_TEXTS as T, MESSAGES } from '@vigil/contract';
import { EmptyState } from '../../../components/empty-state';

/** Spec §2 Security: 'Coming soon...'. */
export function SecurityTab() {
  return (
    <EmptyState
      withBorder={false}
      icon={<IconLock size={28} aria-hidden />}
      title={MESSAGES.comingSoon}
      description={T.securityBody}
    />
  );
}
