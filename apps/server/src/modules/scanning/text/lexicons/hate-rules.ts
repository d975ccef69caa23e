import type { TokenRule } from '../token-rules';

/**
 * Slurs, as whole tokens ("spice", "Pakistan" and "raccoon" are safe), so that leetspeak and
 * spelled-out forms are caught by the tokenizer too. Words with innocent uses ("chink in the
 * armour", "dykes and canals") and the ableist "retard" are left to obscenity-terms.ts, which
 * knows those contexts and weighs "retard" lower.
 */
const SLURS = [
  'spic',
  'spics',
  'wetback',
  'wetbacks',
  'gook',
  'gooks',
  'raghead',
  'ragheads',
  'towelhead',
  'towelheads',
  'towel_head',
  'beaner',
  'beaners',
  'paki',
  'pakis',
  'porch_monkey',
  'porch_monkeys',
  'jungle_bunny',
  'jungle_bunnies',
  'zipperhead',
  'zipperheads',
  'camel_jockey',
  'camel_jockeys',
  'sand_nigger',
  'kaffir',
  'kaffirs',
  'kafir',
  'yid',
  'yids',
  'heeb',
  'heebs',
  'hymie',
  'hymies',
  'pikey',
  'pikeys',
  'gyppo',
  'gyppos',
  'mudslime',
  'mudslimes',
  'muzzie',
  'muzzies',
  'jewboy',
  'niglet',
  'niglets',
  'nignog',
  'nig_nog',
  'coon',
  'coons',
  'darkie',
  'darkies',
  'chinaman',
  'slanteye',
  'slant_eye',
  'slant_eyes',
  'faggot',
  'faggots',
  'fagot',
  'poofter',
  'poofters',
  'shemale',
  'shemales',
  'ladyboy',
  'ladyboys',
  'heshe',
  'trannie',
  'untermensch',
  'mongoloid',
  'mongoloids',
  'spaz',
  'spazz',
  'spazzes',
  'negroid',
  'negroids',
  'abbo',
  'abbos',
  'gippo',
  'golliwog',
  'sambo',
  'uncle_tom',
  'jigaboo',
  'jiggaboo',
  'nigger',
  'niggers',
  'kike',
  'kikes',

  'tranny',
  'trannies',
  'fag',
  'fags',
];

const WOMEN_SLURS = 'bitch|bitches|slut|sluts|whore|whores|skank|skanks|thot|thots';
/** "a bitch to install", "bitch about", "the bitch had puppies". */
const NOT_SLUR_USE = '!to|about|and_a_half|in_heat|had|gave|whelped|puppies|litter|of_a_dog';

/** What a group is said to deserve, or all of it is told it will suffer: "… should be shot". */
const KILLED = 'exterminated|gassed|killed|shot|hanged|hung|lynched|wiped_out|burned|put_down';

/**
 * The words that may stand between a call to remove people and the group: "all the",
 * "anyone and everyone in the", "these filthy". A closed list, so "get rid of discrimination
 * against Muslims" is not read as a call to get rid of Muslims.
 */
const WHO_OF =
  '?all|every|each|any|anyone|everyone|everybody|single|one|of|in|from|the|these|those|our|them|and|fucking|filthy|dirty|damn|bloody|illegal|stinking';

/**
 * Hate: slurs, and statements that dehumanise, demonise or call for harm against people for
 * who they are. Group words alone ("Muslims celebrate Eid", "as a gay man") weigh nothing;
 * the statement made about the group is what counts.
 */
