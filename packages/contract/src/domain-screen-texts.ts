/**
 * Texts of the Domains list and the domain management page (decisions 0070–0077) that the spec leaves
 * open. The spec's own texts ('Invalid domain', 'Search cannot be empty', 'Coming soon...',
 * the form-invalid toast) stay in MESSAGES; see docs/decisions/0075-domains-screens.md.
 */

/** Field labels: ZDomainFormSchema's '{label} is required' texts use the same words. */
export const DOMAIN_FIELD_LABELS = {
  name: 'Domain name',
  description: 'Description',
  search: 'Search domains',
  moderationGroups: 'Moderation groups',
  ruleKind: 'Kind',
  blockPattern: 'Words or pattern',
  trustedAuthor: 'Username',
  ruleAction: 'Action',
} as const;

/** Help under the Add rule dialog's fields (decisions 0080–0094: words, phrases, /regex/). */
export const DOMAIN_RULE_HELP = {
  kind: {
    block: 'Catch words, phrases or a pattern in the content.',
    trust: 'Content from this author is always clean, whatever the scanners say.',
    review:
      'Content from this author always waits for a moderator, even when trusted. Unpublishing by a block rule or by the scores still applies.',
  },
  blockPattern:
    'A word or phrase matches whole words in any case, also when disguised with spaces, symbols or look-alike letters. Write /…/ for a regular expression, matched in any case, e.g. /free\\s+money/.',
  blockPatternPlaceholder: 'buy followers',
  trustedAuthor: 'The author’s username exactly as your CMS sends it.',
  trustedAuthorPlaceholder: 'editor-in-chief',
  action: 'What happens to content that matches.',
} as const;

/** Spec §2 management tabs, in order. */
export const DOMAIN_TAB_LABELS = {
  rules: 'Rules',
  plugins: 'Plugins',
  scanners: 'Scanners',
  extractors: 'Extractors',
  security: 'Security',
} as const;

