import type { TokenRule } from '../token-rules';

/**
 * A listed group after the words that may stand before it ("all the", "these", "you"). A rule
 * that starts with the group starts at `$group`: a match may begin anywhere.
 */
const GROUP = '?all ?the|these|those|you|any|every ?fucking|filthy|dirty|damn|bloody $group';
const BE = 'is|are|r|were|re';
/** The word after what is said that makes it about something else: "sick of", "crazy about". */
const NOT_SAID_OF = '!of|about|for|from|affected|hit|off|treated|paid|served|victims';
/** Hatred as a noun, and whom it is for: "contempt for …", "hatred of …". */
const HATRED = 'contempt|hatred|hate|disgust|disdain|loathing|revulsion|scorn';
const FOR_GROUP = `for|towards|toward|of ${GROUP}`;
/** One person as any of the group: "a woman", "every immigrant", "the next Muslim". */
const ONE = 'a|an|any|every|each|the_next ?single ?fucking|filthy|dirty|damn|bloody $groupOne';
const SAID = '?all ?just ?$contemptFiller ?$intens ?$intens';
const CONTEMPT = '$contempt|$accusation|$dehumanising|$insultNoun';
const THREAT_VERB =
  'kill|murder|shoot|stab|hurt|beat|torture|rape|burn|hang|lynch|strangle|gas|bomb|behead|butcher|hunt|hunt_down|execute|slaughter|exterminate|massacre|drown|maim';
/** Harm by hand, only with the group right after it: "punch them", not "punch up my speech". */
const HAND_HARM =
  'punch|slap|smack|stomp|curb_stomp|curbstomp|choke|knife|shank|poison|mutilate|run_over|beat_up|beat_the_shit_out_of|set_fire_to|set_on_fire';
/** What comes before a threat's verb: "I'm going to", "we would happily", "I can't wait to". */
const THREAT_LEAD =
  'i|we|im|ill|id|were|well ?am|are|will|would ?happily|gladly|really|definitely|personally ?going_to|gonna|want_to|wanna|would_love_to|intend_to|plan_to|will|cant_wait_to|can_not_wait_to|would_like_to|like_to';
const THREAT_DONE =
  'beaten|tortured|killed|shot|hanged|hung|lynched|burned|burnt|gassed|dead|die|suffer|hurt|raped|executed|in_pain|put_down';
const PUNISHED =
  'raped|executed|murdered|killed|shot|hanged|hung|lynched|gassed|slaughtered|massacred|butchered|stabbed|put_to_death|lined_up_against_a_wall|put_against_a_wall|hunted_down|hunted|drowned|thrown_off_a_cliff|thrown_off_a_bridge|run_over|set_on_fire|lined_up_and_shot|beaten_to_death|euthanised|euthanized|exterminated|eradicated|culled|purged|kept_in_cages|caged|imprisoned|jailed|locked_away|thrown_in_prison|thrown_in_jail|beaten|tortured|whipped|flogged|stoned|punished|sterilised|sterilized|enslaved';
/** Harm being done, as a programme: "start killing …", "shooting … should be legal". */
const HARMING =
  'killing|shooting|hanging|lynching|gassing|murdering|slaughtering|executing|exterminating|stabbing|beating|burning|drowning|torturing|raping|bombing|culling';
/** "a bullet-proof case", "bullet points", "a rope ladder". */
const NOT_BULLET = '!proof|point|points|train|trains|list|lists|journal|ladder|bridge|swing';
const CAMPS =
  'concentration_camps|concentration_camp|gas_chambers|gas_chamber|the_ovens|ovens|death_camps|death_camp|labour_camps|labor_camps|internment_camps|extermination_camps';

/** What a group is said to do by nature. */
const VICE =
  'lie|steal|cheat|kill|rape|whine|complain|moan|beg|breed|scrounge|leech|murder|rob|deceive|betray|sponge|loot|riot|cause_trouble|play_the_victim|make_trouble|spread_disease';
const VICE_DOING =
  'whining|complaining|moaning|lying|bitching|crying|begging|breeding|stealing|cheating|scrounging|leeching|playing_the_victim|causing_trouble';
/** Gone for good, as a wish: "… were dead", "… didn't exist", "… were wiped out". */
const GONE =
  'dead|gone|extinct|wiped_out|exterminated|eradicated|erased|killed|gassed|shot|hanged|burned|burning|burnt|rotting|in_hell|in_the_ground|six_feet_under|never_born|not_exist|not_around|never_existed|non_existent|nonexistent|sterilised|sterilized';
const OUR_PLACE =
  'country|neighbourhood|neighborhood|town|city|schools|school|streets|street|community|nation|land|europe|america|britain|workplace';

/**
 * Hate said in plain words (decision 0192): contempt, disgust and threats aimed at a listed
 * group, without a slur or a dehumanising noun. Each rule needs the group and what is said of
 * it together, so neither alone counts ("women are tired of this", "the referees are
 * useless"); a not/never before weakens it (token-rules.ts). These flag for a moderator
 * (65–80); only threats reach the scores that unpublish.
 */
