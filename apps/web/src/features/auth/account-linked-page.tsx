import { IconCircleCheck } from '@tabler/icons-react';
import {
  OIDC_MESSAGES,
  OIDC_PROVIDER_NAMES,
  OIDC_PROVIDER_PARAM,
  ZOidcProviderIdSchema,
} from '@vigil/contract';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PlainScreen } from '../../components/plain-screen';
import { BackToConsole } from './account-link-page';

/** /account/linked: where the server lands after an external sign-in was linked. */
export function AccountLinkedPage() {
  const [params] = useSearchParams();
  const provider = ZOidcProviderIdSchema.safeParse(params.get(OIDC_PROVIDER_PARAM));
  return (
    <PlainScreen title={OIDC_MESSAGES.linkedTitle}>
      <EmptyState
        withBorder={false}
        icon={<IconCircleCheck size={28} aria-hidden />}
        title={OIDC_MESSAGES.linkedHeading}
        description={
          provider.success
            ? OIDC_MESSAGES.linked(OIDC_PROVIDER_NAMES[provider.data])
            : OIDC_MESSAGES.linkedFallback
        }
      />
      <BackToConsole />
    </PlainScreen>
  );
}
