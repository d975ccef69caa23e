/**
 * The success status of operations that do not answer 200: creations answer 201, and a
 * submission 202 once it is stored (issue 6). The endpoint table does not carry statuses, so
 * they are listed here, beside the document they describe.
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