export const GROUP_CONTEMPT_RULES: readonly TokenRule[] = [
  // What the group is said to be: "Muslims are a bunch of stupid shits", "gay people are
  // naturally violent", "why are women always so useless?", "I find immigrants repulsive".
  { pattern: `$group ${BE} ${SAID} ${CONTEMPT} ${NOT_SAID_OF}`, weights: { 'text-hate': 70 } },
  {
    pattern: `${ONE} is|was ${SAID} ${CONTEMPT} ${NOT_SAID_OF}`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `why are|r|do|does ${GROUP} ?$contemptFiller ?$intens ?$intens ${CONTEMPT}`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `find ${GROUP} ?$intens ?$intens $contempt|$accusation|$dehumanising`,
    weights: { 'text-hate': 70 },
  },
  // The group as the reason: "of course they are stupid, they are just women after all".
  {
    pattern: `${CONTEMPT} ~6 they|theyre|he|hes|she|shes ?are|is ?just|only|all ?a|an $group|$groupOne after_all|so_what_do_you_expect`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `what_do_you_expect|what_else_do_you_expect from ?a|an $group|$groupOne`,
    weights: { 'text-hate': 60 },
    negatable: false,
  },
  {
    pattern: `$group ~6 i|we ?really|just|fucking|honestly hate|despise|detest|loathe every|each|all ?single ?one ?of them|em`,
    weights: { 'text-hate': 70 },
  },

  // Disgust and hatred felt for the group.
  {
    pattern: `i|we ?really|just|honestly|truly|absolutely|fucking|seriously|genuinely|so|still hate|despise|detest|loathe|abhor ${GROUP}`,
    weights: { 'text-hate': 75 },
  },
  // Hatred said as a noun (decision 0203): "I have nothing but contempt for …", "my hatred
  // of …". Only the speaker's own: "their hatred of Muslims" reports someone else's.
  {
    pattern: `i|we ~3 ${HATRED}|animosity ${FOR_GROUP}`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `i|we ~2 nothing_but|only|pure|such ?deep|utter ${HATRED} ${FOR_GROUP}`,
    weights: { 'text-hate': 70 },
    negatable: false,
  },
  {
    pattern: `my|our ?deep|pure|utter|total ${HATRED} ${FOR_GROUP}`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `$group fill|fills me|us with disgust|hatred|hate|rage|contempt|revulsion|loathing`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `nothing|nobody|no_one ?is worse|lower|more_disgusting|more_pathetic than ?a|an $groupOne|$group`,
    weights: { 'text-hate': 65 },
  },
  // The worst of all people, or what people despise (decision 0216): "… are the dumbest people
  // on earth", "… are narcissists", "… are complete failures".
  {
    pattern: `$group ${BE} ?all ?just ?$intens the dumbest|ugliest|stupidest|laziest|dirtiest|worst|most_disgusting|most_pathetic|most_useless|most_worthless|lowest|vilest|filthiest|smelliest|greediest ~2 people|humans|creatures|species|race|group|of_all|alive|on_earth|on_the_planet|in_the_world|ever|i_know|there_are|there_is|of_them_all`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `$group ${BE} ?all ?just ?$intens ?$intens failures|hypocrites|narcissists|psychopaths|sociopaths|sheep|frauds|losers|a_disappointment|disappointments|degenerates|deviants|perverts|lunatics|maniacs|fanatics|zealots|savages|brutes|simpletons|halfwits|nitwits|dimwits !of|in|at|to|for`,
    weights: { 'text-hate': 65 },
  },

  // Contempt asked as a question (decision 0207): "Aren't Muslims just vermin?", "is there
  // anything worse than a …", "how can anyone stand …". A question that only asks whether a
  // group is dangerous or welcome is left alone: people ask those to learn.
  {
    pattern: `are ?not ${GROUP} ?all ?just|even|really ?$intens $contempt|$dehumanising`,
    weights: { 'text-hate': 60 },
    negatable: false,
  },
  {
    pattern: `are ${GROUP} even|really|actually|truly human|humans|people|real_people`,
    weights: { 'text-hate': 60 },
  },
  {
    pattern: `anything|anyone|anybody ?is worse|lower|more_disgusting|more_pathetic than ?a|an $groupOne|$group`,
    weights: { 'text-hate': 60 },
  },
  {
    pattern: `how can|could anyone|anybody|you|people ?even stand|tolerate|bear|trust|respect|love ${GROUP}`,
    weights: { 'text-hate': 60 },
  },
  {
    pattern: `why should|would|must we|i|anyone|anybody|society ?even|still tolerate|put_up_with ${GROUP}`,
    weights: { 'text-hate': 60 },
  },
  {
    pattern: `$group can_not|cant|never ?ever do anything right|properly`,
    weights: { 'text-hate': 60 },
  },
  {
    pattern: `why can_not|cant ${GROUP} ?ever do anything right|properly`,
    weights: { 'text-hate': 60 },
  },
  {
    pattern: `seeing|meeting|being_around|looking_at|the_sight_of|talking_to ?a|an|any ?$groupOne|$group ~3 makes|make me ~2 sick|vomit|puke|throw_up|gag|nauseous|cringe`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `can_not|cant|cannot|couldnt stand|bear|stomach|tolerate|abide ${GROUP}`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `$group disgust|disgusts|sicken|sickens|repulse|repulses|revolt|revolts|nauseate me|us`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `$group make|makes me|us ?feel ?so|physically sick|ill|nauseous|want_to_vomit|want_to_puke|want_to_throw_up`,
    weights: { 'text-hate': 70 },
  },
  { pattern: `spit on|at ${GROUP}`, weights: { 'text-hate': 70 } },
  {
    pattern: `wish|hope|pray ?that ${GROUP} ~1 would|will|could ?all ?just disappear|vanish|die|drop_dead|go_away|cease_to_exist|were_dead|were_gone|never_existed`,
    weights: { 'text-hate': 80, 'text-violence': 40 },
  },
  {
    pattern: `$group ~8 wish|hope|pray they ?would|will ?all ?just die|drop_dead|disappear|vanish|burn|rot`,
    weights: { 'text-hate': 80, 'text-violence': 40 },
  },
  // "I wish all of them were dead", "I hope immigrants all burn in hell".
  {
    pattern: `wish|hope|pray ?that ${GROUP} ?all were|was|would_be|be|are ?all ?just ${GONE}`,
    weights: { 'text-hate': 80, 'text-violence': 40 },
  },
  {
    pattern: `hope|pray ?that ${GROUP} ?all ?just die|burn|rot|suffer|perish|drown|starve|choke|bleed|drop_dead|get_cancer|get_shot|get_killed|get_raped`,
    weights: { 'text-hate': 80, 'text-violence': 40 },
  },
  { pattern: `better_off|better without ${GROUP}`, weights: { 'text-hate': 70 } },
  {
    pattern: `would_be great|nice|better|good|best if|when ${GROUP} ~2 died|were_dead|disappeared|vanished|were_gone|ceased_to_exist|dropped_dead`,
    weights: { 'text-hate': 80, 'text-violence': 40 },
  },
  // "It would be best if they were all wiped out", "… a better place if Muslims didn't exist".
  {
    pattern: `better|best|nicer|safer ?place|off if|when ${GROUP} ?all were|was|got|are|did|would ?all ?just ?be ${GONE}`,
    weights: { 'text-hate': 80, 'text-violence': 40 },
  },
  {
    pattern: `$group ~3 want|wish them|em ?all gone|dead|out|removed|wiped_out`,
    weights: { 'text-hate': 75 },
  },
  { pattern: `nobody|no_one wants ${GROUP}`, weights: { 'text-hate': 70 } },

  // Compared with animals and dirt by what they do: "they act like animals", "… smell like garbage".
  {
    pattern: `$group ~2 act|acts|behave|behaves|live|lives|breed|breeds|eat|eats ?just ?like ?$intens ?a|an|the|wild|rabid $dehumanising`,
    weights: { 'text-hate': 75 },
  },
  {
    pattern: `$group ~2 smell|smells|stink|stinks|reek|reeks ?like|of ?$intens ?a|an|the|rotten garbage|trash|shit|crap|sewage|piss|filth|dung|manure|rot|death|animals|pigs|goats|dogs|rats|vomit|a_sewer|a_toilet|a_dumpster`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `$group ~1 have|has|got the_brains|the_brain|the_iq|the_intelligence|the_brainpower of ?a|an ?$intens goldfish|child|toddler|baby|rock|potato|monkey|ape|dog|pig|sheep|cow|chimp|chimpanzee|animal|vegetable|plank|doorknob|brick|rat|insect`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `why can_not|cant|dont|do_not|wont|will_not ${GROUP} ?all ?just disappear|vanish|die|drop_dead|go_away|die_out|fuck_off|piss_off|cease_to_exist|go_extinct`,
    weights: { 'text-hate': 75, 'text-violence': 30 },
  },

  // Vices said to be all they do, or their nature: "… only know how to complain", "it is in
  // the nature of … to lie", "… never stop whining", "… have caused nothing but problems".
  {
    pattern: `$group ~2 only|just know_how_to|know_to|ever|are_good_at|are_only_good_at ${VICE}`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `nature|blood|dna|genes|culture of ${GROUP} ~1 to ${VICE}`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `$group ~3 in_their_nature|in_their_blood|in_their_dna|in_their_genes|born_to ~1 ${VICE}`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `$group ~1 ever|never stop ${VICE_DOING}`,
    weights: { 'text-hate': 60 },
  },
  {
    pattern: `$group ~2 cause|caused|bring|brought|create|created|are ~2 nothing_but|only trouble|problems|crime|misery|chaos|violence|disease|filth|pain`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `$group are|r|re ?all ?just ?a|the problem|threat|plague|infestation ~3 solved|dealt_with|eliminated|handled|fixed|removed|eradicated|exterminated`,
    weights: { 'text-hate': 75, 'text-violence': 30 },
  },
  {
    pattern: `how_many ${GROUP} ~4 ruin|destroy|wreck|screw_up|fuck_up`,
    weights: { 'text-hate': 60 },
  },
  {
    pattern: `dont|do_not|not think|believe ${GROUP} ~1 deserve|deserves|should_have|should_get ~4 equal|equals|rights|respect|dignity|to_vote|to_live|to_exist|human_rights|equality`,
    weights: { 'text-hate': 75 },
    negatable: false,
  },

  // The worst of all people, or what people despise (decision 0216): "… are the dumbest people
  // on earth", "… are narcissists", "… are complete failures".
  {
    pattern: `$group ${BE} ?all ?just ?$intens the dumbest|ugliest|stupidest|laziest|dirtiest|worst|most_disgusting|most_pathetic|most_useless|most_worthless|lowest|vilest|filthiest|smelliest|greediest ~2 people|humans|creatures|species|race|group|of_all|alive|on_earth|on_the_planet|in_the_world|ever|i_know|there_are|there_is|of_them_all`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `$group ${BE} ?all ?just ?$intens ?$intens failures|hypocrites|narcissists|psychopaths|sociopaths|sheep|frauds|losers|a_disappointment|disappointments|degenerates|deviants|perverts|lunatics|maniacs|fanatics|zealots|savages|brutes|simpletons|halfwits|nitwits|dimwits !of|in|at|to|for`,
    weights: { 'text-hate': 65 },
  },

  // Contempt asked as a question (decision 0216): "why do … even exist?", "who would ever
  // hire …?", "are … really that dumb?".
  {
    pattern: `why do|does|should ${GROUP} ?even|still exist !in|on|at|as|because|without|under|within|for|if|when|and|so|outside|across|there|here|today|anymore`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `why|who would|will ~1 anyone|anybody|you|ever ~1 hire|date|marry|trust|employ|befriend|want|like|love|respect|rent_to ${GROUP}`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `do|does|can|could ${GROUP} ?even|ever ?have|do ~1 brains|a_brain|anything_right|anything_useful|anything_properly|think_for_themselves`,
    weights: { 'text-hate': 65 },
    negatable: false,
  },
  {
    pattern: `why do|does ${GROUP} ?all ?always ~1 smell|stink|reek`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `are ${GROUP} ?all ?really|just|actually|truly that|so|this ?$intens $contempt|$dehumanising|$insultNoun`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `are not ${GROUP} ?all ?just|really|simply the_worst|the_lowest|the_dumbest|the_stupidest|the_ugliest|the_dirtiest|the_laziest|scum`,
    weights: { 'text-hate': 70 },
    negatable: false,
  },
  {
    pattern: `do not ${GROUP} make|makes you|everyone|anyone|us ?feel sick|ill|want_to_vomit|want_to_puke`,
    weights: { 'text-hate': 70 },
    negatable: false,
  },
  {
    pattern: `better|best if|when ${GROUP} ?all ?just died|disappeared|vanished|dropped_dead|ceased_to_exist|went_away|left|were_gone`,
    weights: { 'text-hate': 75, 'text-violence': 30 },
  },

  // Implicit derogation (decision 0216): kept like animals, lower on the evolutionary ladder,
  // contributing nothing, second-class for ever.
  {
    pattern: `$group ${BE} ?all ?just ?$intens best|better kept|locked ~3 kitchen|cage|cages|basement|leash|chains|zoo|barn|kennel`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `$group need|needs|should|must ~2 be ~1 kept|held ~1 on_a_leash|in_cages|in_chains|in_a_cage|muzzled|chained|caged|on_a_chain`,
    weights: { 'text-hate': 75 },
  },
  {
    pattern: `$group ${BE} ?all ?just like children|kids|animals|dogs|pets ~4 controlled|disciplined|trained|tamed|leashed|caged`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `$group should|must ?all ?just be seen_and_not_heard|kept_quiet|silenced|muzzled`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `$group ~1 can_not|cant|never be_taught|learn anything|a_thing|properly|nothing !without|unless|if|until|when|because`,
    weights: { 'text-hate': 60 },
    negatable: false,
  },
  {
    pattern: `$group ${BE} ?all ?just ?a ?genetic|evolutionary mistake|dead_end|step_down|throwback|failure ~3 evolution|evolutionary_ladder|the_ladder|nature`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `$group ${BE} ?all ?just ?a mistake_of|step_down|throwback ~2 evolution|evolutionary_ladder|the_ladder|nature`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `$group ${BE} ?all ?just ?$intens closer to apes|monkeys|animals|chimps|gorillas|beasts than`,
    weights: { 'text-hate': 80 },
  },
  {
    pattern: `$group ${BE} not fully|quite|entirely human|evolved|people|persons`,
    weights: { 'text-hate': 80 },
    negatable: false,
  },
  {
    pattern: `$group ${BE} ~4 welfare_queens|benefit_scroungers|scroungers|spongers|moochers|freeloaders|ticking_time_bombs|time_bombs|a_ticking_time_bomb|a_time_bomb`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `$group ~2 contribute|contributes|add|adds|bring|brings|offer|offers nothing|zero|fuck_all|nothing_of_value|nothing_to_society !but|les|short|more`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `$group ${BE} ?all ?just ?a drain|drains|burden on ~1 resources|society|the_economy|taxpayers|our_resources|the_system|the_nhs|welfare|the_country|us|everyone|hospitals|schools`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `$group ${BE} ?all responsible_for|to_blame_for|the_cause_of ~1 every|all|most|our ~1 problem|problems|crime|crimes|evil|ills|troubles`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `$group will|should|must ?always|forever ?be|remain second class|rate ?citizens|people|humans`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `$group ~1 have|has ruined|destroyed|wrecked|poisoned ~2 this|our|the|every neighbourhood|neighborhood|neighbourhoods|country|town|city|area|street|school|society|place|everything`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `$group ~2 only|just care|think about themselves|money|benefits|handouts|their_own_kind`,
    weights: { 'text-hate': 60 },
  },
  {
    pattern: `$group should|must ?all ?just ?be grateful ~1 for anything|whatever|scraps|crumbs|anything_they_get|what_they_get`,
    weights: { 'text-hate': 65 },
  },

  // What they are said to lack, or never to be.
  {
    pattern: `$group have|has no|zero morals|brains|shame|decency|dignity|values|souls|worth|value|intelligence|self_respect`,
    weights: { 'text-hate': 65 },
    negatable: false,
  },
  {
    pattern: `$group ${BE}|will never|not ?be equal|human|normal|any_good|good_at_anything|good_for_anything|worth_anything|fit_to|fit_for|good_enough|as_good|as_smart|as_intelligent|as_capable`,
    weights: { 'text-hate': 65 },
    negatable: false,
  },
  {
    pattern: `$group ${BE} never|not|hardly|rarely|seldom ?$intens $virtue`,
    weights: { 'text-hate': 60 },
    negatable: false,
  },
  {
    pattern: `$group|$groupOne|black|white|jewish|trans|transgender|disabled|asian|arab|female|womens lives do_not|dont|never matter`,
    weights: { 'text-hate': 70 },
    negatable: false,
  },
  {
    pattern: `i|we will|would|could|can never ?ever like|love|respect|trust|accept|tolerate|forgive ${GROUP}`,
    weights: { 'text-hate': 65 },
    negatable: false,
  },
  {
    pattern: `i|we dont|do_not|never|wont|will_not|can_not|cant respect|accept|tolerate|want ${GROUP} !to|being|getting|in_danger|hurt|harmed|excluded|treated`,
    weights: { 'text-hate': 65 },
    negatable: false,
  },
  {
    pattern: `dont|do_not|not|never think|believe|consider ${GROUP} ~1 are|is|as human|humans|people|equal|equals|real_people|full_human_beings !who|that|we|you|like`,
    weights: { 'text-hate': 65 },
    negatable: false,
  },
  {
    pattern: `$group ${BE} not|never real|proper|true women|men|people|humans|citizens|members_of_society`,
    weights: { 'text-hate': 60 },
    negatable: false,
  },
  {
    pattern: `$group ~4 can_not|cant|should_not|shouldnt ?ever be leaders|bosses|in_charge|trusted_with|promoted|allowed_to_lead`,
    weights: { 'text-hate': 60 },
    negatable: false,
  },
  {
    pattern: `typical of ?a|an|the|those|these $groupOne|$group`,
    weights: { 'text-hate': 60 },
    negatable: false,
  },
  {
    pattern: `why do|does|must ${GROUP} always|keep|constantly|have_to ~2 ruin|destroy|steal|lie|cheat|whine|complain|cause|commit|spread|breed|smell|rape|attack`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `nothing good|decent|redeeming|positive|worthwhile about ${GROUP}`,
    weights: { 'text-hate': 65 },
    negatable: false,
  },
  {
    pattern: `$group ~1 have|has never|not contributed|achieved|created|invented|built ~1 anything`,
    weights: { 'text-hate': 60 },
    negatable: false,
  },
  {
    pattern: `not_one|none ?of ${GROUP} deserve|deserves|is_worth|are_worth|can_be_trusted`,
    weights: { 'text-hate': 65 },
    negatable: false,
  },
  {
    pattern: `$group can|could|should never|not ?ever be trusted`,
    weights: { 'text-hate': 65 },
    negatable: false,
  },
  {
    pattern: `never|dont|do_not|not trust ?a|an|any ${GROUP}`,
    weights: { 'text-hate': 60 },
    negatable: false,
  },
  {
    pattern: `something ?deeply|seriously|very|really wrong with ${GROUP}`,
    weights: { 'text-hate': 60 },
  },
  {
    pattern: `$group ~8 learn|know|remember their_place`,
    weights: { 'text-hate': 70 },
  },
  { pattern: `$group ${BE} only|just good_for|fit_for`, weights: { 'text-hate': 70 } },
  {
    pattern: `$group ?all ?just belong|belongs in|on ?a|the gutter|trash|bin|cage|cages|zoo|prison|jail|chains|hell|camps|sewer|dumpster|grave`,
    weights: { 'text-hate': 75 },
  },
  {
    pattern: `$group ~1 ruin|ruins|destroy|destroys|spoil|spoils|poison|poisons|pollute|pollutes|infest|infests everything|every|our|society|the_country|this_country|the_world`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `$group ~1 spread|spreads|carry|carries disease|diseases|aids|hiv|germs|filth|plague|crime`,
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `protect ~3 from ${GROUP}`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `disgusting|sickening|outrageous|a_disgrace|a_shame that ${GROUP} are|can|get ~1 allowed|able`,
    weights: { 'text-hate': 65 },
  },

  // Kept out: "keep immigrants out of our town", "I would never rent to Muslims".
  {
    pattern: `keep|get|drive|chase|kick|throw ${GROUP} ?out|away out_of|from ?this|our|my|the ${OUR_PLACE}`,
    weights: { 'text-hate': 75 },
  },
  {
    pattern: `no ${GROUP} should|will|can ?ever ?be ~1 hired|allowed|employed|trusted|tolerated|welcome|let_in`,
    weights: { 'text-hate': 70 },
    negatable: false,
  },
  {
    pattern: `never|not|dont|do_not|wont rent|sell ~3 to ${GROUP}`,
    weights: { 'text-hate': 70 },
    negatable: false,
  },
  {
    pattern: `never|not|dont|do_not|wont hire|employ|serve|trust ${GROUP}`,
    weights: { 'text-hate': 70 },
    negatable: false,
  },
  {
    pattern: `never let|allow ${GROUP} near|around ~2 my|our children|kids|family|home|house|daughter|son|daughters|sons|school|schools`,
    weights: { 'text-hate': 70 },
    negatable: false,
  },

  // Threats: "I'm going to hurt the next one of them I see", "I want to see immigrants beaten".
  {
    pattern: `${THREAT_LEAD} ${THREAT_VERB} ~4 $group`,
    weights: { 'text-hate': 85, 'text-violence': 85 },
  },
  {
    pattern: `${THREAT_LEAD} ${HAND_HARM} ${GROUP}`,
    weights: { 'text-hate': 85, 'text-violence': 85 },
  },
  {
    pattern: `${THREAT_LEAD} ${THREAT_VERB} ?~2 the_next|any|every|each|some ?single $groupOne`,
    weights: { 'text-hate': 85, 'text-violence': 85 },
  },
  {
    pattern: `any|every $groupOne|$group who|that ~6 will|is_going_to|are_going_to|gonna get|be hurt|killed|shot|stabbed|beaten|hanged|burned|lynched`,
    weights: { 'text-hate': 85, 'text-violence': 70 },
  },
  {
    pattern: `time_to|need_to|needs_to|must|should|have_to|got_to ?all ?just eliminate|exterminate|eradicate|wipe_out|get_rid_of|purge|cleanse|destroy ~1 ${GROUP}`,
    weights: { 'text-hate': 85, 'text-violence': 70 },
  },
  {
    pattern: `you ${GROUP} will|are_going_to|gonna ?all burn|die|suffer|bleed|rot|hang|perish`,
    weights: { 'text-hate': 85, 'text-violence': 70 },
  },
  {
    pattern: `$group ~1 will|are_going_to|gonna ?all pay|burn|suffer|die|bleed ~3 with_their_blood|in_blood|with_their_lives`,
    weights: { 'text-hate': 85, 'text-violence': 70 },
  },
  {
    pattern: `to_see ${ONE} hang|die|burn|suffer|bleed|rot|get_hurt|get_killed|get_beaten`,
    weights: { 'text-hate': 80, 'text-violence': 70 },
  },
  {
    pattern: `to_see ${GROUP} hang|die|burn|suffer|bleed|rot`,
    weights: { 'text-hate': 80, 'text-violence': 70 },
  },
  // Threats by the means (decision 0216): "I'll break the legs of …", "my gun is ready for …",
  // "I'll put a bullet in every one of …", "I'm going to blow up the … centre".
  {
    pattern: `slit|cut|break|smash|snap|crush|bash_in|rip_out the throats|throat|legs|necks|neck|skulls|heads|faces|bones|teeth of ${GROUP} !families|family|children|kids|friends|parents|loved_ones|communities`,
    weights: { 'text-hate': 85, 'text-violence': 85 },
  },
  {
    pattern: `put|pump|send a_bullet|bullets|a_round|lead in|into|through ~4 $group`,
    weights: { 'text-hate': 85, 'text-violence': 90 },
  },
  {
    pattern: `gun|guns|rifle|rifles|knife|knives|axe|machete|bullets|ammo|bombs ~2 ready|loaded|waiting|sharpened|primed for ${GROUP}`,
    weights: { 'text-hate': 80, 'text-violence': 80 },
  },
  {
    pattern: `coming|come for ${GROUP} ~3 knife|gun|guns|rifle|bat|axe|machete|weapon|weapons|blood|ammo|bombs`,
    weights: { 'text-hate': 80, 'text-violence': 80 },
  },
  {
    pattern: `armed and ?i|im|we ?am|are ?now coming|come for ${GROUP}`,
    weights: { 'text-hate': 80, 'text-violence': 80 },
  },
  {
    pattern: `blow_up|bomb|burn_down|torch|firebomb|shoot_up the|a|their|that|this $group ~1 centre|center|centres|centers|club|clubs|bar|bars|shop|shops|school|schools|home|homes|house|houses|march|parade|pride|event|meeting|community|shelter|shelters|camp|camps`,
    weights: { 'text-hate': 85, 'text-violence': 90 },
  },
  {
    pattern: `deal_with|finish_off|get_rid_of ${GROUP} once_and_for_all|for_good|permanently`,
    weights: { 'text-hate': 75, 'text-violence': 50 },
  },
  {
    pattern: `watch_out|beware ?all|you ${GROUP} ~4 get_you|coming|come_for_you|find_you|hurt_you|kill_you|coming_for_you`,
    weights: { 'text-hate': 75, 'text-violence': 70 },
  },
  {
    pattern: `any|every ?one|single ?of ${GROUP} that|who ~3 crosses|cross|comes|come|steps ~3 is|are|will_be dead|dead_meat|getting_shot|gonna_die|going_to_die`,
    weights: { 'text-hate': 85, 'text-violence': 85 },
  },
  {
    pattern: `${THREAT_LEAD} ~1 make ${GROUP} disappear|vanish|go_away|extinct`,
    weights: { 'text-hate': 75, 'text-violence': 40 },
  },

  // Killing as a programme or as no crime: "we need to start killing …", "shooting … should be
  // legal", "hanging is too good for …", "another holocaust for …" (decision 0216).
  {
    pattern: `start|begin|resume ~1 ${HARMING} ${GROUP}`,
    weights: { 'text-hate': 85, 'text-violence': 80 },
  },
  {
    pattern: `${HARMING} ${GROUP} ~1 is|s|should_be|would_be|must_be ~2 legal|no_crime|not_a_crime|fine|okay|ok|justified|a_good_thing|good|the_answer|the_solution|a_public_service|necessary|a_duty|our_duty|a_right|allowed|fair_game`,
    weights: { 'text-hate': 85, 'text-violence': 75 },
  },
  {
    pattern: `hanging|death|a_bullet|prison|jail|the_gas_chamber|the_chair|the_rope|a_quick_death is|s ?just too good for ${GROUP}`,
    weights: { 'text-hate': 85, 'text-violence': 60 },
  },
  {
    pattern: `need|needs|want|deserve|deserves|time_for|bring_back ~2 holocaust|genocide|final_solution|kristallnacht|pogrom ~2 for|against|on|of ${GROUP}`,
    weights: { 'text-hate': 90, 'text-violence': 75 },
  },
  {
    pattern: `rid|cleanse|purge|clean|free|clear the_world|the_country|our_country|this_country|the_nation|our_nation|europe|america|britain|our_streets|the_streets|our_land|our_cities|society|the_earth|the_planet|our_schools ~1 of ${GROUP}`,
    weights: { 'text-hate': 80, 'text-violence': 40 },
  },
  {
    pattern: `drown|throw|toss|push|dump ${GROUP} ~2 in|into|off ~2 sea|ocean|river|roof|bridge|cliff|window|lake|fire|oven|ovens|volcano|sewer|pit`,
    weights: { 'text-hate': 85, 'text-violence': 80 },
  },
  {
    pattern: `put|line_up|stand|lined_up ${GROUP} ?up against|up_against the_wall|a_wall`,
    weights: { 'text-hate': 85, 'text-violence': 80 },
  },
  {
    pattern: `beat|kick|stomp|punch|hit|choke|strangle|stab|burn|whip|flog ${GROUP} until|till|to_death|senseless|unconscious|to_a_pulp`,
    weights: { 'text-hate': 85, 'text-violence': 85 },
  },
  {
    pattern: `$group should|must|need_to|deserve_to|ought_to ?all get|take ?a bullet|bullets|the_rope|a_rope|the_noose|the_chair|a_beating|a_good_beating|a_kicking ${NOT_BULLET}`,
    weights: { 'text-hate': 85, 'text-violence': 75 },
  },
  {
    pattern: `$group ~1 need|needs|deserve|deserves a_good_beating|a_beating|a_kicking|a_good_kicking|a_bullet|the_rope|the_noose|a_noose ${NOT_BULLET}`,
    weights: { 'text-hate': 80, 'text-violence': 70 },
  },
  {
    pattern: `$group ~2 should|must|need_to|needs_to|ought_to|deserve_to|have_to ~4 ${CAMPS}`,
    weights: { 'text-hate': 85, 'text-violence': 60 },
  },
  {
    pattern: `$group ~1 belong|belongs ~2 ${CAMPS}`,
    weights: { 'text-hate': 85, 'text-violence': 60 },
  },
  {
    pattern: `send|put|lock_up|lock|ship|throw|round_up ${GROUP} ~2 in|into|to ~1 ${CAMPS}`,
    weights: { 'text-hate': 85, 'text-violence': 60 },
  },
  // Watching it done, with relish: "I'd happily watch them suffer" (not "we watched … suffer").
  {
    pattern: `happily|gladly|love_to|like_to|enjoy|want_to|wanna|cant_wait_to|can_not_wait_to|would_pay_to ~1 watch|watching|see|seeing ${GROUP} ?all ?just hang|die|burn|suffer|bleed|rot|drown|starve|perish|get_hurt|get_killed|get_beaten|get_shot|dead|gone|hanged|hanging|burning|suffering|rotting|in_pain|wiped_out|exterminated|locked_up|behind_bars`,
    weights: { 'text-hate': 80, 'text-violence': 60 },
  },
  {
    pattern: `$group will|are_going_to|gonna ?all ?soon be ${PUNISHED}|wiped_out|exterminated|eradicated !if|unless|when|in|by|at|during|because|as|under|for|after|before|while|on`,
    weights: { 'text-hate': 75, 'text-violence': 60 },
  },
  {
    pattern: `$group ~3 die|suffer|bleed by|at my|our hand|hands`,
    weights: { 'text-hate': 85, 'text-violence': 85 },
  },
  {
    pattern: `coming|come for you ?all ?fucking|filthy|dirty $group`,
    weights: { 'text-hate': 75, 'text-violence': 60 },
  },
  {
    pattern: `$group ~3 i|we ?am|are|m|re ?coming for you`,
    weights: { 'text-hate': 75, 'text-violence': 60 },
  },
  {
    pattern: `make_sure|ensure|see_to_it no|not_one|none_of ?the $groupOne|$group survives|survive|lives|live|gets_out_alive|escapes`,
    weights: { 'text-hate': 85, 'text-violence': 85 },
    negatable: false,
  },
  {
    pattern: `thing ~2 do with ${GROUP} ~2 ${THREAT_VERB}|bury|execute|deport|lock_up ~1 them|em|all`,
    weights: { 'text-hate': 85, 'text-violence': 70 },
  },
  {
    pattern: `teach ${GROUP} a_lesson !in|on|about|of|from`,
    weights: { 'text-hate': 70, 'text-violence': 50 },
  },
  {
    pattern: `want|like|love|wish|hope|wait to_see ${GROUP} ?all ?get|be ${THREAT_DONE}`,
    weights: { 'text-hate': 80, 'text-violence': 70 },
  },
  {
    pattern: `$group ?all ?just $demand ?all ?just be|get ~1 ${PUNISHED}`,
    weights: { 'text-hate': 80, 'text-violence': 40 },
  },
  {
    pattern: `$group ~1 deserve|deserves ~4 abuse|suffering|beating|beatings|pain|violence|death|to_suffer|to_die|to_be_beaten|to_be_hurt|to_be_killed|everything_they_get|bullet|bullets|the_rope|a_rope|the_noose|a_noose|the_gas_chamber|the_gas_chambers|the_chair|a_firing_squad|the_firing_squad|hanging|execution ${NOT_BULLET}`,
    weights: { 'text-hate': 75, 'text-violence': 40 },
  },
  {
    pattern: `burn|torch|bomb|firebomb|attack ?down ~2 house|houses|homes|mosque|mosques|synagogue|synagogues|temple|temples|church|churches|shops|clinic ~3 $group`,
    weights: { 'text-hate': 85, 'text-violence': 85 },
  },
  {
    pattern: `only good $group is|are ?a|the dead|buried|one_that_is_dead`,
    weights: { 'text-hate': 90, 'text-violence': 70 },
  },
  {
    pattern: `make ${GROUP} suffer|bleed|pay_for_what_they_are`,
    weights: { 'text-hate': 75, 'text-violence': 50 },
  },
  {
    pattern: `fuck|screw|damn|to_hell_with all|the|these|those|you $group`,
    weights: { 'text-hate': 75 },
  },
  {
    pattern: `fuck|screw ${GROUP} ~1 every|all|each|the_lot|every_last_one|every_single_one`,
    weights: { 'text-hate': 75 },
  },
  // Told where to go, or what they are, in swear words (decision 0216).
  {
    pattern: `$group ~1 can|should|must|need_to|ought_to|may ?all ?just ?go fuck_off|piss_off|fuck_themselves|to_hell|get_fucked|rot|die|eat_shit|drop_dead|kill_themselves|rot_in_hell|burn_in_hell`,
    weights: { 'text-hate': 75 },
  },
  {
    pattern: `shut_the_fuck_up|shut_up|fuck_off|piss_off|get_lost|go_to_hell|get_fucked ?all|you ${GROUP} !are|is|were|was|have|has|had|can|could|will|would|should|must|need|deserve|speak|speaking|talk|talking|do|did|not|also|too|and|who|that|have_the_floor`,
    weights: { 'text-hate': 65 },
  },
  {
    pattern: `$group ${BE} ?all ?just ?$intens motherfuckers|motherfucker|mofos|fuckers|fuckheads|fuckwits|sons_of_bitches|scumbags|shitbags|dirtbags`,
    weights: { 'text-hate': 75 },
  },
  {
    pattern: `$group ${BE} ?all ?just ?$intens full_of shit|crap|bullshit|it`,
    weights: { 'text-hate': 60 },
  },
  {
    pattern: `$group ?all ?just ?really ?fucking suck|sucks !it|up|in|the|on|out|their|them|at_nothing`,
    weights: { 'text-hate': 55 },
  },
];
