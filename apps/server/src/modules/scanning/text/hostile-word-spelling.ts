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

/** Hatred said of a group is misspelt as often as what it is called ("I haet …"). */
const HATRED_VERBS = ['hate', 'hates', 'hated', 'hating', 'despise', 'detest', 'loathe'];

/**
 * Their one-word entries and the verbs of hatred, of four letters or more, canonical ("scum",
 * "disgusting"). Words under six letters are corrected only for two letters swapped
 * (word-slips.ts).
 */
export const HOSTILE_WORDS: ReadonlySet<string> = new Set(
  [...oneWordEntries(HOSTILE_SETS), ...HATRED_VERBS.map(canonicalLexiconWord)].filter(
    (word) => word.length >= 4,
  ),
);

/**
 * English words one slip from a hostile word ("laughter" from "slaughter", "violet" from
 * "violent", "arts" from "rats"), canonical: never corrected. Listed by
 * scripts/text-model/slip-exceptions.ts from Debian's wamerican word list; run it again when
 * the hostile sets change.
 */
const NOT_HOSTILE_WORDS = new Set(
  (
    'abnormaly abomination animal apathetic apse arts ashle backwards barbarian beast beats ' +
    'beheads bests brailes breasts britches broaches butchers butchery cancers chating ' +
    'corupts coward criminal daemons decapitated decapitates deceitfuly defectives deftest ' +
    'degenerated demon demos deprave derange despised despises detests diseases disgraced ' +
    'disgraces dishonesty dismembers douched douches dumas easts efective executed executes ' +
    'exterminated exterminates failures fuckers gangster garage guly halting hasting heating ' +
    'hideouts hystericaly iliterates imoraly imortal inbreds incompetents inferiors ' +
    'infestations insect insets inspects invader invades irationals irationaly itches ' +
    'jackals jacks kilders kiler lairs lathe laughter leaches lechers liras literate loath ' +
    'loathed loathes loses magot masacred masacres midles monkey moral mormons morns moroni ' +
    'motherfuckers murderer murderes murders must mutilated mutilates natural nitwits ' +
    'numbskuls numskul pervert picks plagued plagues poisons primitives psych psychos ' +
    'psychotics rapist rational repelents retched ricks romers rubishy salvage salvages ' +
    'savaged savager savagest semly silt slaughters snaky sneak sociopaths stragle strange ' +
    'strangled strangler strangles stupids swanker terorist thieve tortured torturer ' +
    'tortures unaturaly veil violet waner'
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
  if (word.length < 4 || HOSTILE_WORDS.has(word) || IDENTITY_WORDS.has(word)) return word;
  corrections ??= slipTable(
    HOSTILE_WORDS,
    new Set([...NOT_HOSTILE_WORDS, ...IDENTITY_WORDS, ...lexiconWords()]),
    4,
  );
  return corrections.get(word) ?? word;
}
