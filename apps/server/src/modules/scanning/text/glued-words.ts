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

/**
 * Short words a glued run may hold; other pieces need three letters ("ing", "on" are not words
 * here). Canonical, as tokens spell them ("al" for "all"), or they would never match.
 */
const SHORT_PIECES: ReadonlySet<string> = new Set(
  'i a an am are is be we us to do no so all the you they them will was were should must get go out of in on at and my me he it'
    .split(' ')
    .map(canonicalWord),
);

/**
 * English words that would otherwise be read apart ("therapist" is not "the rapist",
 * "hateful" not "hate ful"): found by running every word of Debian's wamerican list through
 * `gluedParts` (scripts/text-model/glued-word-exceptions.ts); run it again when the rules'
 * vocabulary changes.
 */
const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  (
    'aback abandoned abash abashing abeam abeter abeting abets abridge abusing abuting ' +
    'aclaim aclaiming acompany acompanying acredit acrediting action actionable adieus ' +
    'adobe adumbrate adumbrates adumbrating afghani afire aforethought agasi aground ahead ' +
    'aisles alamo alana alarms albania albanian albeit alfredo alice alienation aliened ' +
    'alike aline alined alining alisa alison almost alone aloting alover already alright ' +
    'althea altogether alusion alying amado amalia amanda amasing amati amenable americana ' +
    'amiable amigo amino amonia amoraly amour amusing anathema anathemas anatomical ' +
    'anatomy andaman anime anion anita anotating anthem apathetic apiece apoint apointing ' +
    'apositive apostles aprize arabia arabian aright aroma asembled asent asenting ashes ' +
    'ashevile asign asignable asigning aslant aslep asort asorting aspel aspic aspics ' +
    'asure asyrian asyrians atacama atain atainable atained ataining atila atired atonal ' +
    'atoned atreus atypical avery await awaiting awake awakened awhile backbreaking ' +
    'backdating backdrop backfire backfiring background backhand backhanding backhands ' +
    'backhoe backing backles backpack backpacking backspace backstabing backstop ' +
    'backstoping backtrack backtracking backus balsa banal banishes beacon beacons beaming ' +
    'beanbag beanbags beaned beaning beatles beaus became become becoming befel befing ' +
    'befit befiting befriend befriending beget begeting begets begone begot begun behave ' +
    'behaving beheading beheads bekeping beles belie beline belitle belying benita benito ' +
    'beper berate berates berating besel beset beseting besieging bespeak bespeaking ' +
    'bestial betake betaking bethe bethink bethinking bethought betide betok bewaring ' +
    'bewitch bewitching bigamous bigamy bingo blackbals blackburn blackhead blackheads ' +
    'blacking blackjack blackjacking blackout blackwel blinding blodshot botanical ' +
    'botblack botblacks bothersome buletined burdensome burnishes burnout busineswoman ' +
    'busineswomen butchering buting buton butonhole butoning calabash calais calculi ' +
    'calculus calcuta caliban caliper calipering calisto calus calusing camelia ' +
    'camerawoman camerawomen camisoles camus canal canan cancan candid candied candies ' +
    'canibals caning canon canonbals canonical canoning cantata cantilever cantilevering ' +
    'canto caracala caracul caraway cardinal carened cargo caribean carina carion carisa ' +
    'carnot cartoned caryal cashback catchal chatanoga civilian clinical clinician cockato ' +
    'comeback comital concerti concertina concertinaing condoned confeti congas congo ' +
    'conical conquer conquering conquers consideration consoles consortia constables ' +
    'contention copilot corupting coruption countrywoman countrywomen cowgirls crimea ' +
    'cutback damnation deadbeat depletion deportation desertion detestation detesting ' +
    'diego diehard diesel dieseling disgraceful dismembering doctoral dogoned doned ' +
    'dorothea dorsal dousing downbeat ethical expectation fatal felicity felini fetal ' +
    'fetishes fetus filial forget forgetable forgetful forgo formal formation foundation ' +
    'frebe fredie freshened frewil fulani fulback fulsome fundamental fundamentaly fungous ' +
    'garbageman gashes gasing genesis getaway goalie goalpost goatskin gobed gobled godal ' +
    'godamned godaughter godaughters godie godies godwil gofing goitre goitres gospel ' +
    'governmental gunshot hagai handiwork handsome hangman hangmen hangout hangover ' +
    'hardback hateful healing heartbeat heartburn heinous heisman helical helicon helion ' +
    'heraclitus hereto hesian hesperia hesperus hitherto hokaido hokusai hotshot howsoever ' +
    'ibadan icarus icons ideal ideals idolater ilegitimate imaterial imoraly inaction ' +
    'inamorata inbreding indiana indianan indochinese infelicity informal initial ' +
    'inoperable insignia insoles inspirational internal intonation intoned ionian irate ' +
    'irecoverable irishman irishmen irishwoman irishwomen ishim island isles islet islets ' +
    'isotopic ispel jackal jacksonian justin justinian karenina kickback kilned kinda ' +
    'kisime lateral lateraling leavened lesion letitia likened lineal livened lokalike ' +
    'lokalikes losened lotion lotus maladies malamud malian managerial manama manaus mango ' +
    'mania maniacal manicure manslaughter mantila marchiones masai masasoit mascara ' +
    'mascaraing material mayoral mealtime meaning meaningful meaningles meantime meanwhile ' +
    'meany measure measureles meatbals meknes melower memento menial meningitis menoti ' +
    'mensa menus meridian meshes metal methought misal misbehave misbehaving misiles ' +
    'misouri misourian misusing moroni mumus national nedful neding nedles nevertheles ' +
    'nigeria nightime nightingales noising noisome nonegotiable nonesential nonetheles ' +
    'notable notation noting notion notional notwithstanding notwork nowadays nutmeat ' +
    'ofbeat ofshot oneal onion onionskin optical optimal optimum optional optioning ' +
    'outback outgo overal overawe overhang overkil overshot overusing oxygenation ' +
    'painkilers perfection perishes peritonea permeable permeating permision persona ' +
    'personal perspicacity perusal perusing picaso piecemeal pilaus pilion playback ' +
    'poisoning policewoman policewomen polishing postal postdoctoral presidential probe ' +
    'problematical proforma promethean prometheus promotional prosodies protection ' +
    'protestation psychotherapist psychotherapists quering raceme ration rational ' +
    'rationing readjust readjusting recomendation refiles refined refinishes refusal ' +
    'refusing rental retardation retarding ridiculed ridiculing romania romanian romano ' +
    'rotation rubishing ruination runaround runaway sandal scholgirls scuming secretion ' +
    'seminal seminoles semiprivate semis semiskiled semiwekly senatorial sendai ' +
    'sentimental sentimentaly servicewoman servicewomen setback sheathe sheathing shotgun ' +
    'shotguning shotguns shotout showgirls slaughterhouse slaughterhouses slaughtering ' +
    'snapshot sobed sodomy soles solos somalia somalian someday somehow someones someplace ' +
    'sometime someway somewhat somewhere sonata sonia sorta sothe sothing sounder sousa ' +
    'sousing soweto spica stables submision suplemental sureal textiles theatre theatres ' +
    'theme therapist therapists thereto theseus throwaway throwback toadied toadies todies ' +
    'togas together toilet toileting toilets tomas tomato toned topic topical topics ' +
    'torent torential torid tousles transact transacting transaction transform ' +
    'transforming transforms transit transiting transition transits transmision ' +
    'transnational trashcan treason treasonable treasure tremendous twosome undergo ' +
    'undershot usable usher ushering using uteri uterus visitation wakened walis wanabe ' +
    'warned washerwoman washerwomen weaknes weaned weaning weasel weaseling weather ' +
    'weathercock weathering weatherman weathermen webed weing weland weles weper wesex ' +
    'weson whatnot whatsoever wheresoever wherewithal whitehead whitened whitewal ' +
    'whitewashes wholesales wholesaling wholesome whosoever wilburn wilfredo wilful wiliam ' +
    'wiliamson wiling wilis wilpower wilson wilsonian withal womankind womanlike womenfolk ' +
    'workaday workaround worsened'
  ).split(' '),
);

