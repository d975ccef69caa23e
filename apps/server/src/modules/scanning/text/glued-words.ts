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
  'i a an am are is be we us to do no so all the you they them will was were should must get go out of in on at and my me he it if'
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
    'aback abandoned abasement abash abashing abating abeam abeter abeting abets abridge ' +
    'abusing abuting aclaim aclaiming acompany acompanying acredit acrediting action ' +
    'actionable adieus adobe adumbrate adumbrates afghani afire afixed aforethought agasi ' +
    'agave aground ahead aisles alana alarmed alarms albania albanian albeit alfredo alice ' +
    'alienation aliened alike aline alined alining alisa alison almost alone aloting ' +
    'alover already alright althea altogether altos alusion alying amado amalia amanda ' +
    'amasing amati amenable americana amiable amigo amino amonia amoraly amour amusing ' +
    'anathema anathemas anatomical anatomy andaman anime anion anita anotating anthem ' +
    'apathetic apeal apealing aperitif apiece apoint apointing apoints apositive apostles ' +
    'aprize arabia arabian aright aroma artichoke artisan asembled asent asenting ashes ' +
    'ashevile asign asignable asigning aslant aslep asort asorting aspel aspic aspics ' +
    'asure asyrian asyrians atacama atain atainable atained ataining atila atired atonal ' +
    'atoned atreus atypical avery await awaiting awake awakened awhile backbones ' +
    'backbreaking backdate backdating backdrop backfire backfiring background backhand ' +
    'backhanding backhands backing backles backpack backpacking backspace backspaces ' +
    'backstabing backstop backstoping backstory backtrack backtracking backus balsa banal ' +
    'banishes barbadian barbara barbarian baronial batalion beacons beads beaming beanbag ' +
    'beanbags beaned beaning beatles beaus became become becomes becoming befel befing ' +
    'befit befiting befriends beget begeting begets begone begonia begot behalf behaving ' +
    'beheading beheads beheld bekeping belabor belaboring beles belie beline belitle ' +
    'beloved belying bemoan bemoaning benita benito beper berate berates besel beset ' +
    'beseting besieging bespeak bespeaking bestial betake betaking bethe bethink ' +
    'bethinking bethought betide betok betrayal bewaring bewitch bewitches bewitching ' +
    'bigamy bingo blackbals blackburn blackhead blackheads blacking blackjack blackjacking ' +
    'blacklist blacklisting blacklists blacknes blackout blackwel blinding blodshot ' +
    'blodstained botanical botblack botblacks bothersome brained buletined burdened ' +
    'burdensome burnishes burnout busineswoman busineswomen butchering buting buton ' +
    'butonhole butoning calabash calais calculi calculus calcuta caliban caliper ' +
    'calipering calisto calus calusing camelia camerawoman camerawomen camisoles ' +
    'campaniles camus canal canan cancan candid candied candies canibals caning canon ' +
    'canonbals canonical canoning cantata cantilever cantilevering canto cantos caracala ' +
    'caracul caraway cardinal carened cargo caribean carina carion carisa carnot cartoned ' +
    'caryal cashback catchal catholicity chairwoman chairwomen chatanoga civilian clasical ' +
    'clasifiable cleaned clinical clinician clowned cockato cockatos comeback comital ' +
    'complained concerti concertina concertinaing consideration contention copilot ' +
    'corupting coruption countrywoman countrywomen cowgirls crimea crosbeam cutback ' +
    'damnation deadbeat depletion deportation desertion detestation detesting diego ' +
    'diehard diesel dieseling disdained disgraceful disgracefuly dismembering doctoral ' +
    'dogoned doned dorothea dorsal dousing downbeat drained dungare ethical existential ' +
    'existentialist existentialists expectation extinction fatal fatalist fatalists ' +
    'felicities felicity felini fetal fetus filial flora floral forget forgetable ' +
    'forgetful forgetfuly forgo formal formation foundation frebe fredie freshened frewil ' +
    'fulani fulback fulsome fundamental fundamentalist fundamentalists fungous garbageman ' +
    'gashes genesis getaway goads goalie goalpost goatskin gobed gobled godal godamned ' +
    'godaughter godaughters godie godies godwil gofing goitre goitres gospel governmental ' +
    'hagai halfback handiwork handsome hangdog hangman hangmen hangout hangover hardback ' +
    'hateful hatefuly healing heartbeat heartburn heinous heisman helical helion ' +
    'heraclitus hereto hesian hesperia hesperus hitherto hokaido hokusai hotshot ' +
    'housecleaned howsoever ibadan icarus ideal idealists ideals idolater ilegitimate ' +
    'iliterates imaterial imoraly inaction indiana indianan indochinese infelicities ' +
    'infelicity informal initial inoperable insignia insoles inspirational internal ' +
    'interned intonation intoned ionian irate irecoverable iresponsible irisher irishman ' +
    'irishmen irishwoman irishwomen ishim island isles islet islets isobar isobars ' +
    'isotopic ispel jackal jacksonian justifiable justin justinian karenina kickback ' +
    'kiljoy kilned kinda kisime lateral lateraling learned leavened lesion letitia likened ' +
    'lineal literal literati livened lokalike lokalikes losened lotion lotus malabar ' +
    'maladies malamud malian managerial manama manaus mango mania maniacal manicure ' +
    'manslaughter mantila marchiones masai masasoit mascara mascaraing mastheads material ' +
    'materialist materialists maybe mayoral mealtime mealtimes meaning meaningful ' +
    'meaningfuly meaningles meantime meanwhile meany measure measureles meatbals meknes ' +
    'melower melowest memento mementos menial meningitis menoti mensa menus meridian ' +
    'meshes metal methought misal misbehaving misiles misouri misourian misusing moroni ' +
    'mumus national nationalist nationalists nedful neding nedles nevertheles nigeria ' +
    'nightime nightingales nobelist nobelists noising noisome noncomital nonegotiable ' +
    'nonesential nonetheles nonfatal nongovernmental nonrepresentational nonseasonal ' +
    'nonviolent nonwhite nonwhites nosegay nosegays notable notation nothings noting ' +
    'notion notional notwithstanding notwork nowadays nutmeat oceania oceanus ofbeat ' +
    'ofshot oneal onion onionskin optical optimal optimum optional optioning outback outgo ' +
    'overal overawe overburdened overhang overkil overshot overusing oxygenation ' +
    'painkilers perfection periclean peritonea permeable permeating permision persona ' +
    'personal perspicacity perusal perusing picaso piecemeal pilaus pilion pitiable ' +
    'pitiful pitifuly pitiles playback pointilist pointilists poisoning policewoman ' +
    'policewomen polisher polishes polishing postal postdoctoral presidential probation ' +
    'probe problematical profanation profaned profiles proforma profusion promethean ' +
    'prometheus promotional prosodies protection protestation psychotherapist ' +
    'psychotherapists publican publication quering quietus raceme readjust readjusting ' +
    'reasoned recomendation referenda refiles refined refinishes refusal refusing remained ' +
    'rental representational retardation retarding ridiculed ridiculing rivera robitusin ' +
    'romania romanian romano rotation rubishes rubishing ruination runaround runaway ' +
    'sandal scholgirls scorned scuming seasonal seasoned secretion semifinal seminal ' +
    'seminoles semiprivate semis semiskiled semiwekly senatorial sendai sentimental ' +
    'sentimentalist sentimentalists sentimentaly servicewoman servicewomen setback sheathe ' +
    'sheathing sheathings shotguns shotout showgirls sickened significant slaughterhouse ' +
    'slaughterhouses snapshot sobed sodomy soils soles solos somalia somalian someday ' +
    'somehow someones someplace somethings sometime sometimes someway somewhat somewhere ' +
    'sonata sonia sorta sothe sothing sounder sousa sousing soweto spica stables stained ' +
    'stationed steparent submision suplemental sureal surealist surealists textiles ' +
    'theaters theatre theatres theme therapist therapists thereto theseus throwaway ' +
    'toadied toadies toads todies togas together toileting toilets toils tomas tomato ' +
    'toned topic topical topics torent torential torid toscanini tousles transact ' +
    'transacting transaction transacts transfixed transform transforming transforms ' +
    'tranship transhiping transit transiting transition transits transliterate ' +
    'transliterates transliterating transmision transnational trashcan treason treasonable ' +
    'treasure tremendous troubleshot troublesome twosome undergo undershot usable usher ' +
    'ushering using uteri uterus visitation wakened walis wanabe warned wasails ' +
    'washerwoman washerwomen weaknes weaned weaning weasel weaseling weather weathercock ' +
    'weathering weatherman weathermen weatherprof webed weing weland weles weper wesex ' +
    'weson whatnot whatsoever wheresoever wherewithal whitefish whitehead whitened ' +
    'whitewal whitewashes wholesaling wholesome whosoever wilburn wilda wilfredo wilful ' +
    'wilfuly wiliam wiliamson wiling wilis wilpower wilson wilsonian withal womankind ' +
    'womanlike womenfolk womenfolks workaday workaround worsened'
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

/**
 * Everyday words an attack is glued to that the rules need not name ("ifwomen", "womenonce",
 * "viewomen"): pieces for the rules' own reading of glued runs (decision 0216). Canonical.
 */
export const COMMON_PIECES: ReadonlySet<string> = new Set(
  (
    'if once when where while because since before after about above below between into onto ' +
    'through during without within along around across against among upon over under again ' +
    'than then there here these those this that what which who whom whose why how ever every ' +
    'any some many much more most other such only own same very too also just even still yet ' +
    'now already always never sometimes often soon later today tonight tomorrow yesterday ' +
    'view opinion think thought believe know knew feel felt say said tell told see saw look ' +
    'let lets make made take took give gave come came went gone goes going want wanted need ' +
    'did does done doing had has have having been being were was would could should might ' +
    'one two three first last next new old good bad big small little long great best worst ' +
    'people person man men woman thing things time times day days year years world life way ' +
    'country place home town city street school work job house family friend friends ' +
    'really honestly frankly seriously literally actually basically totally completely'
  )
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
