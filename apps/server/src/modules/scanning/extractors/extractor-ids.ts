/**
 * The built-in extractors, by the ids the `extractors` catalogue gives them (domains
 * migration). A domain enables some of them; `extractContent` leaves out what is disabled.
 */
export const EXTRACTOR_IDS = {
  htmlText: 'html-text',
  htmlImages: 'html-images',
  metadata: 'metadata',
  personalData: 'personal-data',
} as const;

export type ExtractorId = (typeof EXTRACTOR_IDS)[keyof typeof EXTRACTOR_IDS];

export const ALL_EXTRACTOR_IDS: ReadonlySet<string> = new Set<string>(Object.values(EXTRACTOR_IDS));
