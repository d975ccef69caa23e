/**
 * Texts of the Streams page (spec §2) that the spec leaves open; see
 * docs/decisions/0093-streams-page.md. The layout's column widths are LAYOUT_COLUMNS.
 */
import type { LayoutColumns } from './constants';

/** What each layout choice is called, for the toggle's accessible labels. */
export const STREAMS_LAYOUT_LABELS: Readonly<Record<LayoutColumns, string>> = {
  12: 'One card per row',
  6: 'Two cards per row',
  4: 'Three cards per row',
};

export const STREAMS_SCREEN_TEXTS = {
  description:
    'What each domain scans for, and from which score content is moderated or unpublished.',
  layoutLabel: 'Cards per row',
  streamsLabel: 'Domain streams',
  loadingDomains: 'Loading domains',
  loadingStream: (name: string): string => `Loading the stream of ${name}`,
  noDomainsTitle: 'No domains available',
  noDomainsBodyAdministrator:
    'Add a domain on the Domains page: its extractors and scanners are shown here.',
  noDomainsBodyModerator:
    'No domain is open to you yet. An administrator adds domains and chooses who moderates them.',
  goToDomains: 'Go to Domains',
  enabled: 'Enabled',
  disabled: 'Disabled',
  menuLabel: (name: string): string => `Actions for ${name}`,
  manageDomain: 'Manage domain',
  manageScanners: 'Install or remove scanners',
  reloadStream: 'Reload',
  streamFailed: 'This domain’s stream could not be loaded.',
  retry: 'Try again',
  extractorsTitle: 'Extractors',
  scannersTitle: 'Scanners',
  noExtractors: 'No extractors are configured for this domain.',
  noScanners: 'No scanners are configured for this domain.',
  scannerDisabled:
    'This scanner is disabled: it does not check this domain’s content. Enable it on the domain’s Scanners tab to use its thresholds.',
  thresholdsHelp:
    'Left handle: from this score content goes to a moderator. Right handle: from this score it is unpublished at once. 0 turns a threshold off.',
  readOnlyNote: 'Only administrators can change thresholds.',
  loadingCategories: 'Loading categories',
  noCategories: 'This scanner has no moderation categories.',
  moderationThresholdLabel: (category: string): string => `${category}: moderation threshold`,
  unpublishThresholdLabel: (category: string): string => `${category}: unpublish threshold`,
  moderateFrom: (value: number): string =>
    value === 0 ? 'Moderation off' : `Moderate from ${value}`,
  unpublishFrom: (value: number): string =>
    value === 0 ? 'Unpublishing off' : `Unpublish from ${value}`,
} as const;
