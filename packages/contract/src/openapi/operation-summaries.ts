/**
 * One line per operation for the OpenAPI document and the Developers page. An endpoint added
 * later without a line here still gets one, made from its name ("listDomainRules" → "List
 * domain rules"), so the document never lacks a summary.
 */
import type { EndpointName } from '../endpoints';
import type { PluginEndpointName } from './plugin-operations';

export const OPERATION_SUMMARIES: Partial<Record<EndpointName | PluginEndpointName, string>> = {
  // Plugin API.
  connectPlugin: 'Register the plugin with its CMS, versions and callback URL',
  submitContent: 'Submit one item of content for moderation',
  getContentStatus: 'Read an item’s status and category scores',
  // Console API.
  getHealth: 'Service and database health',
  login: 'Sign in with email and password',
  logout: 'Sign out',
  getCurrentUser: 'Check the session: two-factor state and role',
  register: 'Create an account',
  confirmAccount: 'Confirm an account from its emailed link',
  requestPasswordReset: 'Email a password reset link',
  resetPassword: 'Choose a new password from a reset link',
  updatePassword: 'Change the signed-in user’s password',
  twoFactorChallenge: 'Finish a sign-in with a one-time code or recovery code',
  enableTwoFactor: 'Start two-factor set-up',
  disableTwoFactor: 'Turn two-factor authentication off',
  confirmTwoFactor: 'Confirm two-factor set-up with a one-time code',
  getTwoFactorRecoveryCodes: 'List the recovery codes',
  getTwoFactorQrCode: 'QR code and otpauth URL for the authenticator app',
  getOidcProviders: 'Single sign-on providers that are configured',
  getSessionProfile: 'Profile of a session started by single sign-on',
  getBillingPortal: 'Link to the billing portal',
  getTenantSettings: 'Read the moderation settings',
  updateTenantSettings: 'Save the moderation settings',
  listUsers: 'List the users',
  createUser: 'Invite a user',
  updateUser: 'Edit a user',
  deleteUser: 'Delete a user',
  listUserSessions: 'List the signed-in user’s sessions',
  endOtherSessions: 'Sign out every other session',
  listModerationGroups: 'List moderation groups',
  createModerationGroup: 'Create a moderation group',
  updateModerationGroup: 'Edit a moderation group',
  deleteModerationGroup: 'Delete a moderation group',
  getAccountContacts: 'Read the account contacts',
  updateAccountContacts: 'Save the account contacts',
  getPlan: 'The plan and its credits',
  getEula: 'The end user license agreement',
  acceptEula: 'Accept the end user license agreement',
  listDomains: 'List domains',
  createDomain: 'Add a domain',
  updateDomain: 'Edit, enable or disable a domain',
  deleteDomain: 'Delete a domain',
  listDomainPlugins: 'List a domain’s connected plugins',
  getDomainKey: 'Read a domain’s access key',
  createDomainKey: 'Create a domain’s API key (the secret is in this answer only)',
  regenerateDomainKey: 'Regenerate a domain’s API key (the secret is in this answer only)',
  getDomainStream: 'A domain’s scanners, extractors and thresholds',
  saveScannerSetting: 'Save one category’s thresholds for a domain scanner',
  listScannerCatalogue: 'Scanners that can be installed',
  listExtractorCatalogue: 'Extractors that can be installed',
  installDomainScanner: 'Install a scanner on a domain',
  updateDomainScanner: 'Enable or disable a domain’s scanner',
  uninstallDomainScanner: 'Uninstall a domain’s scanner',
  installDomainExtractor: 'Install an extractor on a domain',
  updateDomainExtractor: 'Enable or disable a domain’s extractor',
  uninstallDomainExtractor: 'Uninstall a domain’s extractor',
  getDomainModerationGroups: 'The moderation groups that may moderate a domain',
  setDomainModerationGroups: 'Choose the moderation groups of a domain',
  listDomainRules: 'List a domain’s rules',
  createDomainRule: 'Add a block or trust rule to a domain',
  deleteDomainRule: 'Delete a domain rule',
  getEngineSettings: 'Read the external moderation engine settings',
  updateEngineSettings: 'Save the external moderation engine settings',
  listTransparencyReports: 'List monthly transparency reports',
  getStats: 'Dashboard statistics for a date range',
  getChart: 'One dashboard chart for a date range',
  lockModeration: 'Lock moderation (break time)',
  listReports: 'List reports for moderation',
  getReportAudit: 'The audit log of one report',
  removeDomainPlugin: 'Remove a connected plugin from a domain',
  regenerateRecoveryCodes:
    'Replace your recovery codes with 8 new ones (needs a current authenticator code)',
  resendInvitation: 'Send a pending invitation again',
  resetUserTwoFactor: 'Turn off another user’s two-factor sign-in',
  ignoreReport: 'Approve an item (mark it clean)',
  unpublishReport: 'Unpublish an item through its plugin',
  getArtifact: 'Short-lived URL of a stored media artifact',
  listModerationCategories: 'List moderation categories',
};

/** "listDomainRules" → "List domain rules". */
export function summaryFromName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
