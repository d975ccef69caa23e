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
    'abnormaly abomination animal apathetic apse arts ashle atacks backwards banter barbarian ' +
    'barter bate baters batery bather batier baxter beak beast beater beats beheads bests ' +
    'bimbos bitchy boater brailes breaks breasts britches broaches butchers butchery cancers ' +
    'chap chated chating chep choked choker chokes closer clowns coke corupts counts coward ' +
    'criminal cuts daemons decapitated decapitates deceitfuly defectives deftest degenerated ' +
    'demon demos deprave derange despised despises detests diseases disgraced disgraces ' +
    'dishonesty dismembers dity douched douches down drowns dumas easts efective executed ' +
    'executes exterminated exterminates failures fats freaky fuckers gangster garage gred ' +
    'grey guly hack halted halting hank hasted hastes hasting haters hatred hats heap heated ' +
    'heating hideouts hits hoke hugs hystericaly iliterates imoraly imortal inbreds ' +
    'incompetents inferiors infestations insect insets inspects invader invades irationals ' +
    'irationaly itch itches jackals jacks kilders kiler knifed knifes lairs lars lathe ' +
    'laughter leaches lechers liar liras literate loath loathed loathes lose loses magot ' +
    'masacred masacres mash midles monkey moral mormon mormons morn morns moro moroni morton ' +
    'motherfuckers murderer murderes murders must mutilated mutilates natural naty nitwits ' +
    'numbskuls numskul paunch pervert pest pets pick picks plagued plagues poisons primitives ' +
    'psych psychos psychotics punchy rapist rash rational redy repelents retched rick ricks ' +
    'romers rubishy salvage salvages sank sash savaged savager savagest semly shanks shat ' +
    'shifts shirts shit shrank silt sine sits slaughters smel snaky sneak sociopaths stomps ' +
    'stop stragle strange strangled strangler strangles stupids swanker swines tack tats ' +
    'terorist thieve thrash thug thus tortured torturer tortures trashy tugs unaturaly unfits ' +
    'unit veil violet wack waner wats whacks whacky whores wine wore worsen'
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

/**
 * Hostile words are read through a slip from this many letters (only a swap below five:
 * word-slips.ts). scripts/text-model/slip-exceptions.ts lists the English slips from the same.
 */
export const HOSTILE_SLIP_MIN_LENGTH = 4;

let corrections: Map<string, string> | null = null;

/**
 * The hostile word a canonical word misspells ("disgsuting", "parasties", "pathetc"), or the
 * word itself (docs/decisions/0192).
 */
export function correctHostileWord(word: string): string {
  if (
    word.length < HOSTILE_SLIP_MIN_LENGTH ||
    HOSTILE_WORDS.has(word) ||
    IDENTITY_WORDS.has(word)
  ) {
    return word;
  }
  corrections ??= slipTable(
    HOSTILE_WORDS,
    new Set([...NOT_HOSTILE_WORDS, ...IDENTITY_WORDS, ...lexiconWords()]),
    HOSTILE_SLIP_MIN_LENGTH,
  );
  return corrections.get(word) ?? word;
}
