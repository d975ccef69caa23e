// Written by scripts/text-model/glued-word-exceptions.ts --write-rule-reading; do not edit.

/**
 * English words the rules' reading of glued runs would read apart (decision 0216),
 * canonical: "another" is not "an other", "therapist" not "the rapist".
 */
export const RULE_GLUED_EXCEPTIONS: ReadonlySet<string> = new Set(
  (
    'aback abandoned abasement abash abashing abating abeam abeter abeting abets abhoring ' +
    'abridge abusing abuting aceptable acepting aclaim aclaiming acompany acompanying ' +
    'acountable acounting acredit acrediting acting action actionable acton adieus adobe ' +
    'adresable adresing adumbrate adumbrates afghani afire afixed aforethought afterbirth ' +
    'aftercare afterlife afterlives afternon aftertaste afterthought afterthoughts afterwords ' +
    'agasi agave aground ahead airdroping aisles alana alarmed alarms albania albanian albeit ' +
    'alfredo alice alienation aliened alike aline alined alining alisa alison almost alone ' +
    'aloting alover alowable alowing alright althea altogether altos alusion alying amadeus ' +
    'amado amalia amanda amasing amati ambled ambushes amenable amend amendable amending ' +
    'americana amiable amigo amino amonia amoral amoraly amour ampersand amputating amusing ' +
    'amway anapest anapests anathema anathemas anatomical anatomy andaman anime anion anita ' +
    'anotating answerable answering anthem anticking anyhow anyplace anythings anytime anyway ' +
    'apathetic apeal apealing apending aperitif apiece aplying apoint apointing apoints ' +
    'apositive apostles aprize arabia arabian aright armsful aroma artful artfuly artichoke ' +
    'artifact artifacts artisan artles artwork asaying asembled asent asenting ashes ashevile ' +
    'asign asignable asigning aslant aslep asort asorting aspel aspics asure asyrian asyrians ' +
    'atacama atacking atain atainable atained ataining atempting atend atending athena ' +
    'athenian atila atired atman atonal atone atoned atones atoning atreus atypical authoring ' +
    'authorship avery await awaiting awake awakened awhile babying babysit babysiting ' +
    'backbones backbreaking backdate backdating backdrop backfire backfiring background ' +
    'backhand backhanding backhands backing backles backpack backpacking backspace backspaces ' +
    'backstabing backstop backstoping backstory backtrack backtracking backus badmouth ' +
    'badmouthing baging balsa balsam banal banana bandied bandies bandung bangles baning ' +
    'banishes banshe banshes barbadian barbara barbarian barbed barfing baring baritone ' +
    'baritones barman barnstorm barnstorming baron barones baronial bashful bashfuly bashing ' +
    'batalion batan batering bathe bather bathes bathing bathouse bathouses bating batles ' +
    'batman baton beads beaming beanbag beanbags beaned beaning bearable bearing bearskin ' +
    'beatles beaus became become becomes becoming bedclothes bedevil bedeviling beding bedrock ' +
    'bedspread bedspreads bedtime bedtimes befel befing befit befiting beforehand befriending ' +
    'befriends began begat beget begeting begets begining begone begonia begot behalf behaving ' +
    'beheading beheads beheld bekeping belabor belaboring beles belie beline belitle belonging ' +
    'beloved belowing belying bemoan bemoaning bending benefiting benin benita benito benson ' +
    'benton beper berate berates besel beset beseting besieging bespeak bespeaking bestial ' +
    'besting bestired bestrid bestride bestriding betake betaking betering bethe bethink ' +
    'bethinking bethought betide betles betok beton betrayal betraying betrothing bewaring ' +
    'bewitch bewitches bewitching bigamy bigles bigmouth bingo bining birthday birthdays ' +
    'birther birthing birthplace birthrate birthrates birthright birthrights blackbals ' +
    'blackburn blackhead blackheads blacking blackjack blackjacking blacklist blacklisting ' +
    'blacklists blacknes blackout blackwel blameles blameworthy bleacher bleaches bleaching ' +
    'bleding blighting blinding bloding blodles blodstain blodstained blodstream blodying ' +
    'bloging blowing blowout blowtorch blowtorches bluebotle bluebotles bluefish blueing ' +
    'bluenose bodybuilding bodywork bombshel bosing boswel botanical botany botblack botblacks ' +
    'bother bothering bothersome boting botlegs botleneck botlenecks botles boyfriend ' +
    'boyfriends brainchild brainchildren brained braining brainstorm brainstorming brainwashes ' +
    'breakable breakdown breakfast breakfasting breaking breakneck breakpoints breakthrough ' +
    'brickbat bricking bridgehead bridgeheads bridgetown bridgework builtin buletin buletined ' +
    'buletining buletprof buletprofing bulshiting bunches bunching bunyan burdened burdening ' +
    'burdensome burnishes burnout burying busboy bushel busheling bushes busineslike ' +
    'businesman businesmen busineswoman busineswomen busing busting bustles butchering buting ' +
    'buton butonhole butoning buying buyout calabash calable calais calculable calculating ' +
    'calculi calculus calcuta caliban calif caling caliper calipering calisto calower calowest ' +
    'calus calusing cambridge camelia camelot cameraman cameramen camerawoman camerawomen ' +
    'camisoles campaniles camper campfire campground camping campsite camus canal canan cancan ' +
    'candid candied candies canibals caning canon canonbals canonical canoning cantata ' +
    'cantilever cantilevering canting canto canton cantos caracala caracul carat caraway ' +
    'carboy cardif cardin cardinal carding carefre careful carefuly careles carened caresing ' +
    'cargo cargoes caribean carina caring carion carisa carjack carjacking carlos carmen ' +
    'carnation carnot carpets carsick carsicknes carson cartel cartoned caryal carying caryout ' +
    'cashback cashiering cashing catchal catcher catches catching catchwords catholicity ' +
    'causeles causeway caveat caveman cavemen ceasefire ceaseles centering centerpiece ' +
    'centerpieces chaining chainsaw chainsawing chairing chairman chairmanship chairmen ' +
    'chairperson chairpersons chairwoman chairwomen chaneling chargeable chatanoga chating ' +
    'cheaper cheapest checking checklist checklists checkpoint checkpoints chestnut chestnuts ' +
    'childbearing childbirth childcare childles childlike childprof childprofing chinatown ' +
    'churchman churchmen citizenship civilian claiming clashes clasical clasifiable clasing ' +
    'clasles cleaned cleaning clearing clearinghouse clearinghouses clickable clicking ' +
    'clinical clinician clitoral clothesline clothespins clowned clowning clubfet clubhouse ' +
    'clubhouses clubing coaches coaching coachman coachmen cockato cockatos cockfight cocking ' +
    'cockles cockleshel cockpit cocksure comeback comedies comedown comending comingles ' +
    'comital complained concerti concertina concertinaing concerting concertos considerable ' +
    'considerate consideration contactable contacting contenting contention controlable ' +
    'controling copilot coping copland copying copyleft copyright copyrighting copyrights ' +
    'copywriter copywriters corupting coruption countryman countrymen countrywoman ' +
    'countrywomen cowboy cowgirl cowgirls cowhand cowhands cowing cowlick cowper cowpuncher ' +
    'creditable crediting creping crimea crimean crosbar crosbars crosbeam crosbones crosbred ' +
    'crosbreding crosbreds croscheck croschecking croschecks crosfire crosing crosover ' +
    'crospiece crospieces crostown croswords crushes crushing cuckold cuckolding cumin curbing ' +
    'cutback cuthroat cuthroats cutlet cutlets cutof cutout dateline datelined daybed daybreak ' +
    'daytime deadbeat deadhead deadline deadlock deadlocked deadlocking dealing deathbed ' +
    'deathblow deathles deathlike deathtrap depart departing departmental depend dependable ' +
    'depending depfake deplaning depleting depletion deportation deporting deserting desertion ' +
    'detestation detesting dickson didles diego diehard diesel dieseling diking dirtbals ' +
    'dirtying disapearing discounting disdained disdainful disdainfuly disdaining disgraceful ' +
    'disgracefuly dismembering disordering ditches ditching doable dobin doctoral doctorate ' +
    'doctorates doctoring dodad dodoes dofing dogcatcher dogfight dogfish doghouse doghouses ' +
    'doging dogmas dogone dogoned dogones dogoning doles dolie dolitle donation doned donut ' +
    'donuts dorothea dorsal dorsteps dothan doubleday dousing dowel doweling downbeat downing ' +
    'downloadable downloaded downloading downplay downplaying downright downstream downswing ' +
    'downtime downtown drained draining drinkable drinking driveway droping droplet droplets ' +
    'dropout dumbfound dumbfounding dumbwaiter dumping dungare dunging earthing earthwork ' +
    'easygoing eatable eaton elsewhere emailing employable employing endanger endangering ' +
    'endles enduring enjoyable enjoying equaling escorting ethan ethical evening eventful ' +
    'eventfuly eventide eveready everlasting evermore everyday everyplace existential ' +
    'existentialist existentialists expectation expecting expeling extincting extinction ' +
    'eyebals eyeful eyeing eyelet eyelets eyepiece eyepieces eyesight eyestrain eyeteth ' +
    'eyewitnes faceles fairbanks fairground fairhope fairway fasting fatal fatalist fatalists ' +
    'fathead fatheads fathering fatherland fatherles fatima fating favorable favoring ' +
    'felicities felicity felini felon felting fetal feting fetishes fetlock fetus fighting ' +
    'filial filing filming filmore filmstrip filmy finales finalist finalists finding finisher ' +
    'finishes finishing firearms firebals firebombed firebombing firebreak firefight ' +
    'firefighting firehouse firehouses fireman firemen fireplace firepower fireprof ' +
    'fireprofing firestorm firetrap firewal firework firstborn firsthand fishing fishwife ' +
    'fishwives fitful fitfuly fiting floging flora floral florin floring flowing foling ' +
    'folower folowing folprof forbad forbear forbearing forethought forevermore forgave forget ' +
    'forgetable forgetful forgetfuly forgeting forgets forgo forgoes forgoing forgone forgot ' +
    'formal format formating formation forming formles fortres forwent foundation founding ' +
    'frebe fredie frehand freing freload freloaded freloading freman fremason fremen freon ' +
    'freshened frestanding frethinking fretown freway frewil friending friendles friendship ' +
    'fulani fulback fulfil fulfiling fulfils fuling fulsome fundamental fundamentalist ' +
    'fundamentalists funding fungous gagles gamecock ganging gangland gangplank gangtok ' +
    'gangway garbageman gashes genesis getaway gifting goads goalie goalpost goatskin gobed ' +
    'gobing gobled gobles goblet goblets godal godam godamned godaughter godaughters godchild ' +
    'godchildren godfather godie godies godles godlike godman godmother godnight godparents ' +
    'godrich godsend godson godsons godwil godyear gofing goitre goitres goldfishes gospel ' +
    'governmental governorship grabing grosing groundbreaking grounding groundles groundwork ' +
    'grouper groupie grouping guesting gutering guting guyana guying hacking hackles hacksaw ' +
    'hagai hagles halfback halftime halftimes halfway handbag handbals handcar handful ' +
    'handheld handing handiwork handles handmade handout handset handsful handsome handstand ' +
    'handwork handwriten handwriting hangdog hangman hangmen hangout hangover hapening ' +
    'hardback hardin harding hardline hardship harmful harmfuly harmles harmon hashes hasles ' +
    'hateful hatefuly headfirst heading headland headles headline headlined headlock headlong ' +
    'headmistres headres headset headwaiter headway headwords healing hearse heartbeat ' +
    'heartbreak heartbreaking heartburn heartfelt heartland heartles heartrending heartsick ' +
    'heartstrings heathen heather heating heinous heinrich heisman helhole helical helicon ' +
    'heling helion helman helmet helos helot helper helpfuly helping helples helpmet hemet ' +
    'heper hepest heraclitus hereabout hereafter herein hereof hereto hereupon herewith hering ' +
    'herman heroin heron herself hesian hesitating hesperia hesperus highbals highborn highboy ' +
    'highchair highjack highjacking highland highway highwayman highwaymen himself hising ' +
    'hither hitherto hiving hoaxing hokaido hoking hokusai homebody homeboy homecoming ' +
    'homeland homeles homemade homepage homesick homesicknes hometown homework hopeful ' +
    'hopefuly hopewel hotbed hothead hotheads hothouse hothouses hoting hotlink hotpoint ' +
    'housebreak housebreaking houseclean housecleaned housecleaning househusband housekeping ' +
    'housemother housewife housework however howsoever humankind hunting hurtful hurtles ' +
    'hurying husbanding huton ibadan icarus ideal idealists ideals idolater ilegitimate ' +
    'iliterates imaterial imoraly inaction inborn inbreding inbreds inbuilt incalculable ' +
    'incapable incarnation inching inchon incomes incoming incomplete incompletely ' +
    'inconsiderable inconsiderate incumbent indecency indecent indefinitely indiana indianan ' +
    'indies indignity individualist individualists indochina indochinese indors indorsing ' +
    'inequality inexpert infelicities infelicity infighting inflow inform informal informing ' +
    'informs ingot ingrate ingrates ingrid inhere inherent inhering inherit inheriting ' +
    'inherits inhuman ining initial inland inlet inlets inline inmost inoperable input ' +
    'inputing inset inseting insight insightful insignia insoles inspirational instep insteps ' +
    'instil instiling insure intake intel intending internal interned interning internship ' +
    'intonation intoned intrust intrusted intrusting invaluable invoices ionian irate ' +
    'irecoverable iresponsible irisher irishman irishmen irishwoman irishwomen ishim island ' +
    'isles islet islets isobar isobars isotopic ispel itself jackal jackbot jacknife jacknives ' +
    'jackson jacksonian jacksonvile jailbreak jailing jawbones jawing jerkin jobing jobles ' +
    'jockeying joining joyful joyfuly joying joyles joyride joyriding judgemental judgeship ' +
    'jumping justifiable justin justinian karenina keneling keping kickback kickof kickstand ' +
    'kiding kiljoy kilned kinda kindles kisime kising kismet knocking knockout knowable ' +
    'knowing knowles laboring ladering lakeland landfil landfils landing landline landlocked ' +
    'landmas landon lasting lateral lateraling lateraly lateran lazybones lazying leadership ' +
    'leading leaking learned learning leashes leashing leavened leftmost leftover lesion ' +
    'leslie letdown leterbombs leterhead leterheads letering leterman lethe leting letitia ' +
    'lifeblod lifeforms lifeles lifelike lifelong lifetime lifetimes lifework likeable likened ' +
    'lineal lineman linemen linking lipsticking listing listles liston literal literate ' +
    'literates literati litering liveable livelong livened loadable loading loaning loanwords ' +
    'locales lockable locking lockjaw lockout lockstep lokalike lokalikes lokout longhand ' +
    'longing longstret longtime longview losened losing loting lotion lotus loveable loveles ' +
    'lovemaking lovesick lowering loyalist loyalists lynches madeline madened maiming malabar ' +
    'maladies malamud malcontent malian malone maltreat maltreated maltreating managerial ' +
    'manama manaus mandate mandating manful manfuly mango mangoes manhandled manhandles ' +
    'manhole manhunt mania maniacal manicure manifold manifolding maning mankind manpower ' +
    'manslaughter manson mantel mantelpiece mantelpieces mantila maping maples marcher marches ' +
    'marching marchiones martyring maryan marying maryland masai masasoit mascara mascaraing ' +
    'mashad masher mashes masing mason mastheads material materialist materialists matering ' +
    'mayan maybe mayday maydays mayfair mayoral maypoles mealtime mealtimes meaning meaningful ' +
    'meaningfuly meaningles meantime meanwhile meany measure measureles meatbals meknes ' +
    'melower melowest membership memento mementos menfolk menial meningitis menoti mensa menus ' +
    'meridian meshes metal methadon methadone methought metinghouse metinghouses mindful ' +
    'mindfuly minding misal misaply misaplying misbehave misbehaves misbehaving miscal ' +
    'miscaling miscaries miscary miscarying misdeal misdealing misdeals misdealt misdid misdo ' +
    'misdoes misdoing misdone misfire misfiring misfit misfiting mishandled mishandles ' +
    'mishapen misiles misinform misinforming misinforms mising misjudge misjudges mislead ' +
    'misleading misouri misourian misplace misplay misplaying misread misreading ' +
    'misrepresentation misrule mistaking misteps mistime mistimes mistok mistreat mistreated ' +
    'mistreating mistres mistrial mistrust mistrusted mistrustful mistrusting misunderstand ' +
    'misunderstanding misusing moneybag moneybags moneymaking monkeying moreno moreover moroni ' +
    'mothering motherland motherles mouthful mouthing mouthpiece mouthpieces mouthwashes ' +
    'mudles mumbled mumus myles myspace national nationalist nationalists naturalist ' +
    'naturalists nearing necking neckline nedful neding nedles neighboring nevermore ' +
    'nevertheles newborn newfoundland newline newman newstand nigeria nigher nightclothes ' +
    'nightclub nightclubing nightclubs nightime nightingales nightlife nigles nobelist ' +
    'nobelists nobles nogin noiseles noising noisome nonbreakable noncomital nonday ' +
    'nonegotiable nonesential nonesuch nonetheles nonevent nonfat nonfatal nongovernmental ' +
    'nonhuman nonliving nonmembers nonpoluting nonproductive nonprofit nonprofits ' +
    'nonrepresentational nonseasonal nonstop nontime nonviolence nonviolent nonwhite nonwhites ' +
    'nonzero nosebled nosegay nosegays noshes notable notation noteworthy nothings noticeable ' +
    'noting notion notional notwithstanding notwork nowadays noway nowhere numbering numberles ' +
    'nuting nutmeat nutshel oceangoing oceania oceanus ofbeat ofend ofending ofering ofhand ' +
    'ofing ofline ofload ofloaded ofloading ofset ofseting oftentimes okaying oncoming oneal ' +
    'oneself onetime ongoing onion onionskin onset opening openofice openwork optical optima ' +
    'optimal optimum opting optional optioning ordering outback outbreak outbuilding outclas ' +
    'outclasing outcome outcomes outcry outdid outdo outdoes outdoing outdone outdors outfit ' +
    'outfiting outgo outgoes outgoing outhouse outhouses outing outlast outlasting outlet ' +
    'outlets outline outlined outlive outlives outliving outlok outloks outlying outnumber ' +
    'outnumbered outnumbering outperform outperforming outperforms outplay outplaying outpost ' +
    'output outputing outrage outranking outright outrun outruning outruns outsel outseling ' +
    'outset outsmart outsmarting outspread outspreading outspreads outstanding outstation ' +
    'outstrip outstriping outvote overachieved overact overacting overacts overal overan ' +
    'overates overating overawe overbear overbearing overburden overburdened overburdening ' +
    'overcame overcharge overcome overcomes overcoming overdid overdo overdoes overdoing ' +
    'overdone overdrive overeach overeaching overeat overeating overeats overexpose overflow ' +
    'overflowing overful overhand overhands overhang overhanging overhead overheads overheard ' +
    'overhearing overheat overheating overiding overjoy overjoying overkil overland overlie ' +
    'overload overloaded overloading overlok overloking overloks overlong overlying overmuch ' +
    'overnight overpaid overpay overpaying overplay overplaying overpower overpowering ' +
    'overprice overprices oversaw overseing oversel overseling oversen overshare oversharing ' +
    'overshoting oversight overslep oversleping overspread overspreading overspreads overstep ' +
    'oversteping oversteps overstocks oversuplies overtake overtaking overthink overthinking ' +
    'overthought overthrow overthrowing overthrown overtime overtimes overtok overusing ' +
    'overview overviews overweight overwork overworking overwrite overwriten overwriting ' +
    'owning oxygenating oxygenation packing painful painfuly paining painkiler painkilers ' +
    'painles partnering partnership payable paycheck paychecks paydays paying payload payof ' +
    'paywal perfecting perfection perforates perforating perform performing performs periclean ' +
    'perils pering perishable perishes perishing peritonea perles permeable permeating ' +
    'permision peron persona personable personal perusal perusing pestles photocopy ' +
    'photocopying photoing photojournalist photojournalists picaso piecemeal piecework pieing ' +
    'pierot pilaus piling pilion pilsbury pising pistil pitiable pitiful pitifuly pitiles ' +
    'piting pitman piton placebos planking platforming playable playact playacting playacts ' +
    'playback playboy playful playfuly playground playhouse playhouses playlist playlists ' +
    'playof playstation plaything playthings pointilist pointilists pointing pointles ' +
    'poisoning policeman policemen policewoman policewomen polisher polishes polishing porches ' +
    'postal postcard postcode postcodes postdate postdating postdoctoral postman postmen ' +
    'postmistres postpaid postwar powerful powerfuly powerhouse powerhouses powering powerles ' +
    'powerpoint praying presidential preventable priceles priceline pricking prickles ' +
    'prizefight prizefighting probating probation probe probed problematical proclaim ' +
    'proclaiming procreate procreated procure profanation profaned profaning profers profiles ' +
    'profiling profing profitable profiting proforma profound profread profreading profreads ' +
    'profusion proliferate proliferates prolong prolonging promethean prometheus promising ' +
    'promotional propounds prorate prorates prosodies protecting protection protestation ' +
    'protesting psychotherapist psychotherapists publican publication publicity pulping pulpit ' +
    'pulpits pumping punches punching punchline punishable punishes purebred purebreds pureing ' +
    'pushing pushover putin puting putrid quensland quering quicknes quicksand quieting ' +
    'quietus raceme racetrack raceway racking ralying readable reading readjust readjusting ' +
    'readout readying realists reasonable reasoned reasoning recomendation recomending ' +
    'recoverable recovering refereing referenda refiles refils refined refing refining ' +
    'refinish refinished refinishes refinishing refit refiting refits reforms refunds refusal ' +
    'refusing registering regretable regretful regretfuly regreting reking remained remaining ' +
    'remembering rental renting representational respectable respectful respectfuly respecting ' +
    'retardation retarding rewarding ridiculed ridiculing ridles rifleman riflemen rightful ' +
    'rightfuly righting rightmost rioting riping riples ripof riposting ripsaw risking rivera ' +
    'riverbed robin robing robinson robitusin robles robson rocking rockwel rofing romania ' +
    'romanian romano rotating rotation rotles roundabout roundhouse roundhouses rounding ' +
    'rubishes rubishing ruination runabout runaround runaway rundown runing runof runway ' +
    'sackful sacking sadam sadat sadles safekeping safeway sandal sandbag sandbaging sandbags ' +
    'sandbanks sandbar sandbars sanding sandlot sandman sandmen sandstorm sawing saying ' +
    'scholboy scholchild scholchildren scholdays scholgirl scholgirls scholhouse scholhouses ' +
    'scholing scholmistres scholteacher scholteachers scholwork scorned scornful scornfuly ' +
    'scorning screaming screwbals screwdriver screwdrivers seabed seagoing seaman seamanship ' +
    'seamen seamy seasick seasicknes season seasonable seasonal seasoned seasoning seasons ' +
    'seaway seaworthy secondhand seconding secreting secretion selfish selfles selfsame seling ' +
    'selof selout semifinal seminal seming seminoles semiprivate semis semiskiled semitone ' +
    'semitones semiwekly senatorial sendai sending sensory sentimental sentimentalist ' +
    'sentimentalists sentimentaly serviceable serviceman servicemen servicewoman servicewomen ' +
    'setable setback sethe sethes sething seting setles seton sewerage sexing sexles shaging ' +
    'shameful shamefuly shameles shareable sharepoint sheathe sheathes sheathing sheathings ' +
    'shebang sheltering shepdog shepdogs shepskin sheridan shiling shipbuilding shiping ' +
    'shipload shipwreck shipwrecked shipwrecking shoping shoptalk shortcoming shortcut ' +
    'shorthand shorting shortlist shortstop showdown showgirl showgirls showing showman ' +
    'showmanship showmen showof showpiece showpieces showplace shutdown shuteye shuting ' +
    'shutles shutout sickbed sickened sicking sickles sighting sightles sightread sightseing ' +
    'signaling signature significant signing signpost signposting simpleton simpson simpsons ' +
    'simpsonvile siting skinhead skinheads skining skinles skintight slanting slaping ' +
    'slaughterhouse slaughterhouses sleples slither slithering sliting sluging smacking ' +
    'smarting smartwatch smartwatches smashes smashing smeling smugles snaping sobed soding ' +
    'sodomy soils soles solos somalia somalian someday somehow someones someplace somethings ' +
    'sometime someway somewhat somewhere sonata sonia sorta sorting sothe sothing sounder ' +
    'soundles soundprof soundprofing soundtrack sousa sousing soweto spaceman spacemen ' +
    'spaceship speakeasy spelcheck spelchecking spelchecks speling spitbals spitfire spiting ' +
    'spiton spoiling spreading stables stained staining stainles standing standof standout ' +
    'standpoint standpoints standstil starting startles stationed stationing steparent ' +
    'steparents stepbrother stepchild stepchildren stepdad stepdaughter stepdaughters ' +
    'stepfather steping steplader steples stepmom stepmoms stepmother stepsister stepson ' +
    'stepsons stilbirth stilborn stiling stomaching stomping stopable stopcock stoping ' +
    'stopover stopwatch stopwatches storehouse storehouses storming streamline streamlined ' +
    'stretcar stringing striper subasement subclas subculture subgroup subhead subheading ' +
    'subheads subing subjoin subjoining sublet subleting sublets submision subnormal subset ' +
    'subspace substation subsystem subtotal subtotaling suchlike suckles suplemental ' +
    'suplementing sureal surealist surealists surefire swalowing swinging takeof takeout ' +
    'takeover tasteful tastefuly tasteles teachable teaches teaching telethon teling tething ' +
    'textiles texting thankful thankfuly thanking thankles theaters theatre theatres theme ' +
    'therapist therapists thereabout thereafter therefrom therein thereof thereon thereto ' +
    'thereupon therewith theseus thicknes thickset thoughtful thoughtfuly thoughtles thousand ' +
    'threads threnodies threshes throughout throughput throughway throwaway throwing tightrope ' +
    'tilable tiling tilman tilsit timeles timeline timepiece timepieces toadied toadies toads ' +
    'todies togas together toileting toilets toils toking tomas tomato tombed tomboy toned ' +
    'topic topical topics torches torching torent torential torid toscanini tosing totaling ' +
    'touchdown touches tousles toweling townhouse townhouses townsend township tracking ' +
    'training transact transacting transaction transacts transfixed transform transforming ' +
    'transforms tranship transhiping transit transiting transition transits transliterate ' +
    'transliterates transliterating transmision transnational trapable trapdors traping ' +
    'trapshoting trashcan trashes trashing treads treason treasonable treasure treat treatable ' +
    'treating trebled treing treles tremendous trending trialing troling troubleshot ' +
    'troubleshoter troubleshoting troublesome trueing trustful trustfuly trusting twitches ' +
    'twitching twofers twosome underachieved underact underacting underacts underage underarms ' +
    'underate underates underating undercharge underclas underclasman underclasmen ' +
    'underclothes undercut undercuting underdog underdogs underdone underemployed underexpose ' +
    'underflow undergo undergoes undergoing undergone underground underhand underlie underline ' +
    'underlined underlying undermining undermost underpaid underpay underpaying underplay ' +
    'underplaying undersea undersel underseling undershoting undersign undersigning understand ' +
    'understandable understanding understudies undertake undertaking undertok undervalue ' +
    'undervalues underweight underwent underworld underwrite underwriten underwriter ' +
    'underwriters underwriting underwrote unfiting usable usher ushering using uteri utering ' +
    'utermost uterus valueles vanishes vanishing videotape viewfinder viewing viewpoint ' +
    'viewpoints vilein visitation visiting vomiting wakeful wakened waldo waldoes waleye ' +
    'waleyes waling walis walnut walnuts walon wanabe wanting wanton wantones wantoning ' +
    'wantonly warbled warhead warheads waring warlike warlock warned warsaw warship wartime ' +
    'wasails washer washerwoman washerwomen washes wasteful wastefuly wasteland watchdog ' +
    'watchdogs watcher watchful watchfuly watchman watchmen watchwords weakfish weaknes weaned ' +
    'weaning weaponles weasel weaseling weather weathercock weathering weatherman weathermen ' +
    'weatherprof webed weighting weightles weing wekday wekdays wekend wekending weknight ' +
    'weland welcomes welcoming weles weling welshes weper wesex weson weting wetland whacking ' +
    'whatnot whatsoever whenever whereat wherein whereof whereon wheresoever whereupon ' +
    'wherever wherewithal whichever whinying whiping whitefish whitehead whitened whitewal ' +
    'whitewashes whoever wholes wholesaling wholesome whomever whomsoever whoper whorehouse ' +
    'whorehouses whoshes whosoever wilburn wilda wildfire wildlife wilfredo wilful wilfuly ' +
    'wiliam wiliamson wiling wilis wilpower wilson wilsonian windowing wishbones wishful ' +
    'wishfuly wishing witches witching withal withold witholding withstand withstanding ' +
    'witnesing womankind womanlike womenfolk womenfolks wordsworth workable workaday ' +
    'workaround workday workdays workflow workhouse workhouses workingman workingmen workload ' +
    'workman workmanlike workmanship workmen workout workshop workshops workstation workwek ' +
    'worsened worsting wrecking wrongdoing wrongful wrongfuly wronging yearned youthful ' +
    'youthfuly zeroing'
  ).split(' '),
);
