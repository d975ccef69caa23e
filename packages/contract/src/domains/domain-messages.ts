/**
 * Texts of the domain calls (issue 5). The spec names the screens but not these answers'
 * wording; see docs/decisions/0070–0074. The console shows them as they come.
 */
export const DOMAIN_MESSAGES = {
  domainCreated: 'Domain added.',
  domainUpdated: 'Domain saved.',
  domainEnabled: 'Domain enabled.',
  domainDisabled: 'Domain disabled.',
  domainDeleted: 'Domain deleted.',
  /** 422 on `name`: names are unique within the tenant (any spelling: stored in punycode). */
  domainNameTaken: 'This domain has already been added',
  /** 422 on `name` of PUT /domains/:id: the name is read-only once the domain exists (§5). */
  domainNameNotEditable: 'The name of an existing domain cannot be changed',
  /** 409 on POST /domains/:id/key: regenerate with PUT instead. */
  keyExists: 'This domain already has an API key. Regenerate it instead.',
  /** 404 on PUT /domains/:id/key before any key was created. */
  keyMissing: 'This domain has no API key yet.',
  keyCreated: 'API key created. Copy the secret key now: it will not be shown again.',
  keyRegenerated:
    'API key regenerated. Plugins using the old key stop working until they use the new one.',
  scannerInstalled: 'Scanner installed.',
  scannerUpdated: 'Scanner saved.',
  scannerUninstalled: 'Scanner uninstalled.',
  /** 409: one installation per scanner and domain. */
  scannerAlreadyInstalled: 'This scanner is already installed on this domain',
  /** 422 on `scanner_id`: not one of the catalogue's scanners. */
  unknownScanner: 'Choose a scanner from the catalogue',
  extractorInstalled: 'Extractor installed.',
  extractorUpdated: 'Extractor saved.',
  extractorUninstalled: 'Extractor uninstalled.',
  extractorAlreadyInstalled: 'This extractor is already installed on this domain',
  unknownExtractor: 'Choose an extractor from the catalogue',
  moderationGroupsSaved: 'Moderation groups saved.',
  /** 422 on `group_ids`: an id that is not one of this tenant's groups. */
  unknownModerationGroup: 'Choose moderation groups from the list',
} as const;
