/** The moderation categories the text scanner scores (ids from moderation_categories). */
export const TEXT_CATEGORY_IDS = [
  'text-profanity',
  'text-sexual',
  'text-harassment',
  'text-hate',
  'text-violence',
  'text-self-harm',
  'text-spam',
  'text-personal-data',
] as const;

export type TextCategoryId = (typeof TEXT_CATEGORY_IDS)[number];

/** What one piece of evidence weighs, per category, on the 0–100 scale. */
export type Weights = Partial<Record<TextCategoryId, number>>;
