import type { TokenRule } from '../token-rules';

/** "shoot you an email", "hit you up", "kill you guys with this recipe" are not threats. */
const NOT_HARM =
  '!a|an|the|some|my|over|back|up|quick|along|line|message|email|text|note|dm|pm|copy|link|photo|picture|video|kiss|guys_with|with|in_the_next|at|on|off|down_a|later';

/**
 * Violence: threats, incitement and glorification. A violent verb needs someone to land on
 * ("kill you", "shoot them") and weighs most with intent before it ("I will", "someone
 * should"); verbs alone, as in news reports, weigh little.
 */
export const VIOLENCE_RULES: readonly TokenRule[] = [
  // Threats: first person, intent, a hurt verb and a person.
  {
    pattern: `i|we|imma ~3 $hurtVerb you|you_all|you_guys|you_people ${NOT_HARM}`,
    weights: { 'text-violence': 90, 'text-harassment': 85 },
  },
  {
    pattern: `i|we|imma ~3 $hurtVerb $person ${NOT_HARM}`,
    weights: { 'text-violence': 85, 'text-harassment': 45 },
  },
  {
    pattern: `$hurtVerb you|you_all|you_guys|you_people ${NOT_HARM}`,
    weights: { 'text-violence': 65, 'text-harassment': 60 },
  },
  {
    pattern: 'i|we ~3 beat|kick|punch|slap|smack|knock your ass|face|teeth|head|skull|brains',
    weights: { 'text-violence': 80, 'text-harassment': 75 },
  },
  {
    pattern: 'beat|kick|punch|slap|smack|knock your ass|face|teeth|head|skull|brains ?in|out|off',
    weights: { 'text-violence': 70, 'text-harassment': 65 },
  },
  {
    pattern: 'beat you up|to_death|senseless|to_a_pulp|black_and_blue|bloody',
    weights: { 'text-violence': 85, 'text-harassment': 75 },
  },
  {
    pattern:
      'beat|kick|stomp|punch|hit|choke|strangle|stab|burn him|her|them|$person until|till|to_death|senseless|unconscious|to_a_pulp',
    weights: { 'text-violence': 85 },
  },
  {
    pattern:
      'break|snap|cut|slit|rip_out|crush|smash your neck|legs|arms|jaw|throat|face|skull|spine|heart_out|fingers|knees',
    weights: { 'text-violence': 85, 'text-harassment': 75 },
  },
  {
    pattern:
      'break|snap|cut|slit|crush|smash|cave|bash his|her|their neck|legs|arms|jaw|throat|face|skull|spine|head|fingers|knees',
    weights: { 'text-violence': 80 },
  },
  {
    pattern:
      'put|send|pump ~1 bullet|bullets|slug|round in|into|through ~1 your head|face|skull|brain|chest',
    weights: { 'text-violence': 90, 'text-harassment': 75 },
  },
  {
    pattern:
      'break|snap|cut|slit|crush|smash|cave|bash his|her|their neck|legs|arms|jaw|throat|face|skull|spine|head|fingers|knees',
    weights: { 'text-violence': 80 },
  },
  {
    pattern:
      'put|send|pump ~1 bullet|bullets|slug|round in|into|through ~1 his|her|their|that|the head|heads|face|skull|brain|chest',
    weights: { 'text-violence': 90 },
  },
  { pattern: 'bullet ~1 your|his|her ~1 head|brain|skull', weights: { 'text-violence': 85 } },
  { pattern: 'gut you|him|her|them like', weights: { 'text-violence': 90, 'text-harassment': 70 } },
  {
    pattern: 'skin|burn|bury you|him|her|them alive',
    weights: { 'text-violence': 90, 'text-harassment': 70 },
  },
  {
    pattern: 'hunt|track you|him|her|them down',
    weights: { 'text-violence': 75, 'text-harassment': 75 },
  },
  {
    pattern: 'i|we will|am_going_to|am_coming ~1 find you|for_you|get_you',
    weights: { 'text-violence': 55, 'text-harassment': 65 },
  },
  {
    pattern: 'i know where you live|work|sleep',
    weights: { 'text-violence': 75, 'text-harassment': 85 },
  },
  { pattern: 'watch your back', weights: { 'text-violence': 65, 'text-harassment': 75 } },
  { pattern: 'sleep with one eye open', weights: { 'text-violence': 70, 'text-harassment': 75 } },
  { pattern: 'your days are numbered', weights: { 'text-violence': 75, 'text-harassment': 80 } },
  {
    pattern:
      'you are|will_be|re ?a dead|dead_meat|dead_man|dead_woman|next|going_to_die|gona_die|finished',
    weights: { 'text-violence': 75, 'text-harassment': 80 },
  },
  {
    pattern: 'you will die|bleed|suffer|burn|pay_with_your_life',
    weights: { 'text-violence': 75, 'text-harassment': 80 },
  },
  {
    pattern:
      'i|we will|am|are ~2 shoot|stab|kill|murder|bomb ?up everyone|everybody|people|them_all|you_all|the_whole',
    weights: { 'text-violence': 92 },
  },

  // Incitement.
  {
    pattern: `someone|somebody|people|we|you|they|everyone|y ~2 should|must|need_to|needs_to|ought_to|have_to|got_to ~1 $hurtVerb $victims|$group|$person ${NOT_HARM}`,
    weights: { 'text-violence': 88 },
  },
  {
    pattern:
      'somebody|someone|people|we ~2 should|must|need_to|needs_to|ought_to ~1 put ~2 in_the_ground|in_a_grave|six_feet_under|in_a_body_bag|down',
    weights: { 'text-violence': 85 },
  },
  { pattern: 'let us|lets ~1 $hurtVerb $victims|$group|$person', weights: { 'text-violence': 88 } },
  {
    pattern:
      'bring|bringing|take|grab ~1 guns|weapons|knives|rifles|ak47s|ar15s|machetes|molotovs to ~2 protest|rally|school|march|church|mosque|synagogue|office|meeting|parade|concert',
    weights: { 'text-violence': 75 },
  },
  { pattern: 'start|open shooting|firing|fire', weights: { 'text-violence': 60 } },
  {
    pattern: '$hurtVerb them|em|every ?last|single ?one ?of all|them',
    weights: { 'text-violence': 80 },
  },
  {
    pattern: '$hurtVerb all|every ?the|those|these|of_them|of_the ?$victims|$group',
    weights: { 'text-violence': 80 },
  },
  {
    pattern:
      'shoot|bomb|blow|burn|attack|storm|torch|firebomb|shoot_up ?up|down ?the|a|that|this|their|every|our ?local ~1 $venue',
    weights: { 'text-violence': 92 },
  },
  // An attack on a place of worship is also an attack on the faith.
  {
    pattern:
      'shoot|bomb|blow|burn|attack|storm|torch|firebomb|shoot_up|vandalise|vandalize|smash ?up|down ?the|a|that|this|their|every|our ?local ~1 mosque|mosques|synagogue|synagogues|church|churches|temple|temples|gurdwara|gurdwaras',
    weights: { 'text-hate': 75 },
  },
  {
    pattern:
      'take_up_arms|grab_your_guns|grab_your_rifles|day_of_the_rope|civil_war_now|hang_them_all|hang_em_high|string_them_up|string_em_up',
    weights: { 'text-violence': 85 },
  },
  {
    pattern:
      'they|them|he|she|$person|$victims should|must|need_to|needs_to|deserve_to|deserves_to|ought_to ?all|just|each ?be|get ~3 shot|killed|hanged|hung|lynched|executed|beaten|tortured|burned|burnt|gassed|put_down|strung_up|stabbed|murdered|slaughtered|beheaded',
    weights: { 'text-violence': 80 },
  },
  {
    pattern:
      '$victims|$group|$person|he|she|they deserve|deserves|deserved ~1 to_die|to_be_shot|to_be_killed|to_be_hanged|to_be_hung|to_be_raped|to_be_tortured|to_burn|a_bullet|the_rope|to_suffer|to_be_beaten|to_be_stabbed|to_be_lynched|death|the_death_penalty|to_rot',
    weights: { 'text-violence': 80 },
  },

  // Glorification.
  {
    pattern:
      'shooter|gunman|attacker|bomber|killer|terrorist|murderer ~1 is|was|a ~1 hero|legend|saint|martyr|did_nothing_wrong|did_the_right_thing|an_inspiration',
    weights: { 'text-violence': 85 },
  },
  {
    pattern:
      'more|another ?mass shootings|attacks|bombings|massacres|school_shootings|shootings|attacks_like_this|of_this_please',
    weights: { 'text-violence': 80 },
  },
  {
    pattern:
      'hope|wish|pray there ~2 more|another ~1 shootings|shooting|attack|attacks|bombing|bombings|massacre|massacres|stabbings|stabbing',
    weights: { 'text-violence': 85 },
  },
  { pattern: 'they|he|she got|had what they|he|she deserved', weights: { 'text-violence': 60 } },
  {
    pattern:
      'i ~1 love|enjoy|like watching|seeing|hearing ~1 people|them|animals|kids|someone ~1 die|suffer|bleed|scream|burn|get_hurt|beaten|tortured',
    weights: { 'text-violence': 80 },
  },
  {
    pattern: 'should|would have|should_have ~1 killed|shot|stabbed|hanged|lynched more',
    weights: { 'text-violence': 85 },
  },
  {
    pattern: 'rape|raping|raped her|him|you|them',
    weights: { 'text-violence': 90, 'text-sexual': 70 },
  },

  // Gore and weapons aimed at people, and violent words on their own (news, fiction).
  { pattern: 'slit|cut ~1 throats|throat|wrists', weights: { 'text-violence': 55 } },
  {
    pattern: 'blood everywhere|bloodbath|blood_bath|bloodshed|blood_will_flow|rivers_of_blood',
    weights: { 'text-violence': 45 },
  },
  { pattern: '$hurtDone', weights: { 'text-violence': 12 } },
  {
    pattern: 'gun|guns|knife|knives|rifle|bomb|bombs|weapon|weapons|ak47|ar15|grenade|machete|ammo',
    weights: { 'text-violence': 8 },
  },
  {
    pattern: 'fight_me|square_up|catch_these_hands|1v1_me',
    weights: { 'text-violence': 35, 'text-harassment': 35 },
  },
];
