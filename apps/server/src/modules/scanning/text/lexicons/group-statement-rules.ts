import type { TokenRule } from '../token-rules';

/** A listed group, or one referred to without a listed name ("their race", "the Velmari"). */
const GROUP = '$group|$groupRef';
/**
 * Any group reference, including a capitalised name after every/all/these that may not be a
 * people ("all Zorblats" — or "all Androids", "all the Zombies" in a game): only statements
 * that leave no doubt count in full; calls to kill such a name weigh as violence more than
 * as hate.
 */
const ANY_GROUP = '$group|$groupRef|propername';
const BE = 'is|are|r|were';
const QUALIFIERS = '?all ?just ?$intens';
/** What is said to be inborn: "criminals by nature", "violent from birth". */
const INBORN =
  'by_nature|by_birth|from_birth|in_their_blood|in_their_genes|in_their_dna|to_the_core';
const FAULT =
  '$accusation|$dehumanising|criminal|thief|liar|savage|animal|killer|rapist|terrorist|parasite';
const NOT_ALIVE =
  'to_live|to_exist|to_breathe|to_be_alive|life|to_be_born|to_reproduce|to_have_children';
const NO_PLACE =
  'here|among|among_us|in_this_country|in_our_country|with_us|in_society|in_our_society|in_civilised_society|in_civilized_society|in_europe|in_america|in_britain|on_this_earth|on_this_planet|anywhere';
const KILL_VERB = 'gas|exterminate|eradicate|annihilate|cull|wipe|slaughter|massacre|lynch';
/** Not all of $hurtVerb: "end", "attack", "bash" all the Xs may be about their careers or ideas. */
const KILL_ALL =
  'kill|murder|shoot|stab|hang|lynch|behead|slaughter|butcher|execute|gas|exterminate|burn|bomb|nuke|massacre|wipe_out|eradicate|annihilate|cull';
const HATE_AND_VIOLENCE = { 'text-hate': 90, 'text-violence': 85 } as const;

/**
 * Hate: dehumanising statements and calls for elimination made about a group, whether the
 * lexicon knows the group by name or not (decision 0086). A reference alone ("all
 * Londoners", "their kind of humour") weighs nothing; so does a predicate alone ("the weeds
 * should be wiped out", "criminals should be punished"). Calls to kill also weigh as
 * violence.
 */