export const DOMAIN_SCREEN_TEXTS = {
  // List.
  listDescription: 'The websites Vigil moderates for you.',
  searchPlaceholder: 'Search by name or description',
  clearSearch: 'Clear search',
  addDomain: 'Add domain',
  domainsLabel: 'Your domains',
  loading: 'Loading domains',
  loadingSection: 'Loading',
  loadFailedTitle: 'This could not be loaded',
  loadFailedBody: 'Vigil did not answer as expected. Try again in a moment.',
  retry: 'Try again',
  noDomainsTitle: 'No domains',
  noDomainsBody:
    'Add a domain, create its API key and install the Vigil plugin on your site: its content starts flowing in.',
  noMatchesTitle: 'No matching domains',
  noMatchesBody: (search: string): string =>
    `No domain has “${search}” in its name or description.`,
  enabled: 'Enabled',
  disabled: 'Disabled',
  menuLabel: (name: string): string => `Actions for ${name}`,
  openLabel: (name: string): string => `Manage ${name}`,
  update: 'Update',
  enable: 'Enable',
  disable: 'Disable',
  delete: 'Delete',
  enableTitle: (name: string): string => `Enable ${name}?`,
  enableBody: 'Its plugins may submit content again and the content is scanned.',
  disableTitle: (name: string): string => `Disable ${name}?`,
  disableBody:
    'Vigil stops scanning content from this domain until you enable it again. Its API key, plugins and settings are kept.',
  deleteTitle: (name: string): string => `Delete ${name}?`,
  deleteBody: (name: string): string =>
    `${name} is removed with its API key, settings and plugins. Its past reports stay for your statistics and transparency reports.`,
  // Add/Edit dialog.
  addTitle: 'Add Domain',
  editTitle: 'Edit Domain',
  namePlaceholder: 'example.com',
  nameDescription: 'The host name of your site, without https://. International names are fine.',
  nameReadOnly: 'A domain’s name cannot be changed. Add a new domain instead.',
  descriptionPlaceholder: 'What this site is, for you and your moderators',
  cancel: 'Cancel',
  save: 'Save',
  // Manage page.
  manageTitle: 'Manage Domain',
  backToDomains: 'Back to Domains',
  noDomainChosenTitle: 'Choose a domain',
  noDomainChosenBody: 'Open a domain from the Domains list to manage it.',
  unknownDomainTitle: 'Domain not found',
  unknownDomainBody: 'This domain does not exist or was deleted. Choose one from the Domains list.',
  tabsLabel: 'Domain management',
  // Rules (decisions 0080–0094) and Security.
  rulesBody:
    'Block words, phrases or patterns, and name trusted authors or authors whose content always waits for review. Rules are checked before any scanner, so a match decides at once.',
  addRule: 'Add rule',
  rulesTableLabel: 'Rules of this domain',
  columnKind: 'Kind',
  columnPattern: 'Pattern',
  columnRuleAction: 'What it does',
  columnAdded: 'Added',
  ruleKindLabels: {
    block: 'Block words or pattern',
    trust: 'Trusted author',
    review: 'Author always reviewed',
  },
  ruleKindShort: { block: 'Block list', trust: 'Trusted author', review: 'Always reviewed' },
  ruleActionLabels: {
    MODERATE: 'Send to moderation',
    AUTO_UNPUBLISHED: 'Unpublish automatically',
    CLEAN: 'Mark clean',
  },
  addRuleTitle: 'Add rule',
  addRuleBody: 'The rule applies to content submitted from now on.',
  regexBadge: 'Regular expression',
  deleteRule: (pattern: string): string => `Delete rule ${pattern}`,
  deleteRuleTitle: 'Delete this rule?',
  deleteRuleBody: (pattern: string): string =>
    `“${pattern}” no longer applies to content submitted from now on. Decisions already made stay as they are.`,
  securityBody: 'Security options for this domain will be set here.',
  // Plugins.
  pluginsTableLabel: 'Connected plugins',
  columnCms: 'CMS',
  columnPluginVersion: 'Plugin version',
  columnConnected: 'Connected',
  columnLastSeen: 'Last seen',
  columnCallback: 'Callbacks',
  cmsVersion: (version: string): string => `Version ${version}`,
  never: 'Never',
  callbackHealthy: 'Healthy',
  callbackFailing: 'Failing',
  noPluginsTitle: 'No plugins connected',
  noPluginsBody:
    'Create this domain’s API key above, then install a Vigil plugin on your site, or build one for your CMS, and enter both keys in its settings. It appears here when it connects.',
  pluginGuideLink: 'Read the plugin guide',
  columnFailedCallbacks: 'Failed (7 days)',
  failedCallbacksHelp:
    'Failed: callbacks still being retried or given up on, over the last 7 days.',
  lastCallbackAt: (when: string): string => `Last ${when}`,
  noCallbackUrl: 'No callback URL',
  noCallbackYet: 'No callback yet',
  lastCallbackError: (error: string): string => `Last error: ${error}`,
  // What the scanners have yet to decide (decision 0198).
  backlogLabel: 'Waiting for a scan',
  backlogNone: 'Nothing waits: every item received has been scanned.',
  backlogCount: (count: number): string =>
    count === 1 ? '1 item' : `${count.toLocaleString('en-US')} items`,
  backlogOldest: (when: string): string => `the oldest submitted ${when}`,
  // Removing a plugin (decision 0110).
  removePlugin: 'Remove',
  removePluginLabel: (cms: string, connected: string): string =>
    `Remove ${cms} plugin connected ${connected}`,
  removePluginTitle: 'Remove this plugin?',
  removePluginBody: (cms: string, callbackUrl: string | null): string =>
    `${cms}${callbackUrl === null ? '' : ` (callbacks to ${callbackUrl})`} is removed from this domain: Vigil stops calling it back and drops its pending callbacks. Its past reports stay. If the plugin calls again with this domain’s API key, it simply connects again and appears here.`,
  // Scanners and extractors.
  scannersTableLabel: 'Scanners of this domain',
  extractorsTableLabel: 'Extractors of this domain',
  columnName: 'Name',
  columnDescription: 'Description',
  columnStatus: 'Status',
  columnActions: 'Actions',
  installScanner: 'Install scanner',
  installExtractor: 'Install extractor',
  catalogueScanner: 'Scanner to install',
  catalogueExtractor: 'Extractor to install',
  chooseScanner: 'Choose a scanner',
  chooseExtractor: 'Choose an extractor',
  install: 'Install',
  allInstalled: 'Everything in the catalogue is installed.',
  noScannersTitle: 'No scanners installed',
  noScannersBody: 'Install a scanner from the catalogue to check this domain’s content.',
  noExtractorsTitle: 'No extractors installed',
  noExtractorsBody: 'Install an extractor to pull content out of this domain’s submissions.',
  enableComponent: (name: string): string => `Enable ${name}`,
  disableComponent: (name: string): string => `Disable ${name}`,
  uninstallComponent: (name: string): string => `Uninstall ${name}`,
  enableComponentTitle: (name: string): string => `Enable ${name}?`,
  disableComponentTitle: (name: string): string => `Disable ${name}?`,
  componentToggleBody: 'The change applies to content submitted from now on.',
  uninstallComponentTitle: (name: string): string => `Uninstall ${name}?`,
  uninstallComponentBody: 'Its settings for this domain, thresholds included, are removed.',
  uninstall: 'Uninstall',
  // API key.
  apiKeyTitle: 'API key',
  apiKeyBody:
    'Plugins sign their requests with this key pair. Enter both keys in the plugin’s settings.',
  noKey: 'This domain has no API key yet. Create one to connect a plugin.',
  createKey: 'Create API key',
  regenerateKey: 'Regenerate API key',
  regenerateTitle: 'Regenerate the API key?',
  regenerateBody:
    'A new key pair replaces the current one at once. Plugins still using the old key stop working until you enter the new keys in their settings.',
  regenerateConfirm: 'Regenerate',
  accessKey: 'Access key',
  secretKey: 'Secret key',
  keyUpdated: (when: string): string => `Last changed ${when}`,
  secretOnceTitle: 'Copy the secret key now',
  secretOnceBody:
    'It will not be shown again. If you lose it, regenerate the key and update your plugins.',
  copy: 'Copy',
  copied: 'Copied',
  copyAccessKey: 'Copy access key',
  copySecretKey: 'Copy secret key',
  // Moderation groups.
  groupsTitle: 'Moderation groups',
  groupsBody:
    'Only members of the chosen groups may moderate this domain. With no group chosen every moderator may.',
  groupsPlaceholder: 'Every moderator',
  noGroupsExist: 'Your organisation has no moderation groups yet. Create them in Settings › Users.',
  saveGroups: 'Save moderation groups',
} as const;
