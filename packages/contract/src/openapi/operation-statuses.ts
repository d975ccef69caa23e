/**
 * Statuses the endpoint table does not carry, listed beside the document they describe: the
 * success status of operations that do not answer 200 (creations 201, a submission 202 once it
 * is stored), and failures particular to one operation.
 */
import type { EndpointName } from '../endpoints';
import type { PluginEndpointName } from './plugin-operations';

export const SUCCESS_STATUSES: Readonly<
  Partial<Record<EndpointName | PluginEndpointName, '201' | '202'>>
> = {
  submitContent: '202',
  register: '201',
  createUser: '201',
  createModerationGroup: '201',
  createDomain: '201',
  createDomainKey: '201',
  installDomainScanner: '201',
  installDomainExtractor: '201',
  createDomainRule: '201',
};

/** Beyond what access and input imply (build-openapi's errorStatuses). */
export const EXTRA_ERROR_STATUSES: Readonly<
  Partial<Record<EndpointName | PluginEndpointName, readonly '409'[]>>
> = {
  // Content before POST /connect: the service would have nowhere to send callbacks.
  submitContent: ['409'],
  // Another moderator decided first (the answer names them).
  ignoreReport: ['409'],
  unpublishReport: ['409'],
  // Two-factor is off; the invitation was already accepted; the user has no two-factor.
  regenerateRecoveryCodes: ['409'],
  resendInvitation: ['409'],
  resetUserTwoFactor: ['409'],
};
