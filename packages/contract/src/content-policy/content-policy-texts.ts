/**
 * Texts of the content policy (Settings › Content policy) and of the statement of reasons as
 * the console shows it on a report (decision 0182).
 */
export const CONTENT_POLICY_TEXTS = {
  tabLabel: 'Content policy',
  title: 'Content policy names',
  body: 'Name each moderation category as your content policy does. The name is the ground given to authors in the statement of reasons when their content is unpublished; past statements keep the name they were given.',
  nameLabel: 'Policy name',
  /** One field per category; the scanner tells apart the categories of the same name. */
  fieldLabel: (categoryName: string, scannerName: string): string =>
    `${categoryName} (${scannerName})`,
  defaultHint: (defaultName: string): string => `Default: ${defaultName}`,
  nameTooLong: 'Policy name may not be longer than 80 characters',
  unknownCategory: 'There is no such moderation category',
  save: 'Save names',
  saved: 'Content policy names saved',
  loading: 'Loading the content policy',
} as const;

/** The statement of reasons on a report (Moderation card). */
export const STATEMENT_TEXTS = {
  title: 'Statement of reasons',
  restriction: 'Restriction',
  removed: 'Removed from the site',
  decidedAt: 'Decided',
  ground: 'Ground',
  howDecided: 'How',
  automatedDecision: 'Detected and decided by automated means',
  automatedDetection: 'Detected by automated means, decided by a moderator',
  byModerator: 'Decided by a moderator',
  facts: 'Facts',
  automatedYes: 'Yes',
  automatedNo: 'No',
  appealUntil: 'Appeal until',
} as const;

/** Facts sentences, one per way an unpublish comes about. */
export const STATEMENT_FACTS = {
  automated: (categoryName: string, score: number): string =>
    `Automated scanning scored the content ${score} of 100 for ${categoryName}, at or above the site's threshold for removal.`,
  automatedRule: 'The content matched a rule the site set for removal.',
  moderator: (ground: string): string =>
    `A moderator reviewed the content and found that it breaks the policy on ${ground}.`,
} as const;
