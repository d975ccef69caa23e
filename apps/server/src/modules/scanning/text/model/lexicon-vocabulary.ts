import { oneWordEntries, WORD_SETS } from '../lexicons/word-sets';
import { canonicalLexiconWord } from '../tokenize';

/**
 * The hostile words the lexicon rules judge in context: insults, words of harm, dehumanising
 * words. Where a text holds one, the rules have already decided whether it is aimed at someone
 * ("you idiot") or not ("I feel like an idiot", "kill the process"), and the model, which
 * cannot tell, defers to them (docs/decisions/0154).
 */
const JUDGED_SETS = [
  'insultNoun',
  'mildInsultNoun',
  'insultAdj',
  'mildInsultAdj',
  'hurtVerb',
  'hurtDone',
  'dehumanising',
  'dehumanisingStrong',
  'eliminationKill',
  'eliminationExpel',
  'bodyHarm',
  'selfHarmMethod',
];

const JUDGED_WORDS = new Set(oneWordEntries(JUDGED_SETS));

/**
 * Words that name a person or people an insult can be aimed at: the lexicons' own "you",
 * "them" and "target" sets, and a few more. "This plan is stupid" names none.
 */
const PERSON_WORDS = new Set(
  [
    ...['you', 'them', 'target'].flatMap((name) => WORD_SETS[name] ?? []),
    ...'your yours youre ur u ya his hers their theirs people person guy guys man men woman dude dudes folks everyone anyone someone somebody idiots'.split(
      ' ',
    ),
  ]
    .filter((entry) => !entry.includes(' '))
    .map(canonicalLexiconWord),
);

/**
 * Whether the lexicons have judged this text's hostile words in context and the model should
 * not second-guess them: it holds a word they judge (an insult, a word of harm) but no person
 * it could be aimed at ("Stupid autocorrect", "kill the process"). An insult word with a
 * person named ("he is an idiot") is left to the model too, since the rules only know some
 * of the ways to say it.
 */
export function judgedByLexicons(textWords: readonly string[]): boolean {
  return (
    textWords.some((word) => JUDGED_WORDS.has(word)) &&
    !textWords.some((word) => PERSON_WORDS.has(word))
  );
}
