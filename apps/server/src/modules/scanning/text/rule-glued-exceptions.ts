// Written by scripts/text-model/glued-word-exceptions.ts --write-rule-reading; do not edit.

/**
 * English words the rules' reading of glued runs would read apart (decision 0216),
 * canonical: "another" is not "an other", "therapist" not "the rapist".
 */
export const RULE_GLUED_EXCEPTIONS: ReadonlySet<string> = new Set(
  (
    'aback abandoned abash abashes abashing abeam abeter abeting abets abhoring abridge ' +
    'abusing abuting aceptable acepting aclaim aclaiming acompany acompanying acountable ' +
    'acounting acredit acrediting acting action actionable acton actres acumen adieus adobe ' +
    'adresable adresing adumbrate adumbrates afghani afire afixed aforethought afterbirth ' +
    'aftercare afterlife afterlives afternon aftertaste afterthought afterthoughts afterwords ' +
    'agasi agave aground ahead airdroping aisles alana alarms albania albanian albeit alfredo ' +
    'alice alienation aliened alike aline alined alining alisa alison almost alone aloting ' +
    'alover alowable alowing alright althea altogether altos alusion alying amadeus amado ' +
    'amalia amanda amasing amati ambled ambushes amenable amend amendable amending americana ' +
    'amiable amigo amino amonia amoral amoraly amour amperage ampersand amputating amusing ' +
    'amway anapest anapests anathema anathemas anatomical anatomy andaman anime anion anita ' +
    'anotating answerable answering anthem antiles anyhow anyplace anythings anytime anyway ' +
    'apathetic apeal apealing apend apending aperitif apiece aplying apoint apointing apoints ' +
    'apositive apostles aprize arabia arabian aright armsful aroma artful artichoke artifact ' +
    'artifacts artisan artles artwork asaying asembled asent asenting ashes ashevile asign ' +
    'asignable asigned asigning aslant aslep asort asorting aspel aspics asure asyrian ' +
    'asyrians atacama atacking atain atainable atained ataining atempting atend atending ' +
    'athena athenian atila atired atman atonal atone atoned atones atoning atreus atypical ' +
    'authoring authorship avery await awaiting awake awakened awhile babying babysit ' +
    'babysiting backbreaking backdate backdating backdrop backfire backfiring background ' +
    'backhand backhanding backhands backing backles backpack backpacking backslaper backspace ' +
    'backspaces backstabing backstop backstoping backstory backtrack backtracking backus ' +
    'badmouth badmouthing bagateles baging balsa balsam banal banana bandied bandies bandung ' +
    'bangles baning banishes banshe banshes barack barage barbadian barbara barbarian barbed ' +
    'barfing baring baritone baritones barman baron barones baronial bashes bashful bashing ' +
    'batering bather bathes bathing bathouse bathouses beaming beanbag beanbags beaned beaning ' +
    'bearable bearing bearskin beatles beaus became become becoming bedclothes bedevil ' +
    'bedeviling beding bedrock bedspread bedspreads bedtime bedtimes befel befing befit ' +
    'befiting beforehand befriending befriends began begat beget begeting begets begining ' +
    'begone begonia begot behalf behaving beheading beheads bekeper bekeping belabor ' +
    'belaboring beles belie believer beline belitle belonging belowing belying bemoan bemoaned ' +
    'bemoaning bending benin benita benito benson benton beper berate berates besel beset ' +
    'beseting besieging bespeak bespeaking bestial besting bestired bestrid bestride ' +
    'bestriding betake betaking betering bethe bethink bethinking bethought betide betles ' +
    'betok beton betrayal betraying betrothing bewaring bewitch bewitches bewitching bigamy ' +
    'bigles bigmouth bigot bined bingo bining birthday birthdays birther birthing birthplace ' +
    'birthrate birthrates birthright birthrights blackbals blackburn blackhead blackheads ' +
    'blacking blackjack blackjacking blacklist blacklisting blacklists blacknes blackout ' +
    'blackwel bleacher bleaches bleaching bleding blighting blinding blodied blodies bloding ' +
    'blodles blodstain blodstained blodstream blodying bloging blowing blowout blowtorch ' +
    'blowtorches bluebotle bluebotles bluefish bluefishes blueing bluenose bodybuilding ' +
    'bodywork bombshel bosing boswel botanical botany botblack botblacks bother bothering ' +
    'bothersome boting botlegs botleneck botles botom botoming botomles boyfriend boyfriends ' +
    'brainchild brainchildren brained braining brainstorm brainstorming brainwashes breakable ' +
    'breakdown breakfast breakfasting breaking breakneck breakpoints breakthrough bricking ' +
    'bridgehead bridgeheads bridgetown bridgework builtin buletin buletined buletining ' +
    'buletprof buletprofing bulshiting bunches bunching bunyan burdened burdening burdensome ' +
    'burnishes burnose burnout burying busboy bushel busheling bushes busineslike businesman ' +
    'businesmen busineswoman busineswomen busing busting bustles butchering buting buton ' +
    'butonhole butoning butres butresing buying buyout calabash calabashes calable calais ' +
    'calculable calculating calculi calculus calcuta caliban calie calif caling caliper ' +
    'calipering calisto calower calowest calus calusing cambridge camelia camelot cameraman ' +
    'cameramen camerawoman camerawomen camisoles camomiles campaniles camper campfire ' +
    'campground camping campsite camus canal canan cancan candid candidate candied candies ' +
    'caned canibals caning canon canonbals canonical canoning cantata cantilever cantilevering ' +
    'canting canto canton cantos caracala caracul carat carats caraway carboy cardif cardin ' +
    'cardinal carding carefre careful careles carened caresing cargo cargoes caribean carina ' +
    'caring carion carisa carjack carjacking carlos carmen carnation carnot carot carots ' +
    'carsick carsicknes carson cartel cartoned caryal carying caryout cashback cashes ' +
    'cashiering cashing catchal catcher catches catching catchwords catholicity causeles ' +
    'causeway caveat caveats caveman cavemen ceasefire ceaseles chainsaw chainsawing chairing ' +
    'chairman chairmanship chairmen chairperson chairpersons chairwoman chairwomen chaneling ' +
    'chargeable chatanoga chatel chating cheaper cheapest checking checklist checklists ' +
    'checkpoint checkpoints chestnut chestnuts childbearing childbirth childcare childles ' +
    'childlike childprof childprofing chinatown churchman churchmen citizenship civilian ' +
    'claiming cleaned cleaning clearing clearinghouse clearinghouses clickable clicking ' +
    'clinical clinician clitoral clothesline clothespins clowned clowning coaches coaching ' +
    'coachman coachmen cockato cockatos cockfight cocking cockles cockleshel cockpit cocksure ' +
    'comeback comedies comedown comend comendable comending comingles comital complained ' +
    'concerti concertina concertinaing concerting concertos considerable considerate ' +
    'consideration contactable contacting contenting contention controlable controling coper ' +
    'coperate coperates coperating coperhead coperheads copering copilot coping copland ' +
    'copying copyleft copyright copyrighting copyrights copywriter copywriters corupting ' +
    'coruption countryman countrymen countrywoman countrywomen cowboy cowgirl cowgirls cowhand ' +
    'cowhands cowing cowlick cowper cowpuncher creditable crediting creper creping crimea ' +
    'crimean crushes crushing cuckold cuckolding cumin curbed curbing cutback cuthroat ' +
    'cuthroats cutlet cutlets cutof cutout dadies dadoes dateline datelined daybed daybreak ' +
    'daytime deadbeat deadhead deadline deadlock deadlocked deadlocking dealing deathbed ' +
    'deathblow deathles deathlike deathtrap depart departing departmental depend dependable ' +
    'depending deper depest depfake deplaned deplaning depleting depletion deportation ' +
    'deporting deputing deserting desertion detestation detesting dickson didles diego diehard ' +
    'diesel dieseling diking dirtbals dirtying disapearing discounting disdained disdainful ' +
    'disdaining disgraceful dismembering disordering ditches ditching doable dobin doctoral ' +
    'doctorate doctorates doctoring dodad dodoes dofing dogcatcher dogfight dogfish dogfishes ' +
    'doghouse doghouses doging dogmas dogone dogoned dogones dogoning doles dolie dolitle ' +
    'donation doned donut donuts dorothea dorsal dorset dorstop dothan doubleday dousing dowel ' +
    'doweling downbeat downed downing downloadable downloading downplay downplaying downright ' +
    'downstream downswing downtime downtown drinkable drinking driveway droper droping droplet ' +
    'droplets dropout dumbfound dumbfounding dumbwaiter dumping dungare dunging earned ' +
    'earthing earthwork easygoing eatable eaton elsewhere emailing employable employing ' +
    'endanger endangering endles endorsing enduring enjoyable enjoying equaling escorting ' +
    'ethan ethel ether ethereal etherealy ethical evened evening eventide eveready everlasting ' +
    'evermore everyday everyplace existential existentialist existentialists expectation ' +
    'expecting expeling extincting extinction eyebals eyeful eyeing eyelet eyelets eyepiece ' +
    'eyepieces eyesight eyestrain eyeteth eyewitnes faceles fairbanks fairground fairhope ' +
    'fairway fasting fatal fatalist fatalists fathead fatheads fathering fatherland fatherles ' +
    'fatima fating favorable favoring felice felicities felicity feline felini felon felting ' +
    'fetal feting fetishes fetlock fetus fighting files filet fileting filets filial filing ' +
    'filips filming filmore filmstrip filmy finales finalist finalists finding firearms ' +
    'firebals firebombed firebombing firebreak firefight firefighting firehouse firehouses ' +
    'fireman firemen fireplace firepower fireprof fireprofing firestorm firetrap firewal ' +
    'firework firstborn firsthand fisher fisherman fishermen fishes fishing fishok fishwife ' +
    'fishwives fitful fiting floging flora floral florid florida floridan florin floring ' +
    'flowing foling folower folowing folprof forage forbad forbear forbearing forefather ' +
    'forefet forefingers forethought forevermore forgave forget forgetable forgetful forgeting ' +
    'forgets forgo forgoes forgoing forgone forgot formal format formating formation forming ' +
    'formles fortres forwent foundation founding frebe fredie frehand freing freload ' +
    'freloading freman fremason fremasons fremen freon freshened frestanding frethinking ' +
    'fretown freway frewil friending friendles friendship fulani fulback fulfil fulfiling ' +
    'fulfils fuling fulsome fundamental fundamentalist fundamentalists funding fungous gagles ' +
    'gamecock gamekeper ganging gangland gangplank gangtok gangway garbageman gaseous gashes ' +
    'genesis getaway gifting goalie goalkeper goalpost goatskin gobed gobing gobled gobles ' +
    'goblet goblets godal godam godamned godaughter godaughters godchild godchildren godfather ' +
    'godie godies godles godlike godman godmother godnight godrich godsend godson godsons ' +
    'godwil godyear gofing goitre goitres goldfishes gospel governmental governorship grabed ' +
    'grabing grosing groundbreaking grounding groundles groundwork grouper groupie grouping ' +
    'guesting gutering guting guyana guying hacking hackles hacksaw hagai hagles halfback ' +
    'halftime halftimes halfway handbag handbals handcar handful handing handiwork handles ' +
    'handmade handout handset handsful handsome handstand handwork handwriten handwriting ' +
    'hangdog hangman hangmen hangout hangover hapening hardback hardin harding hardline ' +
    'hardship harmful harmles harmon hashes hasles hateful headfirst heading headland headles ' +
    'headline headlined headlock headlong headmistres headres headset headwaiter headway ' +
    'headwords healing hearse heartbeat heartbreak heartbreaking heartburn heartfelt heartland ' +
    'heartles heartrending heartsick heartstrings heathen heather heating heinous heinrich ' +
    'heisman helhole helical helicon heling helion helman helmet helos helot helper helping ' +
    'helples helpmet hemet heper hepest heraclitus hercules hereabout hereafter herein hereof ' +
    'hereto hereupon herewith hering herman heroin heron herself hesian hesitating hesperia ' +
    'hesperus highbals highborn highboy highchair higher highjack highjacking highland highway ' +
    'highwayman highwaymen himself hising hither hitherto hiving hoaxing hokaido hoking ' +
    'hokusai homebody homeboy homecoming homeland homeles homemade homepage homesick ' +
    'homesicknes hometown homework hopeful hopewel hotbed hotel hothead hotheads hothouse ' +
    'hothouses hoting hotlink hotpoint housebreak housebreaking houseclean housecleaned ' +
    'housecleaning househusband housekeper housekeping housemother housewife housework howel ' +
    'however howsoever humankind hunting huntres hurtful hurtles hurying husbanding huton ' +
    'ibadan icarus ideal idealist idealists ideals idolater ilegitimate iliterates imaterial ' +
    'imoraly inaction inborn inbreding inbreds inbuilt incalculable incapable incarnation ' +
    'inches inching inchon incoming incomplete incompletely inconsiderable inconsiderate ' +
    'incumbent indecency indecent indefinitely indiana indianan indies indignity individualist ' +
    'individualists indochina indochinese indors indorsing inequality inexpert infelicities ' +
    'infelicity infighting inflow inform informal informing informs ingot ingrate ingrates ' +
    'ingrid inhere inherent inhering inherit inheriting inherits inhuman ining initial inkeper ' +
    'inland inlet inlets inline inmost inoperable input inputing inset inseting insight ' +
    'insightful insignia insoles inspirational instil instiling insure intake intel intending ' +
    'internal interned interning internship intonation intoned intrust intrusted intrusting ' +
    'invaluable invoices ionian irate irecoverable irisher irishman irishmen irishwoman ' +
    'irishwomen iscariot ishim island isles islet islets isobar isobars isotopic ispel itself ' +
    'jackal jackbot jacknife jacknives jackson jacksonian jacksonvile jailbreak jailing jawing ' +
    'jerkin jewel jeweling jobed jobing jobles jockeying joined joining joyful joying joyles ' +
    'joyride joyriding judgemental judgeship jumper jumping justifiable justin justinian ' +
    'karenina keper keping kickback kickof kickstand kidie kidies kiding kidnaper kidoes ' +
    'kiljoy kilned kilos kiloton kinda kindles kisime kising kismet kneset knocking knockout ' +
    'knowable knowing knowles laboring ladering lakeland landfil landfils landing landline ' +
    'landlocked landmas landon lasting lateral lateraling lateraly lateran lazying leadership ' +
    'leading leaking learned learning leavened leftmost leftover lesion leslie lesons letdown ' +
    'leterbombs leterhead leterheads letering leterman lethe leting letitia lifeblod lifeforms ' +
    'lifeles lifelike lifelong lifetime lifetimes lifework likeable likened lineal lineman ' +
    'linemen linking listing listles liston literal literate literates literati litering ' +
    'liveable livelong livened loadable loading loaned loaning loanwords locales lockable ' +
    'locking lockjaw lockout lokalike lokalikes lokout longhand longing longstret longtime ' +
    'longview losened losing loting lotion lotus loveable loveles lovemaking lovesick lowering ' +
    'loyalist loyalists lynches madeline madened maiman maiming malabar maladies malamud ' +
    'malcontent malet malets malian malice malone maltreat maltreated maltreating maltreats ' +
    'managerial manama manaus mandate mandating maned manful mango mangoes manhandled ' +
    'manhandles manhole manhunt mania maniacal manicure manifold manifolding maning mankind ' +
    'manpower manslaughter manson mantel mantelpiece mantelpieces mantila maper maping maples ' +
    'marcher marches marching marchiones martyring maryan marying maryland masada masai ' +
    'masasoit mascara mascaraing masculine mashad masher mashes masing mason masons material ' +
    'materialist materialists matering mayan maybe mayday maydays mayfair mayoral maypoles ' +
    'mealtime mealtimes meaning meaningful meaningles meantime meanwhile meany measure ' +
    'measureles meatbals meknes melower melowest membership memento mementos menfolk menial ' +
    'meningitis menoti mensa menus meridian meshes metal methadon methadone methought ' +
    'metinghouse metinghouses metlesome mindful minding misal misaply misaplying misbehave ' +
    'misbehaves misbehaving miscal miscaling miscaries miscary miscarying misdeal misdealing ' +
    'misdeals misdealt misdid misdo misdoes misdoing misdone misfire misfiring misfit ' +
    'misfiting mishandled mishandles mishapen misiles misinform misinforming misinforms mising ' +
    'misjudge misjudges mislead misleading misouri misourian mispel mispeling misplace misplay ' +
    'misplaying misread misreading misrepresentation misrule mistaking mistime mistimes mistok ' +
    'mistreat mistreated mistreating mistreats mistres mistrial mistrust mistrusted ' +
    'mistrustful mistrusting misunderstand misunderstanding misusing moaned momas momentous ' +
    'moneybag moneybags moneymaking monkeying moreno moreover moroni mothering motherland ' +
    'motherles mouthful mouthing mouthpiece mouthpieces mouthwashes mudied mudies mudles ' +
    'mumbled mumus myles myspace national nationalist nationalists naturalist naturalists ' +
    'nearing necking neckline nedful neding nedles neighboring nevermore nevertheles newborn ' +
    'newel newfoundland newline newman newstand nigeria nigher nightclothes nightime ' +
    'nightingales nightlife nigles nobelist nobelists nobles nogin noiseles noising noisome ' +
    'nonbeliever nonbreakable noncomital nonday nonegotiable nonesential nonesuch nonesuches ' +
    'nonetheles nonfat nonfatal nongovernmental nonhuman nonliving nonmembers nonpoluting ' +
    'nonproductive nonprofit nonprofits nonrefilable nonrefundable nonrepresentational ' +
    'nonseasonal nonstop nontime nonviolence nonviolent nonwhite nonwhites nonzero nosebled ' +
    'nosegay nosegays noshes notable notation noteworthy nothings noticeable noting notion ' +
    'notional notwithstanding notwork nowadays noway nowhere numbering numberles nuting ' +
    'nutmeat nutshel oceangoing oceania oceanus ofbeat ofend ofending ofering ofhand ofing ' +
    'ofline ofload ofloading ofset ofseting oftentimes okaying oldie oldies oncoming oneal ' +
    'oneself onetime ongoing onion onionskin onset opened opening openofice openwork optical ' +
    'optima optimal optimum opting optional optioning ordering outake outback outbreak ' +
    'outbuilding outcome outcry outdid outdo outdoes outdoing outdone outdors outfit outfiting ' +
    'outgo outgoes outgoing outhouse outhouses outing outlast outlasting outlet outlets ' +
    'outline outlined outlive outlives outliving outlok outloks outlying outnumber outnumbered ' +
    'outnumbering outperform outperforming outperforms outplay outplaying outpost output ' +
    'outputing outrage outranking outreach outreaches outreaching outright outrun outruning ' +
    'outruns outsel outseling outset outsmart outsmarting outspread outspreading outspreads ' +
    'outstanding outstation outstrip outstriping outvote overachieved overact overacting ' +
    'overacts overage overal overan overate overates overating overawe overawing overbear ' +
    'overbearing overburden overburdened overburdening overcame overcharge overcome overcoming ' +
    'overdid overdo overdoes overdoing overdone overdrive overeach overeaches overeaching ' +
    'overeat overeating overeats overexpose overflow overflowing overful overhand overhands ' +
    'overhang overhanging overhead overheads overhearing overheat overheating overide ' +
    'overiding overjoy overjoying overkil overland overlie overload overloading overlok ' +
    'overloking overloks overlong overlying overmuch overmuches overnight overpay overpaying ' +
    'overplay overplaying overpower overpowering overprice overprices oversaw overseing ' +
    'oversel overseling overshare oversharing overshoting oversight overslep oversleping ' +
    'overspread overspreading overspreads overstocks oversuplies overtake overtaking overthink ' +
    'overthinking overthought overthrow overthrowing overthrown overtime overtimes overtok ' +
    'overule overun overuning overuns overusing overview overviews overweight overwork ' +
    'overworking overwrite overwriten overwriting owned owning oxygenating oxygenation packing ' +
    'pained painful paining painkiler painkilers painles partnering partnership payable ' +
    'paycheck paychecks paydays paying payload payof paywal perage percales perfecting ' +
    'perfection perforate perforates perforating perform performing performs periclean pering ' +
    'peripheral perishable perishes perishing peritonea perles permeable permeating permision ' +
    'peron perot persona personable personal perusal perusing pestles photocopy photocopying ' +
    'photoing photojournalist photojournalists picaso piecemeal piecework pieing pierot pilaus ' +
    'piles piling pilion pilot pilothouse pilothouses piloting pilsbury pising pistil pitiable ' +
    'pitiful pitiles piting pitman piton placebos planed planking platforming playable playact ' +
    'playacting playacts playback playboy playful playground playhouse playhouses playlist ' +
    'playlists playof playstation plaything playthings pointilist pointilists pointing ' +
    'pointles poisoned poisoning policeman policemen policewoman policewomen polisher polishes ' +
    'polishing porches postal postcard postcode postcodes postdate postdating postdoctoral ' +
    'postman postmen postmistres postwar powerful powerhouse powerhouses powering powerles ' +
    'powerpoint praying presidential preventable priceles priceline pricking prickles ' +
    'prizefight prizefighting probe probed problematical proclaim proclaiming procreate ' +
    'procreated procure profanation profaned profaning profer profering profers profiles ' +
    'profiling profing profitable profiting proforma profound profread profreading profusion ' +
    'proliferate proliferates prolong prolonging promethean prometheus promising promisory ' +
    'promotional prone pronto propounds prorate prorates prosodies protecting protection ' +
    'protestation protesting proven psychotherapist psychotherapists publican publication ' +
    'publicity pulping pulpit pulpits pumper pumping punches punching punchline punishable ' +
    'punishes purebred purebreds pureing pusher pushes pushing pushover putin puting putrid ' +
    'quering quicknes quicksand raceme racetrack raceway racking ralying readable readied ' +
    'readies reading readjust readjusting readout readying reales realist realists reasonable ' +
    'reasoned reasoning recomendation recomending recoverable recovering refereing referenda ' +
    'refil refilable refiles refiling refils refine refined refing refining refinished ' +
    'refinishes refit refiting refits reform reformat reformating reforming reforms refreshes ' +
    'refund refundable refunding refunds refusal refusing registering regretable regretful ' +
    'regreting rekindles reking remembering rental renting representational respectable ' +
    'respectful respecting retardation retarding rewarding richard richardson richer riches ' +
    'ridiculed ridicules ridiculing ridles rifleman riflemen rightful righting rightmost ' +
    'rioting riper ripest riping riples ripof riposting ripsaw risking rivera riverbed robed ' +
    'robin robing robinson robitusin robles robot robson robust rocking rockwel rofing romania ' +
    'romanian romano romany rotating rotation rotles roundabout roundhouse roundhouses ' +
    'rounding rubishes rubishing ruination ruined runabout runaround runaway rundown runing ' +
    'runof runway sackful sacking sadam sadat sadie sadles safekeping safeway sandal sandbag ' +
    'sandbaging sandbags sandbanks sandbar sandbars sanding sandlot sandman sandmen sandstorm ' +
    'sawing saying scholboy scholchild scholchildren scholdays scholgirl scholgirls scholhouse ' +
    'scholhouses scholing scholmistres scholteacher scholteachers scholwork scorned scornful ' +
    'scorning screaming screwbals screwdriver screwdrivers seabed seagoing seaman seamanship ' +
    'seamen seamy seasick seasicknes season seasonable seasonal seasoned seasoning seasons ' +
    'seaway seaworthy secreting secretion selfish selfles selfsame seling selof selout semen ' +
    'semifinal seminal seming seminoles semiprivate semis semiskiled semitone semitones ' +
    'semiwekly senatorial sendai sending sentimental sentimentalist sentimentalists ' +
    'sentimentaly serviceable serviceman servicemen servicewoman servicewomen setable setback ' +
    'sethe sethes sething seting setles seton sewerage sexing sexles shaging shameful shameles ' +
    'shareable sharepoint sheathe sheathes sheathing sheathings shebang shepdog shepdogs ' +
    'shepskin sheridan shiling shilong shipbuilding shiper shiping shipload shipwreck ' +
    'shipwrecking shoper shoping shopkeper shoptalk showdown showgirl showgirls showing ' +
    'showman showmanship showmen showof showpiece showpieces showplace showstoper shutdown ' +
    'shuteye shuting shutles shutout sickbed sickened sicking sickles sighting sightles ' +
    'sightread sightseing signaling signature signed significant signing signpost signposting ' +
    'simper simpering simpleton simpson simpsons simpsonvile siting skined skinhead skinheads ' +
    'skining skinles skintight slanting slaping slaughterhouse slaughterhouses sleper sleples ' +
    'slither slithering sliting sluging smacking smarting smartwatch smartwatches smashes ' +
    'smashing smeling smugles snaper snaping sobed soding sodomy soles solos somalia somalian ' +
    'someday somehow someones someplace somethings sometime someway somewhat somewhere sonata ' +
    'sonia sorta sorting sothe sothing sounder soundles soundprof soundprofing soundtrack ' +
    'sousa sousing soweto spaceman spacemen spaceship speakeasy spelcheck spelchecking ' +
    'spelchecks speling spitbals spitfire spiting spiton spoiling spreading stabled stables ' +
    'stained staining stainles standing standof standout standpoint standpoints standstil ' +
    'starting startles stationed stationing stilbirth stilborn stiles stiletos stiling ' +
    'stomaching stomping stopable stopage stopcock stoper stopering stoping stopover stopwatch ' +
    'stopwatches storehouse storehouses storekeper storming streamline streamlined stretcar ' +
    'stringing striper subculture subed subgroup subhead subheading subheads subing subjoin ' +
    'subjoined subjoining sublet subleting sublets submision subnormal suborn suborned ' +
    'suborning subset subspace substation subtotal subtotaling suchlike suckles suplemental ' +
    'suplementing sureal surealist surealists surefire swalowing swinging takeof takeout ' +
    'takeover tasteful tasteles teachable teaches teaching telescopic telescoping telethon ' +
    'teling tether tethering tethes tething textiles texting thankful thanking thankles ' +
    'theaters theatre theatres theme therapist therapists thereabout thereafter therefrom ' +
    'therein thereof thereon thereto thereupon therewith theseus thicknes thickset thoughtful ' +
    'thoughtles thousand threats threnodies threshes throughout throughput throughway ' +
    'throwaway throwback throwing tightrope tilable tiles tiling tilman tilsit timekeper ' +
    'timeles timeline timepiece timepieces timescales toadied toadies todies togas together ' +
    'toileting toilets toking tomas tomato tombed tomboy toned topic topical topics torches ' +
    'torching toreadors torent torential torid toscanini tosing totaling touchdown touches ' +
    'tousles toweling townhouse townhouses townsend township tracking trained training ' +
    'transact transacting transaction transacts transfixed transform transforming transforms ' +
    'tranship transhiping transit transiting transition transits transliterate transliterates ' +
    'transliterating transmision transnational trapable trapdors traper traping trapshoting ' +
    'trashcan trashes trashing treason treasonable treasure treat treatable treating treats ' +
    'trebled treing treles tremendous trend trendies trending trialing troling troubleshoter ' +
    'troubleshoting troublesome trueing trustful trusting twitches twitching twofer twofers ' +
    'twosome underachieved underact underacting underacts underage underarms underate ' +
    'underates underating undercharge underclothes undercut undercuting underdog underdogs ' +
    'underdone underemployed underexpose underflow undergo undergoes undergoing undergone ' +
    'underground underhand underlie underline underlined underlying undermining undermost ' +
    'underpay underpaying underplay underplaying undersea undersel underseling undershoting ' +
    'undersign undersigned undersigning understand understandable understanding understudies ' +
    'undertake undertaking undertok undervalue undervalues underweight underwent underworld ' +
    'underwrite underwriten underwriter underwriters underwriting underwrote unfiting usable ' +
    'usher ushering using uteri utering utermost uterus valueles vanishes vanishing viable ' +
    'viand videotape viewfinder viewing viewpoint viewpoints vilein visitation visiting ' +
    'vomiting waitres wakeful wakened waldo waldoes wales walesa walet walets waleye waleyes ' +
    'waling walis walnut walnuts walon wanabe wanting wanton wantones wantoning wantonly ' +
    'warbled warhead warheads waring warlike warlock warned warsaw warship wartime washer ' +
    'washerwoman washerwomen washes wasteful wasteland watchdog watchdogs watcher watchful ' +
    'watchman watchmen watchwords weakfish weakfishes weaknes weaned weaning weaponles weasel ' +
    'weaseling weather weathercock weathering weatherman weathermen weatherprof webed ' +
    'weighting weightles weing wekday wekdays wekend wekending weknight weland welcoming weles ' +
    'weling welshes weper wesex weson weting wetland whacking whatever whatnot whatsoever ' +
    'whenever whereat wherein whereof whereon wheresoever whereupon wherever wherewithal ' +
    'whichever whinying whipersnaper whiping whitefish whitefishes whitehead whitened whitewal ' +
    'whitewashes whoever wholes wholesaling wholesome whomever whomsoever whoper whorehouse ' +
    'whorehouses whoshes whosoever wilburn wilda wildfire wildlife wiles wilfredo wilful ' +
    'wiliam wiliamson wilie wiling wilis wilpower wilson wilsonian windowing wisher wishes ' +
    'wishful wishing witches witching withal wither withering withold witholding withstand ' +
    'withstanding witnesing womankind womanlike womenfolk womenfolks wordsworth workable ' +
    'workaday workaround workday workdays workflow workhouse workhouses workingman workingmen ' +
    'workload workman workmanlike workmanship workmen workout workshop workshops workstation ' +
    'workwek worsened worsting wrecking wrongdoing wrongful wronging yearned youthful zeroing'
  ).split(' '),
);
