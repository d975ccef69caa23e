import type { TokenRule } from '../token-rules';

/**
 * Sexual content beyond the obscenity dataset's words: solicitation, explicit acts described
 * with everyday words, and the vocabulary of porn spam. Anatomy and "sex" on their own are
 * weighed low in obscenity-terms.ts, so health and education texts stay clean.
 */
export const SEXUAL_RULES: readonly TokenRule[] = [
  {
    pattern:
      'send|show|post ?me ~3 nudes|noodz|nude|naked_pics|naked_photos|tits|boobs|pussy|dick_pics|your_body|feet_pics|your_tits|your_boobs|your_ass|your_pussy|your_dick|your_cock',
    weights: { 'text-sexual': 85 },
  },
  { pattern: 'bend|bent you|her|him|me ~1 over', weights: { 'text-sexual': 75 } },
  { pattern: 'begging|asking|gagging for it|my_cock|my_dick', weights: { 'text-sexual': 45 } },
  {
    pattern:
      'nudes|noodz|nude_pics|naked_pics|nude_photos|naked_photos|dick_pic|dick_pics|nsfw_pics|sex_tape|sextape',
    weights: { 'text-sexual': 70 },
  },
  {
    pattern:
      'want|wanna|like|love|going|gona|gonna ?to fuck|bang|screw|shag|smash|ride|eat_out|suck|lick you|her|him|me|your',
    weights: { 'text-sexual': 85, 'text-harassment': 50 },
  },
  {
    pattern:
      'fuck|fucked|fucking|banged|banging|screw|screwed|screwing|shag|shagged|ride|riding|eat|eating|suck|sucking|lick|licking me|her|him|you ~2 hard|raw|all_night|senseless|until|till|doggy|from_behind|in_the_ass|so_good|tonight|in_bed',
    weights: { 'text-sexual': 85 },
  },
  { pattern: 'fucked|banged|screwed|shagged her|him|me|my', weights: { 'text-sexual': 60 } },
  {
    pattern:
      'suck|sucking|lick|licking|ride|riding my|his|your cock|dick|balls|pussy|clit|tits|nipples|ass',
    weights: { 'text-sexual': 85 },
  },
  { pattern: 'sit on my face', weights: { 'text-sexual': 80 } },
  {
    pattern: 'i|im ~1 am|so|really|feeling horny|wet_for_you|hard_for_you|so_wet|so_hard|rock_hard',
    weights: { 'text-sexual': 75 },
  },
  {
    pattern:
      'horny|hornie|sexting|sext|dtf|cumshot|creampie|bukkake|rimjob|camgirl|camgirls|cam_girl|cam_girls|webcam_girls',
    weights: { 'text-sexual': 60 },
  },
  {
    pattern:
      'aroused|kinky|erection|boner|hard_on|hardon|threesome|foursome|milf|dilf|bdsm|fetish|pegging|rimming|squirting|nsfw|xxx|porno|pornstar|onlyfans|fansly|nudity|naked|nude|hookup|hook_up',
    weights: { 'text-sexual': 45 },
  },
  {
    pattern:
      'see|want|get|have|picture|imagine you|your|her|him ~1 naked|nude|undressed|in_your_underwear|topless',
    weights: { 'text-sexual': 75 },
  },
  {
    pattern:
      'her|his|your|nice|great|amazing|perfect|sexy|hot|juicy tits|titties|boobs|cock|dick|pussy|ass|booty|butt|nipples|rack ~1 look|looks|are|is|in|on',
    weights: { 'text-sexual': 65 },
  },
  {
    pattern: 'strip|stripping|undress|undressing for|on ~1 you|me|camera|cam|webcam|live',
    weights: { 'text-sexual': 70 },
  },
  {
    pattern:
      'anyone|looking|up|down dtf|for_a_hookup|for_hookup|to_hook_up|for_sex|for_fun_tonight|for_nsa|for_fwb',
    weights: { 'text-sexual': 70 },
  },
  {
    pattern: 'strip|get_naked|take_it_off|take_off_your_clothes for ~1 me',
    weights: { 'text-sexual': 75 },
  },
  {
    pattern: 'sex chat|cam|video|webcam|call|with_me|tonight|partner|dating|hookup',
    weights: { 'text-sexual': 65 },
  },
  { pattern: 'hook|hookup ?up tonight|with_me|now|for_sex', weights: { 'text-sexual': 65 } },
  { pattern: 'escort|escorts service|services|girls|agency', weights: { 'text-sexual': 65 } },
  {
    pattern:
      'my|see_my|check_my|join_my onlyfans|fansly|nudes|private_pics|spicy_pics|spicy_content|18_content',
    weights: { 'text-sexual': 70 },
  },
  {
    pattern:
      'hot|sexy|horny|lonely single|singles|girls|women|milfs|moms ?in|near your_area|you|your_city',
    weights: { 'text-sexual': 70 },
  },
  {
    pattern:
      'big|huge|hard|throbbing|wet|tight ?little cock|dick|pussy|tits|boobs|ass|booty|clit|nipples',
    weights: { 'text-sexual': 70 },
  },
  {
    pattern: 'jerked|jerking|jacking|jerk|jack off|it_off',
    weights: { 'text-sexual': 75, 'text-profanity': 40 },
  },
  // Sexual acts described about the person addressed: also harassment.
  {
    pattern:
      'jerked|jerking|jerk|wanked|wanking|wank|masturbated|masturbating|touched|touching|came|cum|cumming off|myself|it_off|over ~3 about|to|over you|your',
    weights: { 'text-sexual': 85, 'text-harassment': 60 },
  },
  {
    pattern:
      'jizzed|jizzing|cummed|came_inside|cum_inside|cum_on|cumming_on|cum_in|nutted|nut_on|bust_a_nut',
    weights: { 'text-sexual': 85 },
  },
  { pattern: 'oral|anal ?sex', weights: { 'text-sexual': 55 } },
  { pattern: 'we|i had|have|were_having|was_having ~2 sex', weights: { 'text-sexual': 55 } },
  {
    pattern:
      'lick|kiss|touch|taste|grope|feel|eat ~3 your|her|his body|every_inch|naked_body|thighs|breasts|chest|neck|lips',
    weights: { 'text-sexual': 75, 'text-harassment': 55 },
  },
  {
    pattern:
      'hot|sexy|horny|lonely|naughty|local|xxx ~1 singles|girls|women|milfs|moms|babes|wives|housewives ~2 waiting|want|wants|near|looking|in_your_area|online_now',
    weights: { 'text-sexual': 70, 'text-spam': 50 },
  },
  {
    pattern: 'blow|go_down_on me|you !away|up|out|off|a_kiss|kisses|over|down',
    weights: { 'text-sexual': 70 },
  },
  { pattern: 'spread your legs|cheeks', weights: { 'text-sexual': 80 } },
];
