import { foldText } from './fold-text';
import { canonicalWord } from './tokenize';

/**
 * Names of groups the lexicons do not know ("every single Quorthian", "the Velmari",
 * "people from Zarnovia") are found on the text as written, where capital letters still
 * tell a name from a word, and stand in the rules' words as one of three tokens. The word
 * sets and hate rules refer to these tokens, so a statement about an unlisted group is read
 * like one about a listed group, with a confidence that depends on how sure we are that the
 * name names people.
 */
export const GROUP_NAME_TOKENS = {
  /** A demonym-shaped name ("Quorthians", "every Velorian"): almost certainly a people. */
  people: 'peoplename',
  /** Another capitalised name after every/all/these… ("all Zorblats", "every Monday" is not). */
  proper: 'propername',
  /** A capitalised name after "from" ("people from Zarnovia"): only read after "people from". */
  place: 'placename',
} as const;

type GroupNameToken = (typeof GROUP_NAME_TOKENS)[keyof typeof GROUP_NAME_TOKENS];

const PRIORITY: Readonly<Record<GroupNameToken, number>> = {
  peoplename: 3,
  propername: 2,
  placename: 1,
};

/**
 * A quantifier or determiner, up to four fillers ("every single one of the"), then a word.
 * Bounded and without nested repetition, so linear in the text.
 */
const AFTER_DETERMINER =
  /(?<![\p{L}\p{N}])(every|each|all|these|those|most|many|the|from)\s+(?:(?:single|last|one|of|the|damn|bloody|fucking|filthy|dirty|stinking)\s+){0,4}(\p{L}{3,40})(?![\p{L}\p{N}])/giu;
/** A capitalised plural demonym anywhere ("Kessarians", "Texans"): read as a people. */
const PLURAL_DEMONYM = /(?<![\p{L}\p{N}])\p{Lu}\p{Ll}{2,30}(?:ans|ese)(?![\p{L}\p{N}])/gu;
/** Demonym endings, singular or plural ("Quorthian", "Sarnite", "Velmari", "Drennish"). */
const DEMONYM = /^\p{Lu}\p{Ll}{2,}(?:ians?|eans?|ans?|ites?|ese|is?|ish)$/u;
const PLURAL = /^\p{Lu}\p{Ll}{2,}(?:ans|ites|ese|is|ish)$/u;
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;

/** Capitalised after "every" or "all" but not people: days, months, feasts, and ourselves. */
const NOT_GROUPS = new Set(
  (
    'monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday fridays ' +
    'saturday saturdays sunday sundays january february march april may june july august ' +
    'september october november december christmas christmases easter easters summer winter ' +
    'spring autumn human humans humankind mankind god'
  ).split(' '),
);

/** Text written in Title Case gives no signal in its capitals. */
function isTitleCase(text: string): boolean {
  let words = 0;
  let capitalised = 0;
  for (const match of text.matchAll(/\p{L}{2,}/gu)) {
    words += 1;
    if (/^\p{Lu}/u.test(match[0])) capitalised += 1;
    if (words >= 400) break;
  }
  return words >= 4 && capitalised / words > 0.6;
}

/**
 * The canonical words of the text that name a group the rules do not know, with the token
 * each stands for. Words the rules know (`vocabulary`) are left alone: "All Muslims" is
 * already read through `$group`.
 */
export function findGroupNames(
  text: string,
  vocabulary: ReadonlySet<string>,
): Map<string, GroupNameToken> {
  const names = new Map<string, GroupNameToken>();
  if (!/\p{Lu}/u.test(text) || isTitleCase(text)) return names;
  const add = (name: string, token: GroupNameToken): void => {
    const word = canonicalWord(foldText(name));
    if (vocabulary.has(word) || NOT_GROUPS.has(word)) return;
    const known = names.get(word);
    if (!known || PRIORITY[token] > PRIORITY[known]) names.set(word, token);
  };

  for (const match of text.matchAll(AFTER_DETERMINER)) {
    const lead = (match[1] ?? '').toLowerCase();
    const name = match[2] ?? '';
    if (!CAPITALISED.test(name)) continue;
    if (lead === 'from') add(name, GROUP_NAME_TOKENS.place);
    // After "the", a capitalised word is as often a brand or a title ("the Ferrari"), so
    // only a demonym counts, and a singular one only with the weaker token.
    else if (lead === 'the') {
      if (PLURAL.test(name)) add(name, GROUP_NAME_TOKENS.people);
      else if (DEMONYM.test(name)) add(name, GROUP_NAME_TOKENS.proper);
    } else add(name, DEMONYM.test(name) ? GROUP_NAME_TOKENS.people : GROUP_NAME_TOKENS.proper);
  }
  for (const match of text.matchAll(PLURAL_DEMONYM)) add(match[0], GROUP_NAME_TOKENS.people);
  return names;
}

/** The words with every group name replaced by its token (in place; returns the array). */
export function withGroupNames(
  words: string[],
  names: ReadonlyMap<string, GroupNameToken>,
): string[] {
  if (names.size === 0) return words;
  for (let index = 0; index < words.length; index += 1) {
    const token = names.get(words[index] ?? '');
    if (token) words[index] = token;
  }
  return words;
}