export const HATE_RULES: readonly TokenRule[] = [
  { pattern: SLURS.join('|'), weights: { 'text-hate': 88 }, negatable: false },
  // The -a spelling is mostly in-group address between friends, offensive but not an attack
  // on a group by itself: profanity unless a statement about the group makes it hate.
  { pattern: 'nigga|niggas', weights: { 'text-profanity': 70, 'text-hate': 25 }, negatable: false },
  // Slurs that are also ordinary words ("to cripple the economy", "Homo sapiens", the Hmong):
  // only as a name for someone.
  {
    pattern:
      'a|an|you|that|this|another|some|such_a|the|those|these|fucking|stupid|filthy|dirty|bloody|useless|pathetic cripple|cripples|homo|homos|mong|mongs|mongoloid|mongoloids !sapiens|erectus|habilis|neanderthalensis',
    weights: { 'text-hate': 70 },
  },
  // Slurs for women, when they name someone ("you stupid bitch", "she's a whore"), not in
  // "son of a bitch", "life's a bitch" or "it's a bitch to install": they are insults too
  // (harassment-rules.ts), so a moderator looks, and they alone never unpublish.
  {
    pattern: 'cripples|homos|mongs|queers like you|her|him|them',
    weights: { 'text-hate': 70 },
  },
  // "Queer" names many people as they name themselves ("queer people", "I'm queer"): only
  // as a name for someone ("this queer", "you queers") is it a slur.
  {
    pattern:
      'you|that|this|another|some|those|these|stupid|dirty|filthy|fucking|bloody|disgusting|damn|little|typical queer|queers !community|people|folk|folks|person|persons|women|men|youth|kids|rights|art|theory|studies|culture|identity|and|or|couple|couples|friends|artists|voices|history|joy|love|pride|liberation|representation|characters|film|films|cinema|space|spaces|bar|bars|family|families|writers|scene|icon|icons|little|old|thing|things|feeling|way|sort|kind|place|village|town|fish|looking|one|ones|sight|smell|noise|sound|affair|business|story|world|times',
    weights: { 'text-hate': 70 },
  },
  {
    pattern: `you|that|this|those|these|all|every|another|some|typical|such_a|stupid|dumb|fat|ugly|fucking|filthy|dirty|lying|crazy|psycho|worthless|cheap|whiny|entitled|nasty|little|feminist ${WOMEN_SLURS} ${NOT_SLUR_USE}`,
    weights: { 'text-hate': 45 },
  },
  {
    pattern: `you|she|her|ur|women|girls|females|your_mom|your_mother|your_wife|your_sister|your_girlfriend are|is|re|s|were ?just|all|only|nothing_but|such ?a|an ?$intens ?$intens ${WOMEN_SLURS} !in_heat`,
    weights: { 'text-hate': 45 },
  },
  {
    pattern: `${WOMEN_SLURS} like you|her|them`,
    weights: { 'text-hate': 45 },
  },
  {
    pattern: `shut_up|fuck_off|get_out|get_lost|go_away|get_back|piss_off|screw_you|shut_your_mouth ~5 ${WOMEN_SLURS} ${NOT_SLUR_USE}`,
    weights: { 'text-hate': 45 },
  },
  {
    pattern: 'subhuman|subhumans|sub_human|sub_humans|untermenschen',
    weights: { 'text-hate': 60 },
  },

  {
    pattern: '$group are|is|r|were ?all ?just ?$intens ?like ?$intens $dehumanising',
    weights: { 'text-hate': 90 },
  },
  {
    pattern:
      '$group are|is|r|were ?all ?just ?$intens ?$intens $accusation !of|affected|hit|off|treated|paid|served|victims|at|in',
    weights: { 'text-hate': 75 },
  },
  {
    pattern: '$group are|is|r not|arent ?even ?real human|humans|people|persons',
    weights: { 'text-hate': 90 },
  },
  {
    pattern:
      '$group should|must|need_to|deserve_to|ought_to|have_to ?all ?be|get ~1 deported|banned|removed|sent_back|kicked_out|thrown_out|locked_up|rounded_up|segregated|sterilized|sterilised|castrated|purged|eradicated|erased|eliminated|cleansed',
    weights: { 'text-hate': 80 },
  },
  {
    pattern: `$group should|must|need_to|deserve_to|ought_to|have_to ?all ?be|get ~1 ${KILLED}`,
    weights: { 'text-hate': 92, 'text-violence': 88 },
  },
  // "Will" foretells as often as it threatens: "refugees will be killed if the bombing
  // continues" warns. "Will all be", and the words of extermination, threaten.
  {
    pattern: `$group will all be|get ~1 ${KILLED}`,
    weights: { 'text-hate': 92, 'text-violence': 88 },
  },
  {
    pattern:
      '$group will all be|get ~1 deported|banned|removed|sent_back|kicked_out|thrown_out|locked_up|rounded_up|purged|eradicated',
    weights: { 'text-hate': 80 },
  },
  {
    pattern: '$group will be|get exterminated|gassed|lynched|wiped_out|eradicated|purged|cleansed',
    weights: { 'text-hate': 85, 'text-violence': 70 },
  },
  {
    pattern: '$group should|must|need_to|deserve_to|ought_to ?all ?just die|burn|rot|hang|suffer',
    weights: { 'text-hate': 90, 'text-violence': 80 },
  },
  {
    pattern: '$group should|must|need_to ?all ?just go_back|leave|get_out|go_home|be_sent_home',
    weights: { 'text-hate': 70 },
  },
  { pattern: 'death to ?all ?the $group', weights: { 'text-hate': 92, 'text-violence': 85 } },
  {
    pattern:
      'kill|shoot|gas|hang|lynch|exterminate|burn|nuke|bomb|deport ?all ?the|those|these|of_the $group',
    weights: { 'text-hate': 92, 'text-violence': 90 },
  },
  {
    pattern:
      'i|we hate|despise|detest|loathe|h8 ?all ?the|those|these|you|fucking|filthy|dirty $group',
    weights: { 'text-hate': 75 },
  },
  { pattern: 'i|we can_not stand ?all ?the|those|these $group', weights: { 'text-hate': 70 } },
  {
    pattern: 'filthy|dirty|stinking|disgusting|fucking|damn|bloody|stupid ?little $group',
    weights: { 'text-hate': 70 },
  },
  {
    pattern:
      'go|get|fuck|piss back|off to ~2 country|countries|jungle|cave|caves|desert|africa|mexico|china|india|pakistan|shithole|hut|mud_hut|tree|trees|third_world',
    weights: { 'text-hate': 75 },
  },
  {
    pattern:
      'go back where_you_came_from|where_they_came_from|where_you_belong|to_where_you_came_from|to_where_they_came_from|home',
    weights: { 'text-hate': 70 },
  },
  {
    pattern:
      '$group ~2 ruining|destroying|invading|infesting|replacing|outbreeding|polluting|taking_over|breed_like',
    weights: { 'text-hate': 65 },
  },
  {
    pattern:
      'great_replacement|white_genocide|race_traitor|race_traitors|race_mixing|mongrelization|mongrelisation',
    weights: { 'text-hate': 70 },
  },
  { pattern: 'no $group allowed|welcome|wanted|please', weights: { 'text-hate': 70 } },
  {
    pattern:
      '$group do|does not deserve ~1 rights|to_live|to_exist|respect|to_vote|to_be_here|to_breathe|dignity|to_be_treated',
    weights: { 'text-hate': 85 },
  },
  {
    pattern:
      'being gay|trans|transgender|lesbian|homosexual|bi|queer is ?a mental_illness|disease|sickness|disorder|abomination|perversion',
    weights: { 'text-hate': 70 },
  },
  {
    pattern: 'hitler was|is right|did_nothing_wrong|a_hero',
    weights: { 'text-hate': 90, 'text-violence': 30 },
  },
  {
    pattern: `deport|expel|ban|remove|gas|exterminate|round_up|lock_up|intern|get_rid_of|wipe_out|purge|kick_out ${WHO_OF} ${WHO_OF} ${WHO_OF} ${WHO_OF} ${WHO_OF} $group`,
    weights: { 'text-hate': 72 },
  },
  { pattern: 'send|ship|kick|throw ~2 $group back|home|out', weights: { 'text-hate': 75 } },
  // Not a protected group by name, but the same dehumanising statement: weaker.
  {
    pattern: 'these|those|you people|ones|lot are|r ?all ?just ?$intens ?like $dehumanising',
    weights: { 'text-hate': 50 },
  },
  { pattern: 'heil hitler', weights: { 'text-hate': 90 } },
  { pattern: 'sieg heil', weights: { 'text-hate': 90 } },
  { pattern: 'white power|pride_worldwide', weights: { 'text-hate': 75 } },
  { pattern: '1488|14_88|holohoax|zog', weights: { 'text-hate': 85 } },
  {
    pattern:
      'holocaust never_happened|is_a_hoax|was_a_hoax|was_fake|is_fake|was_a_lie|didnt_happen|did_not_happen',
    weights: { 'text-hate': 90 },
  },
  { pattern: 'six|6 million was|wasnt|were_not|was_not not|enough', weights: { 'text-hate': 90 } },
  { pattern: 'the jews control|own|run|rule', weights: { 'text-hate': 75 } },
  {
    pattern:
      '$group ~1 are|is ?all behind|control|controls|run|runs|own|owns ~2 every|all|everything|the_world|the_media|the_banks|wars|war|hollywood|the_government',
    weights: { 'text-hate': 75 },
  },
  {
    pattern: 'jews|jewish_people control|own|run|rule the|our|everything',
    weights: { 'text-hate': 75 },
  },
  { pattern: 'women|females|girls belong in_the_kitchen|barefoot', weights: { 'text-hate': 75 } },
  {
    pattern: 'women|females should|must not|never ~1 vote|work|speak|drive|be_allowed|have_rights',
    weights: { 'text-hate': 75 },
  },
  {
    pattern:
      'women|females are|r ?just ?only property|objects|breeders|for_sex|good_for_one_thing|meant_to_serve',
    weights: { 'text-hate': 80 },
  },
];
