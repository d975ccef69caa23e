import { IDENTITY_WORDS } from './identity-words';
import { oneWordEntries, WORD_SETS } from './lexicons/word-sets';
import { canonicalLexiconWord } from './tokenize';
import { slipTable } from './word-slips';

/** The lexicon sets whose words carry an attack, and are misspelt to slip past a filter. */
const HOSTILE_SETS = [
  'contempt',
  'dehumanising',
  'dehumanisingStrong',
  'accusation',
  'insultNoun',
  'hurtVerb',
] as const;

/** Their one-word entries of six letters or more, canonical ("disgusting", "parasites"). */
export const HOSTILE_WORDS: ReadonlySet<string> = new Set(
  oneWordEntries(HOSTILE_SETS).filter((word) => word.length >= 6),
);

/**
 * English words one slip from a hostile word ("laughter" from "slaughter", "violet" from
 * "violent", "literate" from "iliterate"), canonical: never corrected. Found by checking every
 * slip (word-slips.ts) against Debian's wamerican word list.
 */
const NOT_HOSTILE_WORDS = new Set(
  (
    'abomination animal apathetic ashle backwards barbarian beast beats beheads bests breasts ' +
    'britches broaches butchers butchery cancers cretins criminal daemons decapitated ' +
    'decapitates defectives degenerated demon demos diseases disgraced disgraces dismembers ' +
    'douched douches dumas easts efective executed executes exterminated exterminates ' +
    'failures filth freak fuckers gangster garage hideouts idiot iliterates inbreds inferiors ' +
    'infestations insect insets inspects invader invades itches jackals jacks kilders kiler ' +
    'laughter leaches lechers literate loser loses magot masacred masacres monkey mormons ' +
    'morns moron motherfuckers murderer murderes murders mutilated mutilates natural nitwits ' +
    'numbskuls numskul pervert picks plagued plagues poisons prick primitives psych psychos ' +
    'rapist ricks romers rubishy salvages savage savagest scumbags slaughters snaky sneak ' +
    'sociopaths stragle strange strangled strangler strangles stupids swanker terorist thieve ' +
    'tortured torturer tortures unaturaly violet waner'
  ).split(' '),
);

/** Every word the lexicons list: a slip that is one of them is meant as written. */
function lexiconWords(): Set<string> {
  const words = new Set<string>();
  for (const entries of Object.values(WORD_SETS)) {
    for (const entry of entries) {
      for (const word of entry.split(' ')) words.add(canonicalLexiconWord(word));
    }
  }
  return words;
}

let corrections: Map<string, string> | null = null;

/**
 * The hostile word a canonical word misspells ("disgsuting", "parasties", "pathetc"), or the
 * word itself (docs/decisions/0192).
 */
export function correctHostileWord(word: string): string {
  if (word.length < 5 || HOSTILE_WORDS.has(word) || IDENTITY_WORDS.has(word)) return word;
  corrections ??= slipTable(
    HOSTILE_WORDS,
    new Set([...NOT_HOSTILE_WORDS, ...IDENTITY_WORDS, ...lexiconWords()]),
    6,
  );
  return corrections.get(word) ?? word;
}
