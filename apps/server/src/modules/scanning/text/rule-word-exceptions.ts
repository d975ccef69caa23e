// Written by scripts/text-model/slip-exceptions.ts --write-rule-words; do not edit.

/**
 * English words one slip from a word of the lexicon rules (decision 0216), canonical: they
 * are meant as written and never read as the rule word ("tiem" is read as "time", "item"
 * is not).
 */
export const NOT_RULE_SLIPS: ReadonlySet<string> = new Set(
  (
    'abasement abel abes abeter abeting abhors abided abides abnormaly abot abridge absolutes ' +
    'abused abuser abuses abut acepts aces achieve aclaim acme acompany acounts acre acredit ' +
    'acres actual acuse acused acusing ader aders admit adores adrese adults afairs afar ' +
    'afixed african aged agents ages aging aground aide ailed airdrops airports airs alays ' +
    'albe alder ales alie alined alover alter alying amateurs american americas amoraly amps ' +
    'andres anger anihilates answers anted anther ants anythings apathetic apiece aping apoint ' +
    'apoints apositive aprize apse arch ardent ares aries aright arming articles artist ' +
    'artistes arts ashier aslant aster atackers atest atired atypical aught authors awaiting ' +
    'awhile babe babels babies bables backwards bade baed baged baging bale band banded bane ' +
    'baning bank banked bans banter barbarian barel baring barings barley barter basemen ' +
    'basements basked basking bate baters batery bather batier bating baxter beach beak beaned ' +
    'beast beater beaters beats beding beds befing befriends begins behalves behaved beheads ' +
    'behinds believed believer believes beling belows belting bending beping bera berating ' +
    'bering besting bests beta bete beters betling betrays bewared bewares bide bight binging ' +
    'biological births bitcoins blader blades blamed blamer blames blanks bleating bligh ' +
    'blights blocked blodbaths blomer blond blondel blonder blondes blondie blower boater ' +
    'bobing boeing boer boing bold bole bombers boming bone boners bonets bons border bose ' +
    'bote bother botled botleg botles bought bout boyd brailes brainy bran bras breading ' +
    'breads breaks breast breath breathed breathers breathes breathier breder brian bricks ' +
    'bride bridged bridger bridges bridget brig bright brigs broaches brothers bruins brunch ' +
    'brunt brute bses bucks bufons buildings bunche buns burdens bured buring burs bushines ' +
    'busies butchers butchery butes buts cadged cadges cadres cain cains cals calused calusing ' +
    'calves camber cambers camels cameras campos camus cancers canto caps carels carens carers ' +
    'carets carie cariers carnot carp cars carves carying case cased cashiers casing casio ' +
    'caste casters castrate catchy cater cats causes ceases celar censure chairs chaise champs ' +
    'chan chancel chanels changing chap char character charged charger charges charmed ' +
    'charming chased chaser chases chaste chaster chating cheats checkouts chek chep ches ' +
    'chests chid chil chiled chimpanzes chin chined chins chip chirps choked choker chokes ' +
    'chuming cinemas cites citizen civilize civily claims clam clamps clan clasroms clater ' +
    'clause cleaned cleanes cleans cleanser cleanses clears cleave cleaver clicking clicks ' +
    'cling clinics clocked close clothe cloths clover cloves clown clued cluing coaster codles ' +
    'cods coed coeds cofers coing coke cola cold coleagues combing coment comers comets ' +
    'comings comite comites comity compare compete complains complaint completed completer ' +
    'completes concentrations concerti concerto concerts cons considers contacts contents ' +
    'contract corn cors corupts count counties county coupe coupes coupled couplet couplets ' +
    'coupons course courthouses covens coworkers cramps cranking craping craps crate crated ' +
    'crates craves cray cream crease creased creates credits crel cremate cremated cres crete ' +
    'cretin crew crewed crewing cries crimea criminaly cringed cringes cripled crosest crosnes ' +
    'cruely crumb cryings crypt cubs cudled cudling cued cuing cultured cultures cumin cumings ' +
    'cures curled curling curs cursed curses curying cused cusing cutings daemons dafter dager ' +
    'daly dangers dares darin darting dearth deaths decals decapitated decapitates deceitfuly ' +
    'deceived deceiver deceives decide defectives deftest degenerate dela dels demon demos ' +
    'denise dens denser deploy deports depot deprave derange derive descent descriptions ' +
    'deserts designers despised detail detests deviant devolution devolved dick dily dimwit ' +
    'dink dint dirties disapears discipline disdains dishonesty dismembers disorders dity dive ' +
    'diver divers dolar doped dorknobs dose doubled doubles doublet downed downing draping ' +
    'dres drier driers drinks drivel drives droned droning dros drownings drowns earing ' +
    'earnings earths earthy ease eased east easters easts eater eave ebing efaces efective ' +
    'eging egret eight elapsed elating elected eliminates emails embarasments embers emil ' +
    'emision employe employs ended endings ends enduing enjoys enslave ensue ensured ensures ' +
    'enter enters entitle enure equaly eradicates erase erects esay escaped especial events ' +
    'evilest evolve ewer exclude exclusives excused excuses executed executes executions exert ' +
    'exerts exists exit exited exiting exits expects expels expos exposed exposes exterminated ' +
    'exterminates exterminations extincts facets factualy faeces failure falowed fanatic ' +
    'farces farmed farther fastest fater fates fathers fatiest fats favors feather felings ' +
    'felting fending festivals fiend fiends fights finale finals finaly finders finer finger ' +
    'finis firebombs firming flater flatest flavor fleing flet fleter flicking flight fling ' +
    'flocked flos flower flowers flying foged folksy folower folows fond fore forgiven ' +
    'forgives forums fought founds franking frebe freloader fried fright frights fuds fueling ' +
    'fundamental ganging gangster garb gashing gasping gauging geing gems gene generics ' +
    'genetics genies genres gens gent germ giants girlfriends giveaways glader glasing gliter ' +
    'gloats gloved glover gloves glower gnus goat goates gobing godby godbyes godman gofers ' +
    'gofing goings gong gorila goring gosing governments governors grasing gratefuly grates ' +
    'graved gravel graven graver graves greats gred grenes gret greta greting grey gril groped ' +
    'gropes grounded grounds groups guarante guarantied gues guests guly guset gust guters ' +
    'hair haired hale halowed halving halways hamed haming handbag handed handle handout ' +
    'hangings hank hanks hans hapens hardily hardy hare hared haring hart hastes hated haters ' +
    'hatreds hats haunted heap hear hearings hearst hearth hearts hearty heaters heating ' +
    'heaving heck heds heir heled helpfuly helplines herd hering hese hick hideouts hied highs ' +
    'hing hings hinting hiped hips hiter hitlers hits hoes hoke holmes holocausts homers ' +
    'homeys homies hones honesty hops hose hoses hoter hots housed hufman hugs humane humanes ' +
    'hurtling husbands hystericaly ideals ides ilegaly ilegitimate iliterates imagined ' +
    'imagines imoraly imortal imply inane inanely inbreds incomes incompetents indian indira ' +
    'individuals individualy ines inferiors infestations ining inings insaner inset insets ' +
    'insider insides inspect inspects inspirations instal instants intelectual intends inter ' +
    'interment interne internement interns invader invades investments ions irationals ' +
    'irationaly iresponsible islamist itch itching ives jered jering jerkin joni journals jude ' +
    'judged jugle jungles juts kenels kens kernel kilder kilders kilter kisers kitchens knel ' +
    'knight knocks labors lace lade laded laders lair lairs lame lander lank larder lars lash ' +
    'lashed laso late lathe lather lathing lats lauder laugh laughter lawyers layer laying ' +
    'lazies leach leaches leaching leader leah lean lear learning learns learnt leas lease ' +
    'leased leaved leaven leaves lechers leda lefter legals legaly leged legends legitimated ' +
    'legitimates lending leon lese lesion lesons lest lester leters leve lever lickings lied ' +
    'lief lien lies lifelines light likens likest liking lile limned lind lines linked linsed ' +
    'linted lira liras lisp lister lite literal literate liters lither litler livens livers ' +
    'livest livings loader loath loathed loathes loathings loaves locale locals localy locke ' +
    'lockhed locking loged loger loiter loked loner loney long lons loser lots louver lovers ' +
    'lowe lowed lowers lowery lowly loyaly lunatic lynchings mach machete mack macros magot ' +
    'mail makers makings male malets mals manage managers manger maniac manias manics maning ' +
    'manured manures maples marc marking mart marty martyrs masacred mash masked masking ' +
    'master masturbate mate maters mather mayo mayors mclean mean medial median medias medina ' +
    'melting member menaced menaces mending mesages meta metal metings midles mifs milf ' +
    'milions mils mincing minding minting miracles miser miserly misions mistaken mistakes ' +
    'mocher moches model moderators modes molotov mona mongrel moning mons mont months moral ' +
    'morales moras moray moroni mortals mortaly moth mothers mots mouthe mouths moves movie ' +
    'muled murderes murders mutilated mutilates muzle naiver narcisist nations native naturals ' +
    'natures naty naught nauseated nauseates nave neding nedled neighborhods neighbors nigh ' +
    'nights nighty niple nitwit noes noised noises norma normaly notching nothings noticed ' +
    'notices noting nought nowise nuder nuisances numbers nursed nurses oats object obses ' +
    'oceans oder odes oficers ofices oise oking olives oman omens omision omit omited omiting ' +
    'omits onus onuses optimizations orals oraly orates orders oses other ouch ourselves ' +
    'outsider outsides overdoes overdoing overdosed overdoses pace paces padres pakistani ' +
    'palace paning paraded parades parasite parent particle partners pary paunch paydays payer ' +
    'paying peak peaking pearson pease pending peopled peoples perfects peron persona personal ' +
    'perversions pervert pestilences phone photon photons physical pictured pictures pieced ' +
    'pierce pierces pine pins pint pints placed placer places plagued plagues plaice planck ' +
    'plane planets planings planking planks plant planting plater platforms players pleaders ' +
    'pleas pleased pleases plover plying poch podles pogroms pointy poke pokers pokier pole ' +
    'policed polices pols poluted poluter poluters ponds poper posing positing positives ' +
    'postings poting potion potions pots pound pouting powder powers prates prefect presidents ' +
    'presume prevents previews priced pricey prided prides priding pried pries prime ' +
    'primitives primped prince princes prisons privater privates prized prizes profiled ' +
    'profiles prom promos promote promotions pron prosper protects protester protests ' +
    'psychopath psychotics pubic punchy pured purges quad quality quen ques quiets quit quited ' +
    'quiter rabi racial racily rafter raid raiding rain rained rains raking ramed rams rankin ' +
    'rankings rankling rasping rational ratles rave razors realty reaping reaply reasons ' +
    'recomends recovers rediest reding redit reds redy refer referals refered referes regaly ' +
    'registers registrations regrets relapse relay religions rely remains remembers remover ' +
    'removes rending repelents replacements replicas reporters representations reproduced ' +
    'reproduces repulsed resident resource respects result resumed resumes retched return ' +
    'returnes revery review revolution revolutionary revolved rewards rice rices rick ridge ' +
    'ridging ridling rifle riles rime rimed rimes ring ringing rings rink rioting riple riples ' +
    'rite riven rivera rofers role romanian romers roped roses rost rosting rote rotund rounds ' +
    'routing rubishy runing rush rust rusted saged saints salow salvage salvages salved sank ' +
    'sare sash satin satisfactions savaged savager savagest save savied saving sawing scaged ' +
    'scamps scares scenes scheat scorns scourged scourges scram scramed scrap scrapes screams ' +
    'screws screwy scrounged scrounger scrounges sculed sculing scumbag scuming seal sealing ' +
    'seating seconds secrete secrets seding segregate seings seking seling sels seming ' +
    'semliest semly senators sending seping seps sere server serves serviced seting sewers ' +
    'sewing sexing sexist shacks shafer sham shamed shames shanks shared shares sharking ' +
    'sharpe sharping shaved shaving shavings shearing sheler shifts shingle shingles shired ' +
    'shirts shit shiting shleping shorter shorts shos shot shoters shoting shrank shucking ' +
    'shucks shunted sigh sights signaly silence silt simpleton sine sing singe singes singled ' +
    'sink sinking sinks sins sisters siter sits skewer sking skulks slants slat slater ' +
    'slaughters slaved slicking slicknes slight sliter slot sloths slower slowest slut smacks ' +
    'smarts smelts smother snaky sneak snowflakes snufer snufers sociopath socks soil soils ' +
    'soled sols solutions solve someones somethings sops sore sots sought soul soules ' +
    'soundings sounds sowing spaced spacey speaks specialists specials specialy specie spil ' +
    'spils spin spiner spines spinet splaying spline spoilt spol spols sponged sponger sponges ' +
    'spred squads squared squarer squares stabing stadiums stael stafer stains staking stal ' +
    'stalin staling stalking stan stands star stare staring starts starved starves starvings ' +
    'stat stations stave staved staving steals steam steamer steaming stel stela steling ' +
    'stepes sterilize stering sticking sting stings stired stiring stirings stock stockpile ' +
    'stole stomachs stomps stone stored stores storey storing storms stormy stragle strain ' +
    'strained strains strand strange strangled strangler strangles streamers streams stres ' +
    'stringy stripe stripling strips stript stuart stung stupids subscribed subscriber ' +
    'subscribes subways suckling suferings sulies sunder sunles supermarkets supine supliers ' +
    'surfer surfers survived swalows swanked swanking swatch swatches swerve swerved swig ' +
    'swines swings swiped switch swords systems tack tacking tacks takings tame tamped tank ' +
    'tanking tanks taried tarp tart tarying tasked tasking tasted taster tastes tate taxpayer ' +
    'teaches teal teamed tech tempe temped tempt tempts tems tending terain terains term ' +
    'theirs thes theses thieve thigh thin thining thinks thins thirds thorough though thre ' +
    'threats throaty throwbacks throws thrust thug thus tick tickling tied ties tights timers ' +
    'ting tings tiple tire toady todle todlers tody toilete toilets tolerates toned tople tore ' +
    'tortured torturer tortures tory totals tots touchings touchy towels tracks trail traine ' +
    'traines tramed tran trans traping trapist treading treason treat tred trials tribal ' +
    'tribes tricking trifles tril triled trimed trip tripe triped triping tripled triples ' +
    'triplet troting troubled trough trowel truest trus trused truste trusts trusty tugs tying ' +
    'typicaly uder umber umpired umpires unaturaly uncles unecesary uneded unfits ungratefuly ' +
    'unit unman unumbered urge urged urns usefuly vale vales valuables valued vandalized ' +
    'vandalizes varnish varnished vegetables veil vein vending vent vices vies view vilager ' +
    'vilages violet visits vitim voice volcanos vomits vouchers wack waite waiters waives ' +
    'waked waking wale walow walowed waned waning warmed wasted waster wasters watchers water ' +
    'wats weakly websites weigh weights weighty weir weirdos welcomed welcomes wending whacker ' +
    'whackers whacks whacky whaled whaler whales wheled wheres whiled whiles whined whiner ' +
    'whines whinying whiple whired whiting whitle whitler wholes wholesaled wholesaler ' +
    'wholesales whore wick wicker widow wight wile windows wine wines wing wining winow ' +
    'witines witing wive wkly wods wofers women wonderfuly wong word wore workings workplaces ' +
    'worlds worsen worsts woulds wraping wrecks wrier wright wrist writ writes writhe writhing ' +
    'writings writs wrongs wroth yearning youths zealot zionist'
  ).split(' '),
);
