import type { TokenRule } from '../token-rules';

/**
 * Profanity the obscenity dataset does not carry, or carries only in spellings it cannot see
 * through (chat abbreviations expanded by the tokenizer, "dumbass", "biatch"). Mild words
 * weigh under the moderation threshold: "damn" on a cooking blog is not a moderation case.
 */
export const PROFANITY_RULES: readonly TokenRule[] = [
  { pattern: 'the fuck', weights: { 'text-profanity': 80 } },
  {
    pattern:
      'fuck|fucking|fucked|fucker|fuckers|fuckin|fck|fcking|fking|fuk|fuking|fkn|phuck|phucking|fuq',
    weights: { 'text-profanity': 78 },
  },
  {
    pattern: 'motherfucker|motherfucking|mofo|muthafucka|mothafucka|motherfuckers',
    weights: { 'text-profanity': 85 },
  },
  {
    pattern:
      'shit|shitty|bullshit|horseshit|shite|sh1t|shitting|shithole|shitshow|batshit|apeshit|dipshit|shithead',
    weights: { 'text-profanity': 65 },
  },
  { pattern: 'cunt|cunts', weights: { 'text-profanity': 88 } },
  { pattern: 'wtf|omfg|ffs|fml|lmfao', weights: { 'text-profanity': 45 } },
  { pattern: 'what the_fuck|the_hell|the_heck|the_shit', weights: { 'text-profanity': 55 } },
  {
    pattern:
      'dumbass|jackass|smartass|asshat|assclown|asswipe|dumbfuck|fuckwit|fuckface|shitstain|douchebag|douche|biatch|beyotch|bitchass|bellend|knobhead|tosser|wankstain|twatwaffle',
    weights: { 'text-profanity': 60 },
  },
  { pattern: 'asshole|assholes|arsehole|arseholes', weights: { 'text-profanity': 68 } },
  { pattern: 'goddamn|goddamnit|goddammit|godamn', weights: { 'text-profanity': 50 } },
  { pattern: 'grawlix|effing|effin|bloody_hell|son_of_a_bitch', weights: { 'text-profanity': 45 } },
  {
    pattern: 'damn|dammit|damnit|crap|crappy|bugger|hell_no|bloody|wth',
    weights: { 'text-profanity': 25 },
  },
  { pattern: 'frigging|friggin|freaking|freakin|heck|darn|dang', weights: { 'text-profanity': 8 } },
];
