// Written by scripts/text-model/glued-word-exceptions.ts --write-rule-reading; do not edit.

/**
 * English words the rules' reading of glued runs would read apart (decision 0216),
 * canonical: "another" is not "an other", "therapist" not "the rapist".
 */
export const RULE_GLUED_EXCEPTIONS: ReadonlySet<string> = new Set(
  (
    'aback abandoned abash abashing abeam abeter abeting abets abhoring abridge abusing ' +
    'abuting aceptable acepting aclaim aclaiming acompany acompanying acountable acounting ' +
    'acredit acrediting acting action actionable acton adieus adobe adresable adresing ' +
    'adumbrate adumbrates afghani afire afixed aforethought afterbirth aftercare afterlife ' +
    'afterlives afternon aftertaste afterthought afterthoughts afterwords agasi agave aground ' +
    'ahead airdroping aisles alana alarms albania albanian albeit alfredo alice alienation ' +
    'aliened alike aline alined alining alisa alison almost alone aloting alover alowable ' +
    'alowing already alright althea altogether alusion alying amado amalia amanda amasing ' +
    'amati ambled ambushes amenable amend amendable amending americana amiable amigo amino ' +
    'amonia amoral amoraly amour ampersand amputating amusing amway anapest anapests anathema ' +
    'anathemas anatomical anatomy andaman anime anion anita anotating answerable answering ' +
    'anthem anyhow anyplace anytime anyway apathetic apeal apealing apiece aplying apoint ' +
    'apointing apositive apostles aprize arabia arabian aright armsful aroma asembled asent ' +
    'asenting ashes ashevile asign asignable asigning aslant aslep asort asorting aspel aspics ' +
    'asure asyrian asyrians atacama atacking atain atainable atained ataining atempting atend ' +
    'atending atila atired atman atonal atone atoned atones atoning atreus atypical authoring ' +
    'authorship avery await awaiting awake awakened awhile babying babysit babysiting ' +
    'backbreaking backdating backdrop backfire backfiring background backhand backhanding ' +
    'backhands backing backles backpack backpacking backspace backstabing backstop backstoping ' +
    'backtrack backtracking backus badmouth badmouthing baging balsa balsam banal banana ' +
    'bandied bandies bandung bangles baning banishes banshe banshes bashful bashing batering ' +
    'bathing beaming beanbag beanbags beaned beaning bearable bearing bearskin beatles beaus ' +
    'became become becoming bedclothes bedevil bedeviling beding bedrock bedspread bedspreads ' +
    'bedtime befel befing befit befiting beforehand befriend befriending began begat beget ' +
    'begeting begets begin begining begone begonia begot behalf behaving beheading beheads ' +
    'bekeping beles belie beline belitle belonging belowing belying bemoan bemoaning bending ' +
    'benin benita benito benson benton beper berate berates besel beset beseting besieging ' +
    'bespeak bespeaking bestial besting bestrid bestride bestriding betake betaking betering ' +
    'bethe bethink bethinking bethought betide betles betok beton betrayal betraying bewaring ' +
    'bewitch bewitching bigamy bigles bigmouth bingo bining birthday birthdays birthing ' +
    'birthplace birthrate birthrates birthright birthrights blackbals blackburn blackhead ' +
    'blackheads blacking blackjack blackjacking blackout blackwel bleaching bleding blighting ' +
    'blinding bloding blodles blodstain blodstream blodying bloging blowing blowout blowtorch ' +
    'bluebotle bluebotles blueing bluenose bodybuilding bodywork bombshel bosing boswel ' +
    'botanical botany botblack botblacks bother bothering bothersome boting botlegs botleneck ' +
    'botles boyfriend brainchild brainchildren braining brainstorm brainstorming brainwashes ' +
    'breakable breakdown breakfast breakfasting breaking breakneck breakthrough bricking ' +
    'bridgehead bridgeheads bridgetown bridgework builtin buletin buletined buletining ' +
    'buletprofing bulshiting bunching bunyan burdening burdensome burnishes burnout burying ' +
    'busboy bushel busheling bushes busineslike businesman businesmen busineswoman ' +
    'busineswomen busing busting bustles butchering buting buton butonhole butoning buying ' +
    'buyout calabash calable calais calculable calculating calculi calculus calcuta caliban ' +
    'caling caliper calipering calisto calus calusing cambridge camelia camelot cameraman ' +
    'cameramen camerawoman camerawomen camisoles camper camus canal canan cancan candid ' +
    'candied candies canibals caning canon canonbals canonical canoning cantata cantilever ' +
    'cantilevering canting canto canton caracala caracul carat caraway carboy cardin cardinal ' +
    'carding carefre careful careles carened caresing cargo caribean carina caring carion ' +
    'carisa carjack carjacking carlos carmen carnation carnot carsick carsicknes carson ' +
    'cartoned caryal carying caryout cashback cashiering cashing catchal catching catchwords ' +
    'causeles causeway caveat caveman cavemen ceasefire ceaseles chairing chairman ' +
    'chairmanship chairmen chairperson chairpersons chairwoman chairwomen chaneling chargeable ' +
    'chatanoga chating checking checkpoint chestnut chestnuts childbearing childbirth ' +
    'childcare childles childlike childprofing chinatown churchman churchmen civilian claiming ' +
    'clickable clicking clinical clinician clitoral clothesline clowning coaching coachman ' +
    'coachmen cockato cockfight cocking cockles cockleshel cocksure comeback comedies comedown ' +
    'comingles comital concerti concertina concertinaing concerting considerable consideration ' +
    'contactable contacting contenting contention controlable controling copilot coping ' +
    'copland copying copyleft copyright copyrighting copyrights copywriter corupting coruption ' +
    'countryman countrymen countrywoman countrywomen cowboy cowgirl cowgirls cowhand cowhands ' +
    'cowing cowlick cowper creditable crediting creping crimea crimean crushing cuckold ' +
    'cuckolding culing cumin curbing cutback cutlet cutlets cutof cutout daybed daybreak ' +
    'daytime deadbeat deadhead deadline deadlock deadlocked deadlocking dealing deathbed ' +
    'deathblow deathles deathlike deathtrap depend dependable depending depfake depleting ' +
    'depletion deportation deporting deserting desertion detestation detesting dickson didles ' +
    'diego diehard diesel dieseling diking dirtbals dirtying disapearing discounting ' +
    'disdainful disdaining disgraceful dismembering disordering ditching doable dobin doctoral ' +
    'doctoring dodad dodoes dofing dogfight doghouse doghouses doging dogmas dogone dogoned ' +
    'dogones dogoning doing doles dolie dolitle donation doned donut donuts dorothea dorsal ' +
    'dothan doubleday dousing dowel doweling downbeat downing downloadable downloading ' +
    'downplay downplaying downright downstream downtime downtown drinkable drinking driveway ' +
    'droping droplet droplets dropout drowning dumbfound dumbfounding dumbwaiter dungare ' +
    'dunging earthing earthwork easygoing eatable eaton elsewhere emailing employable ' +
    'employing endles enjoyable enjoying equaling escorting ethan ethical evening eventide ' +
    'everlasting evermore everyday everyplace existential expectation expecting expeling ' +
    'extincting extinction eyebals eyeful eyeing eyelet eyelets eyepiece eyepieces eyesight ' +
    'eyeteth eyewitnes faceles fasting fatal fathead fatheads fathering fatherland fatherles ' +
    'fatima fating favorable favoring felicity felini felon felting fetal feting fetishes ' +
    'fetlock fetus fighting filial filing filmore filmy finding firearms firebals firebombed ' +
    'firebombing firebreak firefight firefighting firehouse firehouses fireman firemen ' +
    'fireplace firepower fireprofing firestorm firetrap firewal firework fitful fiting flowing ' +
    'foling folowing forbad forbear forbearing forethought forevermore forgave forget ' +
    'forgetable forgetful forgeting forgets forgo forgoing forgone forgot formal format ' +
    'formating formation forming formles fortres foundation founding frebe fredie frehand ' +
    'freing freload freloading freman fremason fremen freon freshened frestanding frethinking ' +
    'fretown freway frewil friending friendles friendship fulani fulback fulfil fulfiling ' +
    'fulfils fuling fulsome fundamental fundamentaly funding fungous gagles ganging gangland ' +
    'gangplank gangtok gangway garbageman gashes gasing genesis getaway gifting goalie ' +
    'goalpost goatskin gobed gobing gobled gobles goblet goblets godal godam godamned ' +
    'godaughter godaughters godchild godchildren godfather godie godies godles godlike godman ' +
    'godmother godnight godrich godsend godson godsons godwil gofing goitre goitres gospel ' +
    'governmental governorship grabing grosing groundbreaking grounding groundles groundwork ' +
    'guesting gutering guting guyana guying hacking hackles hagai hagles halfback halftime ' +
    'halfway handbag handbals handcar handful handing handiwork handles handout handset ' +
    'handsful handsome handstand handwork handwriten handwriting hangdog hangman hangmen ' +
    'hangout hangover hapening hardback hardin harding hardline hardship harmful harmles ' +
    'harmon hashes hasles hateful heading headland headles headline headlined headlock ' +
    'headmistres headres headset headwaiter headway headwords healing hearse heartbeat ' +
    'heartbreak heartbreaking heartburn heartfelt heartland heartles heartsick heartstrings ' +
    'heather heating heinous heinrich heisman helhole helical heling helion helman helmet ' +
    'helos helot helper helping helples helpmet hemet heper hepest heraclitus hereabout ' +
    'hereafter herein hereof hereto herewith hering herman heroin heron herself hesian ' +
    'hesitating hesperia hesperus highbals highborn highboy highchair highjack highjacking ' +
    'highland highway highwayman highwaymen himself hising hither hitherto hiving hoaxing ' +
    'hokaido hoking hokusai homebody homeboy homecoming homeland homeles homepage homesick ' +
    'homesicknes hometown homework hopeful hopewel hotbed hothead hotheads hothouse hothouses ' +
    'hoting hotlink hotpoint housebreak housebreaking househusband housekeping housemother ' +
    'housewife housework however howsoever humankind hunting hurtful hurtles hurying ' +
    'husbanding huton ibadan icarus ideal ideals idolater ilegitimate imaterial imoraly ' +
    'inaction inborn inbreding inbreds inbuilt incalculable incapable incarnation inching ' +
    'inchon incoming incomplete incompletely inconsiderable incumbent indecency indecent ' +
    'indefinitely indiana indianan indies indignity indochina indochinese indors indorsing ' +
    'inequality inexpert infelicity infighting inflow inform informal informing informs ingot ' +
    'ingrate ingrates ingrid inhere inherent inhering inherit inheriting inherits inhuman ' +
    'ining initial inland inlet inlets inline inmost inoperable input inputing inset inseting ' +
    'insight insightful insignia insoles inspirational instil instiling insure intake ' +
    'intending internal interning internship intonation intoned intrust intrusted intrusting ' +
    'invaluable ionian irate irecoverable irishman irishmen irishwoman irishwomen ishim island ' +
    'isles islet islets isotopic ispel itself jackal jackbot jackson jacksonian jacksonvile ' +
    'jailbreak jailing jawing jerkin jobing jobles jockeying joining judgemental judgeship ' +
    'jumping justin justinian karenina keping kickback kicking kickof kickstand kiding kilned ' +
    'kinda kindles kisime kising kismet knocking knockout knowable knowing knowles landfil ' +
    'landfils landing landline landlocked landmas landon lasting lateral lateraling lateran ' +
    'lazying leading leaking learning leavened leftmost leftover lesion leslie letdown ' +
    'leterbombs leterhead leterheads letering leterman lethe leting letitia lifeblod lifeforms ' +
    'lifeles lifelike lifetime lifework likeable likened lineal lineman linemen linking ' +
    'literal literati litering liveable livened loadable loading loaning loanwords lockable ' +
    'locking lockjaw lockout lokalike lokalikes lokout losened losing loting lotion lotus ' +
    'loveable loveles lovemaking lovesick lowering lynching maiming maladies malamud ' +
    'malcontent malian malone maltreat maltreated maltreating managerial manama manaus ' +
    'mandating manful mango manhandled manhandles manhole manhunt mania maniacal manicure ' +
    'maning mankind manpower manslaughter manson mantila maping maples marching marchiones ' +
    'martyring masai masasoit mascara mascaraing mashad masher mashes masing mason material ' +
    'matering mayoral mealtime meaning meaningful meaningles meantime meanwhile meany measure ' +
    'measureles meatbals meknes melower memento menfolk menial meningitis menoti mensa menus ' +
    'meridian meshes metal methadon methadone methought metinghouse metinghouses mindful ' +
    'minding misal misaply misaplying misbehave misbehaves misbehaving miscal miscaling ' +
    'miscaries miscary miscarying misdeal misdealing misdeals misdealt misdid misdo misdoes ' +
    'misdoing misfire misfiring misfit misfiting mishandled mishandles mishapen misiles ' +
    'misinform misinforming misinforms mising misjudge misjudges mislead misleading misouri ' +
    'misourian misplace misplay misplaying misread misreading misrule mistaking mistime mistok ' +
    'mistreat mistreated mistreating mistres mistrial mistrust mistrusted mistrustful ' +
    'mistrusting misunderstand misunderstanding misusing moneybag moneybags moneymaking ' +
    'monkeying moreno moreover moroni mothering motherland motherles mouthful mouthing ' +
    'mouthpiece mouthpieces mouthwashes mudles mumbled mumus myles myspace national nearing ' +
    'necking neckline nedful neding nedles neighboring nevermore nevertheles newborn ' +
    'newfoundland newline newman newstand nigeria nigher nightclothes nightime nightingales ' +
    'nightlife nigles nobles nogin noising noisome nonbreakable noncomital nonday nonegotiable ' +
    'nonesential nonesuch nonetheles nonfat nonfatal nongovernmental nonhuman nonliving ' +
    'nonmembers nonpoluting nonproductive nonprofit nonprofits nonstop nontime nonviolence ' +
    'nonviolent nonwhite nonwhites nonzero nosebled nosegay nosegays noshes notable notation ' +
    'noteworthy noticeable noting notion notional notwithstanding notwork nowadays noway ' +
    'nowhere numbering numberles nuting nutmeat nutshel ofbeat ofend ofending ofering ofhand ' +
    'ofing ofline ofload ofloading ofset ofseting oncoming oneal oneself onetime ongoing onion ' +
    'onionskin onset opening openofice openwork optical optima optimal optimum opting optional ' +
    'optioning ordering outback outbreak outbuilding outcome outcry outdid outdo outdoes ' +
    'outdoing outdors outfit outfiting outgo outgoing outhouse outhouses outing outlast ' +
    'outlasting outlet outlets outline outlined outlive outlives outliving outlok outloks ' +
    'outlying outnumber outnumbered outnumbering outperform outperforming outperforms outplay ' +
    'outplaying outpost output outputing outrage outranking outright outrun outruning outruns ' +
    'outsel outseling outset outsmart outsmarting outspread outspreading outspreads ' +
    'outstanding outstation outstrip outstriping outvote overachieved overact overacting ' +
    'overacts overal overan overating overawe overbear overbearing overburden overburdening ' +
    'overcame overcharge overcome overcoming overdid overdo overdoes overdoing overdrive ' +
    'overeach overeaching overeat overeating overeats overexpose overflow overflowing overful ' +
    'overhand overhands overhang overhanging overhead overheads overhearing overheat ' +
    'overheating overkil overland overlie overload overloading overlok overloking overloks ' +
    'overlying overnight overpay overpaying overplay overplaying overpower overpowering ' +
    'overprice overprices overseing oversel overseling overshare oversharing overshoting ' +
    'oversight overslep oversleping overspread overspreading overspreads overstocks ' +
    'oversuplies overtake overtaking overthink overthinking overthought overthrow overthrowing ' +
    'overthrown overtime overtok overusing overviews overweight overwork overworking overwrite ' +
    'overwriten overwriting owning oxygenating oxygenation packing painful paining painkiler ' +
    'painkilers painles partnering partnership payable paycheck paychecks paydays paying ' +
    'payload payof paywal perfecting perfection perforating perform performing performs pering ' +
    'perishable perishes perishing peritonea perles permeable permeating permision peron ' +
    'persona personable personal perusal perusing pestles photocopy photocopying photoing ' +
    'photojournalist photojournalists picaso piecemeal piecework pieing pierot pilaus piling ' +
    'pilion pilsbury pising pistil placebos planking platforming playable playact playacting ' +
    'playacts playback playboy playful playground playhouse playhouses playof playstation ' +
    'plaything pointing pointles poisoning policeman policemen policewoman policewomen ' +
    'polishing postal postcard postcode postcodes postdating postdoctoral postman postmen ' +
    'postmistres postwar powerful powerhouse powerhouses powering powerles powerpoint praying ' +
    'presidential preventable priceles priceline pricking prickles prizefight prizefighting ' +
    'probe probed problematical proclaim proclaiming procreate procreated procure profiling ' +
    'profing profitable profiting proforma profound proliferate proliferates promethean ' +
    'prometheus promising promotional propounds prorate prorates prosodies protecting ' +
    'protection protestation protesting psychotherapist psychotherapists pulping pulpit ' +
    'pulpits pumping punching punchline punishable purebred purebreds pureing putin puting ' +
    'putrid quering quicksand raceme racetrack raceway racking ralying readable reading ' +
    'readjust readjusting readout readying reasonable reasoning recomendation recomending ' +
    'recoverable recovering refereing refiles refined refing refining refinishes refit ' +
    'refiting refits refusal refusing registering regretable regretful regreting reking ' +
    'remembering rental renting respectable respectful respecting retardation retarding ' +
    'rewarding ridiculed ridiculing ridles rifleman riflemen rightful righting rightmost ' +
    'rioting riping riples ripof risking robin robing robinson robitusin robles robson rocking ' +
    'rockwel rofing romania romanian romano rotating rotation rotles roundabout roundhouse ' +
    'roundhouses rounding rubishing ruination runabout runaround runaway rundown runing runof ' +
    'runway sackful sacking sadam sadat sadles safekeping safeway sandal sandbag sandbaging ' +
    'sandbags sandbanks sanding sandlot sandman sandmen sandstorm scholboy scholchild ' +
    'scholchildren scholdays scholgirl scholgirls scholhouse scholhouses scholing scholmistres ' +
    'scholteacher scholteachers scholwork scornful scorning screaming screwbals screwdriver ' +
    'screwdrivers secreting secretion selfles selfsame seling selof selout seminal seming ' +
    'seminoles semiprivate semis semiskiled semitone semitones semiwekly senatorial sendai ' +
    'sending sentimental sentimentaly serviceable serviceman servicemen servicewoman ' +
    'servicewomen setable setback sethe sethes seting setles seton sexing sexles shaging ' +
    'shameful shameles shareable sharepoint sheathe sheathes sheathing shebang shepdog ' +
    'shepdogs shepskin sheridan shiling shipbuilding shiping shipload shipwreck shipwrecking ' +
    'shoping showdown showgirl showgirls showing showman showmanship showmen showof showpiece ' +
    'showpieces showplace shutdown shuteye shuting shutles shutout sickbed sicking sickles ' +
    'sighting sightles sightread sightseing signaling signing signpost signposting simpleton ' +
    'simpson simpsons simpsonvile siting skinhead skinheads skining skinles skintight slanting ' +
    'slaping slaughterhouse slaughterhouses slaughtering sleples slither slithering sliting ' +
    'sluging smacking smarting smartwatch smartwatches smashing smeling smugles snaping sobed ' +
    'soding sodomy soles solos somalia somalian someday somehow someones someplace sometime ' +
    'someway somewhat somewhere sonata sonia sorta sorting sothe sothing sounder soundles ' +
    'soundprofing soundtrack sousa sousing soweto spaceman spacemen spaceship speakeasy ' +
    'speaking spelcheck spelchecking spelchecks speling spitbals spitfire spiting spiton ' +
    'spoiling spreading stables staining stainles standing standof standout standpoint ' +
    'standstil starting startles stationing stilbirth stilborn stiling stomaching stomping ' +
    'stopable stopcock stoping stopover stopwatch stopwatches storehouse storehouses storming ' +
    'streamline streamlined stretcar stringing subculture subhead subheading subheads subing ' +
    'subjoin subjoining sublet subleting sublets submision subnormal subset subspace ' +
    'substation subtotal subtotaling suchlike suckles suplemental suplementing sureal surefire ' +
    'swalowing takeof takeout takeover tasteful tasteles teachable teaching tething textiles ' +
    'texting thankful thanking thankles theatre theatres theme therapist therapists thereabout ' +
    'thereafter therefrom therein thereof thereon thereto therewith theseus thickset ' +
    'thoughtful thoughtles thousand throughout throughput throughway throwaway throwback ' +
    'throwing tightrope tilable tiling tilman tilsit timeles timeline timepiece timepieces ' +
    'toadied toadies todies togas together toileting toilets toking tomas tomato tombed tomboy ' +
    'toned topic topical topics torching torent torential torid totaling touchdown tousles ' +
    'toweling townhouse townhouses townsend township tracking transact transacting transaction ' +
    'transacts transfixed transform transforming transforms transit transiting transition ' +
    'transits transliterating transmision transnational trapable trapdors traping trapshoting ' +
    'trashcan trashing treason treasonable treasure treat treatable treating trebled treing ' +
    'treles tremendous trialing troling troubleshoter troubleshoting troublesome trueing ' +
    'trustful trusting twitching twosome underachieved underact underacting underacts ' +
    'underarms underating undercharge underclothes undercut undercuting underdog underdogs ' +
    'underemployed underexpose underflow undergo undergoing undergone underground underhand ' +
    'underlie underline underlined underlying undermining undermost underpay underpaying ' +
    'underplay underplaying undersel underseling undershoting undersign undersigning ' +
    'understand understandable understanding undertake undertaking undertok undervalue ' +
    'undervalues underweight underworld underwrite underwriten underwriter underwriting ' +
    'underwrote unfiting usable usher ushering using uteri utering utermost uterus valueles ' +
    'vanishing videotape vilein visitation visiting vomiting wakeful wakened waldo waldoes ' +
    'waleye waleyes waling walis walnut walnuts walon wanabe wanting wanton wantones wantoning ' +
    'wantonly warbled warhead warheads waring warlike warlock warned warship wartime washer ' +
    'washerwoman washerwomen washes wasteful wasteland watchdog watchdogs watchful watchman ' +
    'watchmen watchwords weaknes weaned weaning weaponles weasel weaseling weather weathercock ' +
    'weathering weatherman weathermen webed weighting weightles weing wekday wekdays wekend ' +
    'wekending weknight weland welcoming weles weling welshes weper wesex weson weting wetland ' +
    'whacking whatever whatnot whatsoever whenever whereat wherein whereof whereon wheresoever ' +
    'wherewithal whichever whinying whitehead whitened whitewal whitewashes whoever wholes ' +
    'wholesaling wholesome whoper whorehouse whorehouses whoshes whosoever wilburn wilda ' +
    'wildfire wildlife wilfredo wilful wiliam wiliamson wiling wilis wilpower wilson wilsonian ' +
    'wishful wishing witching withal within withold witholding withstand withstanding ' +
    'witnesing womankind womanlike womenfolk wordsworth workable workaday workaround workday ' +
    'workdays workflow workhouse workhouses workingman workingmen workload workman workmanlike ' +
    'workmanship workmen workout workshop workshops workstation workwek worsened worsting ' +
    'wrecking wrongdoing wrongful wronging zeroing'
  ).split(' '),
);