export const GROUP_STATEMENT_RULES: readonly TokenRule[] = [
  // What the group is said to be.
  {
    pattern: `${GROUP} ${BE} ${QUALIFIERS} ?like $dehumanisingStrong`,
    weights: { 'text-hate': 88 },
  },
  {
    pattern: `propername ${BE} ${QUALIFIERS} ?like $dehumanisingStrong`,
    weights: { 'text-hate': 70 },
  },
  { pattern: `$groupRef ${BE} ${QUALIFIERS} ?like $dehumanising`, weights: { 'text-hate': 65 } },
  {
    pattern: `${ANY_GROUP} ${BE} ${QUALIFIERS} ?a|an ${FAULT} ${INBORN}`,
    weights: { 'text-hate': 80 },
  },
  {
    pattern: `${GROUP} ${BE} ${QUALIFIERS} inferior|inferior_beings|lesser_beings|an_inferior_people !to|in|at|compared|than`,
    weights: { 'text-hate': 75 },
  },
  {
    pattern: `$groupRef|propername ${BE} not ?even ?really ?real human|humans|human_beings|people|persons`,
    weights: { 'text-hate': 88 },
  },

  // Calls for their elimination: "… should be wiped out", also after a statement ("their
  // race is inferior and should be wiped out", "… are vermin. They should be exterminated").
  {
    pattern: `${GROUP} ?all|all_of_them|every_one_of_them ?just $demand ${QUALIFIERS} ?be|get $eliminationKill`,
    weights: HATE_AND_VIOLENCE,
  },
  {
    pattern: `propername ?all ?just $demand ${QUALIFIERS} ?be|get $eliminationKill`,
    weights: { 'text-hate': 35, 'text-violence': 45 },
  },
  {
    pattern: `${GROUP} ${BE} ~2 ?and|but|so|who|which ?they|it ${QUALIFIERS} $demand ${QUALIFIERS} ?be|get $eliminationKill`,
    weights: { 'text-hate': 88, 'text-violence': 82 },
  },
  {
    pattern: `propername ${BE} ~2 ?and|but|so|who|which ?they|it ${QUALIFIERS} $demand ${QUALIFIERS} ?be|get $eliminationKill`,
    weights: { 'text-hate': 35, 'text-violence': 45 },
  },
  {
    pattern: `${ANY_GROUP} ${BE} ${QUALIFIERS} ?like $dehumanisingStrong ~4 $demand ${QUALIFIERS} ?be|get $eliminationKill`,
    weights: { 'text-hate': 88, 'text-violence': 82 },
  },
  {
    pattern: `${GROUP} ?all ?just $demand ${QUALIFIERS} ?be|get $eliminationExpel`,
    weights: { 'text-hate': 80 },
  },
  {
    pattern: `${GROUP} ${BE} ~2 ?and|but|so|who|which ?they ${QUALIFIERS} $demand ${QUALIFIERS} ?be|get $eliminationExpel`,
    weights: { 'text-hate': 78 },
  },
  {
    pattern: `propername ?all ?just $demand ${QUALIFIERS} ?be|get $eliminationExpel`,
    weights: { 'text-hate': 55 },
  },
  // People called animals, then a call to kill them ("these animals should be exterminated").
  {
    pattern: `these|those animals|creatures|savages|beasts|subhumans|barbarians|degenerates|mongrels ${QUALIFIERS} $demand ${QUALIFIERS} ?be|get exterminated|wiped_out|eradicated|gassed|annihilated|slaughtered|massacred|lynched|hanged`,
    weights: { 'text-hate': 70, 'text-violence': 70 },
  },

  // "… don't deserve to live", "… have no place here".
  {
    pattern: `${ANY_GROUP} ${QUALIFIERS} do|does|should not deserve ~1 ${NOT_ALIVE}`,
    weights: { 'text-hate': 85, 'text-violence': 60 },
  },
  {
    pattern: `${ANY_GROUP} ${BE} ~3 ?and|but|so ?they ${QUALIFIERS} do|does|should not deserve ~1 ${NOT_ALIVE}`,
    weights: { 'text-hate': 85, 'text-violence': 60 },
  },
  {
    pattern: `${ANY_GROUP} have|has no right to_live|to_exist|to_breathe`,
    weights: { 'text-hate': 85, 'text-violence': 60 },
  },
  {
    pattern: `${ANY_GROUP} ${QUALIFIERS} do|does|will not belong ${NO_PLACE}`,
    weights: { 'text-hate': 60 },
  },
  {
    pattern: `${ANY_GROUP} have|has no_place|no_business_being ${NO_PLACE}`,
    weights: { 'text-hate': 60 },
  },

  // Imperatives: "exterminate every Quorthian", "wipe them out, every single one of the …".
  {
    pattern: `${KILL_ALL} ?all|every ?single|last ?one ?of ?the|those|these|of_the ${GROUP}`,
    weights: { 'text-hate': 90, 'text-violence': 88 },
  },
  {
    pattern: `${KILL_ALL} ?all|every ?single|last ?one ?of ?the|those|these|of_the propername`,
    weights: { 'text-hate': 35, 'text-violence': 80 },
  },
  {
    pattern: `${KILL_ALL}|wipe them|em|the_lot ?all ?out ~3 ${GROUP}`,
    weights: HATE_AND_VIOLENCE,
  },
  {
    pattern: `${GROUP} ~6 ${KILL_VERB} them|em|the_lot ?all ?out`,
    weights: { 'text-hate': 85, 'text-violence': 85 },
  },
  {
    pattern: `propername ~6 ${KILL_VERB} them|em|the_lot ?all ?out`,
    weights: { 'text-hate': 45, 'text-violence': 50 },
  },
  // Alone, "gas them" may be about wasps; it corroborates a group statement nearby.
  { pattern: 'gas them|em !up', weights: { 'text-hate': 35, 'text-violence': 45 } },
  {
    pattern:
      'round|rounded them|em up ~3 gas|kill|shoot|exterminate|hang|burn|slaughter|massacre|lynch|execute',
    weights: { 'text-hate': 85, 'text-violence': 85 },
  },
  {
    pattern:
      'round|rounded them|em up ~3 deport|ship|send|expel|camps|lock_them_up|put_them_in_camps',
    weights: { 'text-hate': 80 },
  },

  // Expulsion: "send them all back where they came from".
  {
    pattern:
      'send|ship|deport|kick|throw them|em ?all back|home|out where_they_came_from|to_where_they_came_from|to_their_own_country|to_their_country|to_their_countries|to_their_own_countries|to_where_they_belong|where_they_belong',
    weights: { 'text-hate': 78 },
  },
  { pattern: 'deport them|em ?all|every_last_one|the_lot', weights: { 'text-hate': 60 } },
  // Alone, "send them all back" may be about a parcel; it corroborates a group statement.
  { pattern: 'send|ship them|em all back|home', weights: { 'text-hate': 30 } },
  {
    pattern: `${GROUP} ~6 send|ship|deport|kick|throw them|em ?all back|home|out`,
    weights: { 'text-hate': 75 },
  },
  {
    pattern: `propername ~6 send|ship|deport them|em ?all back|home|out`,
    weights: { 'text-hate': 55 },
  },
];