/**
 * Words that glue to each other and to the words around an attack ("shouldbe shot", "makeme
 * sick", "aretrash", "Muslims areall …"): a run that holds one of them is read apart too
 * (decision 0215). Canonical, like SHORT_PIECES.
 */
const LINKING_WORDS: ReadonlySet<string> = new Set(
  'should be make makes me nothing but are is will would must need needs to they them all just the you your we our us can not get go back i a so'
    .split(' ')
    .map(canonicalWord),
);

/** Past this many letters a run is not read apart (and not worth the time). */
const MAX_GLUED = 30;

/**
 * Reads glued words apart (decisions 0204, 0215): "hatewomen" as "hate women", "ihate" as "i
 * hate", "willkill" as "will kill". A run of five letters or more that the rules do not know
 * and that is not an English word (ENGLISH_WORDS) is split into known words when every piece
 * is a word of three letters or more or a common short one, and one piece names a group or
 * an attack or is a linking word; with `anyPieces`, whatever the pieces are (the rules' own
 * reading, decision 0216: "anyrights", "belonghere"). The pieces are words of `pieces`
 * (by default the vocabulary). Returns the pieces, or null.
 */
export function gluedReader(
  vocabulary: ReadonlySet<string>,
  englishWords: ReadonlySet<string> = ENGLISH_WORDS,
  anyPieces = false,
  pieces: ReadonlySet<string> = vocabulary,
): (word: string) => readonly string[] | null {
  const known = new Map<string, readonly string[] | null>();
  return (word) => {
    if (word.length < 5 || word.length > MAX_GLUED) return null;
    if (vocabulary.has(word) || englishWords.has(word) || !/^[a-z]+$/.test(word)) return null;
    const cached = known.get(word);
    if (cached !== undefined) return cached;
    const parts = splitGlued(word, pieces);
    const read =
      parts !== null &&
      parts.length >= 2 &&
      parts.length <= 4 &&
      parts.every((part) => part.length >= 3 || SHORT_PIECES.has(part)) &&
      (anyPieces || parts.some((part) => CHARGED_WORDS.has(part) || LINKING_WORDS.has(part)))
        ? parts
        : null;
    if (known.size < 10_000) known.set(word, read);
    return read;
  };
}
