/**
 * Texts of the domain calls (decisions 0070–0077). The spec names the screens but not these answers'
 * wording; see docs/decisions/0070–0074. The console shows them as they come.
 */
import { DOMAIN_RULES_MAX } from './domain-rules';

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
  /** DELETE /domains/:id/plugins/:pluginId (decision 0110). */
  pluginRemoved: 'Plugin removed.',
  moderationGroupsSaved: 'Moderation groups saved.',
  /** 422 on `group_ids`: an id that is not one of this tenant's groups. */
  unknownModerationGroup: 'Choose moderation groups from the list',
  /** POST /domain-scanner-settings/:id (decision 0082). */
  scannerSettingSaved: 'Thresholds saved.',
  /** 422 on `moderation_category_id`: not a category this scanner scores. */
  unknownModerationCategory: 'Choose a moderation category of this scanner',
  /** The Rules tab (decision 0091). */
  ruleCreated: 'Rule added.',
  ruleDeleted: 'Rule deleted.',
  /** 422 on `pattern`: the same kind, pattern (ignoring case) and action exists already. */
  ruleDuplicate: 'This rule already exists on this domain',
  /** 422 on `pattern`: the domain has DOMAIN_RULES_MAX rules already. */
  ruleLimit: `A domain can have at most ${DOMAIN_RULES_MAX} rules. Delete one before adding another.`,
  /** 422 on `pattern`: a block word with nothing left to match once spacing and symbols go. */
  ruleNoWords: 'Enter a word or phrase with at least one letter or digit',
  /** 422 on `pattern`: `/…/` that JavaScript cannot compile. */
  ruleRegexInvalid: 'This regular expression is not valid',
  /** 422 on `pattern`: a regular expression that matches empty text would block everything. */
  ruleRegexMatchesEmpty: 'This regular expression matches empty text, so it would block everything',
  /** 422 on `pattern`: constructs whose run time can explode on crafted text. */
  ruleRegexUnsafe:
    'This regular expression could take too long to run: lookbehind, backreferences and repeated groups that contain repetition or alternatives, such as (a+)+ or (a|b)*, are not allowed',
} as const;
