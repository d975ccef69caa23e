/**
 * Texts of the Moderation screen (spec §2 Moderation screen, issue 7). The spec fixes the
 * actions (unpublish, approve, preview with a warning, each confirmed); the wording is ours.
 */
export const MODERATION_SCREEN_TEXTS = {
  allDomains: 'All domains',
  allStatuses: 'All statuses',
  domainFilterLabel: 'Domain',
  statusFilterLabel: 'Status',
  unpublish: 'Unpublish',
  approve: 'Approve',
  preview: 'Preview',
  previewWarningTitle: 'This content may be offensive',
  previewWarningBody:
    'The preview shows the content as it was submitted. It may contain offensive text or images.',
  showContent: 'Show content',
  unpublishConfirmTitle: 'Unpublish this content?',
  unpublishConfirmBody: 'The site is asked to take the content down.',
  approveConfirmTitle: 'Approve this content?',
  approveConfirmBody: 'The content is marked clean and stays on the site.',
  emptyQueue: 'Nothing to review. New reports appear here as they arrive.',
} as const;
