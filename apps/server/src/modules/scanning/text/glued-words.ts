import { HOSTILE_WORDS } from './hostile-word-spelling';
import { IDENTITY_WORDS } from './identity-words';
import { splitGlued } from './token-rules';
import { canonicalWord } from './tokenize';

/** Words a glued run must hold one of to be worth reading apart: a group, an attack. */
const CHARGED_WORDS: ReadonlySet<string> = new Set([
  ...IDENTITY_WORDS,
  // The long ones: a short hostile word ("sick", "break") is inside too many English words.
  ...[...HOSTILE_WORDS].filter((word) => word.length >= 6),
  ...'hate hated hates kill kills die fuck fucking shit scum murder shoot stab burn hang rape gas'
    .split(' ')
    .map(canonicalWord),
]);

/** Short words a glued run may hold; other pieces need three letters ("ing", "on" are not words here). */
const SHORT_PIECES: ReadonlySet<string> = new Set(
  'i a an am are is be we us to do no so all the you they them will was were should must get go out of in on at and my'.split(
    ' ',
  ),
);

/**
 * English words that would otherwise be read apart ("therapist" is not "the rapist",
 * "hateful" not "hate ful"): found by running every word of Debian's wamerican list through
 * `gluedParts` (scripts/text-model/glued-word-exceptions.ts); run it again when the rules'
 * vocabulary changes.
 */
const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  (
    'adieus afghani americana apathetic arabia arabian asyrian asyrians backus beheading ' +
    'blackbals blackburn blackhead blackheads blacking blackjack blackjacking blackout ' +
    'blackwel blinding blodshot botblack botblacks burnishes burnout busineswoman ' +
    'busineswomen butchering camerawoman camerawomen cancan congas conquer conquering ' +
    'conquers constables corupting coruption countrywoman countrywomen cowgirls ' +
    'detestation detesting diehard diesel dieseling disgraceful dismembering fredie ' +
    'garbageman gashes gasing gunshot hangman hangmen hangout hangover hateful heartburn ' +
    'hotshot inbreding indiana indianan indochinese irishman irishmen irishwoman ' +
    'irishwomen kilned manslaughter ofshot overhang overkil overshot painkilers poisoning ' +
    'policewoman policewomen polishing psychotherapist psychotherapists quering ' +
    'retardation retarding romania romanian romano rubishing scholgirls scuming ' +
    'servicewoman servicewomen shotgun shotguning shotguns shotout showgirls ' +
    'slaughterhouse slaughterhouses slaughtering snapshot stables therapists transact ' +
    'transacting transaction transform transforming transforms transits transmision ' +
    'undershot washerwoman washerwomen whitehead whitened whitewal whitewashes wilburn ' +
    'womankind womanlike womenfolk'
  ).split(' '),
);

/**
 * Words that glue to each other around an attack ("shouldbe shot", "makeme sick", "nothingbut
 * vermin"): a run made only of them is read apart too.
 */
const LINKING_WORDS: ReadonlySet<string> = new Set(
  'should be make makes me nothing but are is will would must need needs to they them all just the you your we our us can not get go back'.split(
    ' ',
  ),
);

/** Past this many letters a run is not read apart (and not worth the time). */
const MAX_GLUED = 30;

/**
 * Reads glued words apart (decision 0204): "hatewomen" as "hate women", "aredisgusting" as
 * "are disgusting", "willkill" as "will kill". A run of six letters or more that the rules do
 * not know is split into known words when every piece is a word of three letters or more or
 * a common short one, and one piece names a group or an attack. Returns the pieces, or null.
 */
export function gluedReader(
  vocabulary: ReadonlySet<string>,
  englishWords: ReadonlySet<string> = ENGLISH_WORDS,
): (word: string) => readonly string[] | null {
  const known = new Map<string, readonly string[] | null>();
  return (word) => {
    if (word.length < 6 || word.length > MAX_GLUED) return null;
    if (vocabulary.has(word) || englishWords.has(word) || !/^[a-z]+$/.test(word)) return null;
    const cached = known.get(word);
    if (cached !== undefined) return cached;
    const parts = splitGlued(word, vocabulary);
    const read =
      parts !== null &&
      parts.length >= 2 &&
      parts.length <= 4 &&
      parts.every((part) => part.length >= 3 || SHORT_PIECES.has(part)) &&
      (parts.some((part) => CHARGED_WORDS.has(part)) ||
        parts.every((part) => LINKING_WORDS.has(part)))
        ? parts
        : null;
    if (known.size < 10_000) known.set(word, read);
    return read;
  };
}
