/**
 * The moderation categories as the 20261121080000 migration seeds them. Frozen with that
 * migration: a later change to the catalogue is a new migration, not an edit here.
 *
 * Default thresholds are what a newly installed scanner starts with (decision 0082): most
 * categories go to a moderator from 50 and are unpublished from 90; self-harm, suggestive
 * images and personal data are never unpublished automatically (100 means only a certain
 * score), because a person should look first.
 */
interface CategorySeed {
  id: string;
  scanner_id: number;
  extractor_id: string | null;
  name: string;
  description: string;
  default_moderation_threshold: number;
  default_unpublish_threshold: number;
}

const TEXT = 1;
const IMAGE = 2;
const VIDEO = 3;
const AUDIO = 4;

function visual(scannerId: number, prefix: 'image' | 'video', what: string): CategorySeed[] {
  return [
    {
      id: `${prefix}-nudity`,
      scanner_id: scannerId,
      extractor_id: null,
      name: 'Nudity',
      description: `Explicit nudity or sexual activity in ${what}.`,
      default_moderation_threshold: 50,
      default_unpublish_threshold: 85,
    },
    {
      id: `${prefix}-suggestive`,
      scanner_id: scannerId,
      extractor_id: null,
      name: 'Suggestive',
      description: `Sexually suggestive ${what} without explicit nudity.`,
      default_moderation_threshold: 60,
      default_unpublish_threshold: 100,
    },
    {
      id: `${prefix}-explicit-drawing`,
      scanner_id: scannerId,
      extractor_id: null,
      name: 'Explicit drawings',
      description: `Sexually explicit drawings or animation in ${what}.`,
      default_moderation_threshold: 50,
      default_unpublish_threshold: 85,
    },
  ];
}

export const MODERATION_CATEGORY_SEED: readonly CategorySeed[] = [
  {
    id: 'text-profanity',
    scanner_id: TEXT,
    extractor_id: 'html-text',
    name: 'Profanity',
    description: 'Swearing and obscene language, also when disguised.',
    default_moderation_threshold: 50,
    default_unpublish_threshold: 90,
  },
  {
    id: 'text-sexual',
    scanner_id: TEXT,
    extractor_id: 'html-text',
    name: 'Sexual content',
    description: 'Sexually explicit descriptions or solicitation.',
    default_moderation_threshold: 50,
    default_unpublish_threshold: 90,
  },
  {
    id: 'text-harassment',
    scanner_id: TEXT,
    extractor_id: 'html-text',
    name: 'Harassment',
    description: 'Insults, threats and abuse aimed at a person.',
    default_moderation_threshold: 50,
    default_unpublish_threshold: 90,
  },
  {
    id: 'text-hate',
    scanner_id: TEXT,
    extractor_id: 'html-text',
    name: 'Hate speech',
    description:
      'Attacks on people for who they are: origin, religion, gender, sexuality, disability.',
    default_moderation_threshold: 40,
    default_unpublish_threshold: 85,
  },
  {
    id: 'text-violence',
    scanner_id: TEXT,
    extractor_id: 'html-text',
    name: 'Violence',
    description: 'Threats, incitement or glorification of violence.',
    default_moderation_threshold: 50,
    default_unpublish_threshold: 90,
  },
  {
    id: 'text-self-harm',
    scanner_id: TEXT,
    extractor_id: 'html-text',
    name: 'Self-harm',
    description: 'Suicide or self-injury, including encouragement of it.',
    default_moderation_threshold: 40,
    default_unpublish_threshold: 100,
  },
  {
    id: 'text-spam',
    scanner_id: TEXT,
    extractor_id: 'html-text',
    name: 'Spam',
    description: 'Link farms, repetition and advertising.',
    default_moderation_threshold: 60,
    default_unpublish_threshold: 90,
  },
  {
    id: 'text-personal-data',
    scanner_id: TEXT,
    extractor_id: 'personal-data',
    name: 'Personal data',
    description: 'Email addresses, phone numbers and payment card numbers.',
    default_moderation_threshold: 50,
    default_unpublish_threshold: 100,
  },
  ...visual(IMAGE, 'image', 'pictures'),
  ...visual(VIDEO, 'video', 'video frames'),
  ...(
    [
      ['sexual', 'Sexual content', 'Sexually explicit speech.', 50, 90],
      ['harassment', 'Harassment', 'Insults, threats and abuse aimed at a person.', 50, 90],
      ['hate', 'Hate speech', 'Attacks on people for who they are.', 40, 85],
      ['violence', 'Violence', 'Threats, incitement or glorification of violence.', 50, 90],
      ['self-harm', 'Self-harm', 'Suicide or self-injury, including encouragement of it.', 40, 100],
    ] as const
  ).map(([key, name, description, moderation, unpublish]) => ({
    id: `audio-${key}`,
    scanner_id: AUDIO,
    extractor_id: null,
    name,
    description,
    default_moderation_threshold: moderation,
    default_unpublish_threshold: unpublish,
  })),
];
