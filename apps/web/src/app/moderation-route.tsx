import { createDomainRuleEndpoint } from '@vigil/contract';
import { ModerationPage } from '../features/moderation/moderation-page';
import { useAuth } from '../features/auth/auth-store';
import { endpointAllows } from './roles';

/**
 * The moderation screen meets the session here: trusting an author or sending them to review
 * adds a domain rule, which only some roles may (decision 0181).
 */
export function ModerationRoute() {
  const { roleId } = useAuth();
  return <ModerationPage canTrustAuthors={endpointAllows(createDomainRuleEndpoint, roleId)} />;
}
