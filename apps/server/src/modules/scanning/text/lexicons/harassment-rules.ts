import type { TokenRule } from '../token-rules';

/**
 * Harassment: insults, put-downs and abuse aimed at a person. The same insult weighs most
 * said to "you" (80), less said of someone present ("he is a moron", "@sam idiot": 60–70),
 * least on its own ("idiot", 30), so "this plan is stupid" stays clean.
 */
export const HARASSMENT_RULES: readonly TokenRule[] = [
  // Said to someone.
  {
    pattern: '$you ?are|is|were|r ?$intens ?$intens ?$intens $insultNoun',
    weights: { 'text-harassment': 80 },
  },
  { pattern: 'your a|an ?$intens ?$intens $insultNoun', weights: { 'text-harassment': 75 } },
  {
    pattern: '$you are|is|were|look|sound|seem|act|smell ?like ?$intens ?$intens $insultAdj',
    weights: { 'text-harassment': 72 },
  },
  {
    pattern: 'are you ?$intens ?$intens $insultAdj|$insultNoun',
    weights: { 'text-harassment': 65 },
  },
  {
    pattern: '$you are|is|were|sound|seem ?$intens ?$intens $mildInsultAdj',
    weights: { 'text-harassment': 45 },
  },
  { pattern: 'how|so ?$intens $insultAdj can_you_be|are_you', weights: { 'text-harassment': 65 } },
  { pattern: 'you suck|stink', weights: { 'text-harassment': 60 } },
  {
    pattern:
      '$you are|is|were|r ?$intens ?$intens the dumbest|stupidest|ugliest|fattest|worst|most_pathetic|most_useless|most_annoying|most_stupid|biggest_idiot|biggest_loser|biggest_moron|biggest_joke',
    weights: { 'text-harassment': 75 },
  },
  {
    pattern: 'imagine being|looking|sounding ?this|that|so $insultAdj|$insultNoun',
    weights: { 'text-harassment': 60 },
  },
  {
    pattern: 'go cry|whine|complain|run ~1 to ~1 your mommy|mummy|mom|mum|mother',
    weights: { 'text-harassment': 50 },
  },
  { pattern: 'you make me sick|puke|vomit', weights: { 'text-harassment': 60 } },
  {
    pattern: '$you ?are|is|r ?$intens ?$intens $mildInsultNoun',
    weights: { 'text-harassment': 55 },
  },
  {
    pattern: 'ugly|fat|filthy|stupid|dumb|lazy|old cow|pig|whale|slob|hag|witch|bitch|bastard',
    weights: { 'text-harassment': 60 },
  },

  // Said of someone.
  {
    pattern: '$them|$person is|are|was|were ?$intens ?$intens ?$intens $insultNoun',
    weights: { 'text-harassment': 60 },
  },
  { pattern: '$them|$person is|are|was|were ~3 $insultNoun', weights: { 'text-harassment': 55 } },
  {
    pattern: '$them|$person is|are|was|were|looks ?$intens ?$intens $insultAdj',
    weights: { 'text-harassment': 50 },
  },
  {
    pattern: '@ ?you|your|the|is|are ?$intens $insultNoun|$insultAdj',
    weights: { 'text-harassment': 70 },
  },
  { pattern: 'what ?a|an ?$intens ?$intens $insultNoun', weights: { 'text-harassment': 55 } },
  { pattern: 'bunch|pack|gang|load of ?$intens $insultNoun', weights: { 'text-harassment': 55 } },
  {
    pattern:
      'what ?a|an $insultAdj ?$intens man|woman|person|boy|girl|creature|excuse_for_a_human|human_being|individual',
    weights: { 'text-harassment': 60 },
  },
  { pattern: 'what ?a|an ?$intens ?$intens $mildInsultNoun', weights: { 'text-harassment': 40 } },
  {
    pattern: '$them is|are|was|were ?$intens ?$intens ?$intens $mildInsultNoun',
    weights: { 'text-harassment': 50 },
  },
  { pattern: '$insultNoun', weights: { 'text-harassment': 15 } },

  // Dismissals and abuse.
  { pattern: 'fuck you|yourself|your|urself', weights: { 'text-harassment': 80 } },
  { pattern: 'go fuck|screw ?yourself|you|urself', weights: { 'text-harassment': 85 } },
  { pattern: 'fuck off', weights: { 'text-harassment': 65 } },
  { pattern: 'screw|damn you|yourself', weights: { 'text-harassment': 55 } },
  { pattern: 'shut up', weights: { 'text-harassment': 45 } },
  { pattern: 'shut the fuck|hell up', weights: { 'text-harassment': 75, 'text-profanity': 80 } },
  {
    pattern: 'shut your ?$intens ?$intens mouth|face|trap|hole|pie_hole|gob',
    weights: { 'text-harassment': 60 },
  },
  { pattern: 'get the fuck|hell out', weights: { 'text-harassment': 65, 'text-profanity': 80 } },
  { pattern: 'go to hell', weights: { 'text-harassment': 55 } },
  { pattern: 'piss|bugger|sod off', weights: { 'text-harassment': 55 } },
  { pattern: 'get lost|bent', weights: { 'text-harassment': 40 } },
  { pattern: 'eat shit|dirt', weights: { 'text-harassment': 70 } },
  { pattern: 'kiss|lick my ass|arse', weights: { 'text-harassment': 55 } },
  { pattern: 'suck my dick|cock|balls|dik', weights: { 'text-harassment': 75, 'text-sexual': 60 } },
  {
    pattern: 'nobody|noone likes|loves|cares|cares_about|wants|needs|asked ~2 you|your',
    weights: { 'text-harassment': 70 },
    negatable: false,
  },
  {
    pattern: 'no one likes|loves|cares|cares_about|wants|needs|asked ~2 you|your',
    weights: { 'text-harassment': 70 },
    negatable: false,
  },
  {
    pattern: 'everyone|everybody hates|despises|laughs_at you',
    weights: { 'text-harassment': 75 },
  },
  {
    pattern: 'the_world|everyone|everybody would be better off without you',
    weights: { 'text-harassment': 80, 'text-self-harm': 45 },
  },
  { pattern: 'you should be ashamed ?of ?yourself', weights: { 'text-harassment': 40 } },
  {
    pattern: 'your mom|mother|mum|momma is|was ?a|an ?$intens $insultNoun|$insultAdj',
    weights: { 'text-harassment': 75 },
  },
  {
    pattern: 'fuck|screw your mom|mother|mum|family|dad|father',
    weights: { 'text-harassment': 80 },
  },
  { pattern: 'you will regret|pay_for this', weights: { 'text-harassment': 55 } },
  {
    pattern: 'i|we will|am|are ~2 make you pay|suffer|regret|sorry|bleed|cry',
    weights: { 'text-harassment': 75, 'text-violence': 55 },
  },
  // A wish, not a threat: harassment, with violence only as a hint.
  {
    pattern: 'i hope|wish|pray $you|$them ~1 $bodyHarm',
    weights: { 'text-harassment': 85, 'text-violence': 40 },
  },
  {
    pattern: 'hope|wish $you|$them $bodyHarm',
    weights: { 'text-harassment': 85, 'text-violence': 40 },
  },
  {
    pattern: 'go die|rot|choke|drown ?in_a_hole|in_a_fire|in_a_ditch|in_hell',
    weights: { 'text-harassment': 85, 'text-self-harm': 50 },
  },
  {
    pattern:
      '$you should|deserve|ought ?to ?just die|rot|suffer|be_dead|not_exist|not_be_alive|never_have_been_born',
    weights: { 'text-harassment': 85, 'text-violence': 40 },
  },
  {
    pattern:
      '$you deserve to die|be_shot|be_killed|be_raped|be_hurt|be_beaten|be_hanged|suffer|rot',
    weights: { 'text-harassment': 85, 'text-violence': 75 },
  },
  { pattern: 'i will|am ~2 expose|dox|doxx you', weights: { 'text-harassment': 70 } },
  {
    pattern: 'post|leak|share ~1 your address|nudes|pics|photos|number',
    weights: { 'text-harassment': 60 },
  },
];
