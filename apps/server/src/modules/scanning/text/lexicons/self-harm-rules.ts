import type { TokenRule } from '../token-rules';

/**
 * Self-harm: ideation in the first person ("I want to die"), self-injury, and telling someone
 * to hurt themselves. The word "suicide" alone is a topic (film titles, prevention lines) and
 * stays below the moderation threshold; said of oneself it does not.
 */
export const SELF_HARM_RULES: readonly TokenRule[] = [
  // Encouragement.
  // Not "off yourself": canonical "of yourself" is everyday English.
  {
    pattern: 'kill|hang|shoot|end|neck|rope|stab|drown yourself|urself|yourselves|your_self',
    weights: { 'text-self-harm': 92, 'text-harassment': 90 },
    negatable: false,
  },
  {
    pattern:
      'you should|need_to|ought_to|better|must|can|could ~1 just ?go die|kill_yourself|end_it|end_it_all|end_your_life|jump|hang|overdose|slit_your_wrists|not_exist',
    weights: { 'text-self-harm': 88, 'text-harassment': 88 },
  },
  {
    pattern: 'drink|swallow|eat ~1 bleach|poison|antifreeze|rat_poison|tide_pods',
    weights: { 'text-self-harm': 80, 'text-harassment': 60 },
  },
  {
    pattern: 'slit|cut your wrists|veins',
    weights: { 'text-self-harm': 88, 'text-harassment': 80 },
  },
  {
    pattern:
      'do|make ~2 world|everyone|us|everybody ~1 favor|favour ~1 and die|and_kill_yourself|and_end_it|and_disappear',
    weights: { 'text-self-harm': 90, 'text-harassment': 90 },
  },
  {
    pattern: 'nobody|noone|no_one would|will ~1 miss you|care_if_you_died|notice_if_you_died',
    weights: { 'text-self-harm': 75, 'text-harassment': 80 },
    negatable: false,
  },
  { pattern: 'jump off ~2 bridge|building|roof|cliff', weights: { 'text-self-harm': 70 } },

  // Ideation and self-injury, first person.
  {
    pattern:
      'i ~3 want|going|gona|need|ready|planning|plan|about|trying|decided|tempted|thinking_about|thought_about|think_about ?to kill|killing|end|ending|hang|hanging|shoot|shooting|hurt|hurting|cut|cutting|harm|harming|poison|starve|starving myself',
    weights: { 'text-self-harm': 92 },
  },
  {
    pattern:
      'kill|killing|hang|hanging|shoot|poison|overdose|drown|slit|harm|harming|starve|starving|end myself|meself',
    weights: { 'text-self-harm': 85 },
  },
  { pattern: 'cutting|burning|hitting|punishing myself', weights: { 'text-self-harm': 75 } },
  { pattern: 'cut|burn|hurt|punish myself', weights: { 'text-self-harm': 30 } },
  {
    pattern:
      'i|me ~2 want|wish|need|ready ?to die|be_dead|not_exist|disappear_forever|never_wake_up|sleep_forever|not_be_alive|stop_existing|stop_living',
    weights: { 'text-self-harm': 88 },
  },
  {
    pattern:
      'i wish|hope i was|were|could|would|had ?just die|dead|never_been_born|never_born|not_born|never_wake_up|not_wake_up|disappear',
    weights: { 'text-self-harm': 88 },
  },
  { pattern: 'end|take my ?own life', weights: { 'text-self-harm': 92 } },
  { pattern: 'end|ending it all|it_tonight|everything_tonight', weights: { 'text-self-harm': 75 } },
  {
    pattern:
      'i ~2 do_not|no_longer|never want to_live|to_be_alive|to_exist|to_be_here|to_be_here_anymore|to_go_on|to_wake_up|to_live_anymore',
    weights: { 'text-self-harm': 88 },
    negatable: false,
  },
  {
    pattern: 'no reason|point to live|to_go_on|in_living|to_keep_going|in_going_on|in_life',
    weights: { 'text-self-harm': 80 },
    negatable: false,
  },
  {
    pattern: 'life|living is not ~1 worth living|worth_it',
    weights: { 'text-self-harm': 70 },
    negatable: false,
  },
  {
    pattern: 'can not|cant go on|take_it_anymore|do_this_anymore|keep_going|keep_living',
    weights: { 'text-self-harm': 55 },
    negatable: false,
  },
  {
    pattern: 'better off dead|without_me|if_i_was_gone|if_i_were_gone',
    weights: { 'text-self-harm': 80 },
  },
  {
    pattern:
      'everyone|everybody|world|they|people|family|you|we would|will ~1 be ~1 better|happier|fine ~2 if_i_was_dead|if_i_were_dead|if_i_died|if_i_was_gone|if_i_were_gone|without_me|if_i_was_not_here|if_i_was_not_around|when_i_am_gone|when_i_am_dead',
    weights: { 'text-self-harm': 85 },
  },
  { pattern: 'tired|sick of living|being_alive|existing', weights: { 'text-self-harm': 65 } },
  {
    pattern:
      'nobody|noone|no_one|no_body would|will ~1 miss|notice|care|mind ~1 me|if_i|when_i|that_i',
    weights: { 'text-self-harm': 75 },
    negatable: false,
  },
  { pattern: 'goodbye cruel world', weights: { 'text-self-harm': 85 } },
  {
    pattern: 'written|wrote|writing|finished|left my ?suicide|goodbye|last note|letter',
    weights: { 'text-self-harm': 70 },
  },
  {
    pattern: 'end|take your ?$intens ?$intens life|lives',
    weights: { 'text-self-harm': 88, 'text-harassment': 85 },
  },
  {
    pattern: 'this is|will_be my last post|message|words|goodbye',
    weights: { 'text-self-harm': 55 },
  },
  {
    pattern: 'pills|rope|gun|blade|razor is|are ready|saved_up|stockpiled',
    weights: { 'text-self-harm': 60 },
  },
  { pattern: 'only way|option|escape ?out ?for_me|left', weights: { 'text-self-harm': 55 } },
  {
    pattern: 'suicide is ~2 answer|only_way|way_out|only_option|only_escape',
    weights: { 'text-self-harm': 88 },
  },
  { pattern: 'my suicide ?note|letter|plan|attempt', weights: { 'text-self-harm': 85 } },
  { pattern: 'suicide note|letter|plan|attempt|attempts', weights: { 'text-self-harm': 60 } },
  {
    pattern: 'i am|feel|felt|was|get|keep ~1 ?so ?very suicidal',
    weights: { 'text-self-harm': 88 },
  },
  {
    pattern:
      'i ~2 thought_about|think_about|thinking_about|considered|considering|contemplating|attempted|tried|planning suicide|killing_myself|ending_it|ending_my_life',
    weights: { 'text-self-harm': 88 },
  },
  {
    pattern: 'suicidal|suicidal_thoughts|self_harm|selfharm|self_harming|self_injury',
    weights: { 'text-self-harm': 60 },
  },
  {
    pattern: 'i am|have|keep|been ~2 cutting|selfharming|self_harming|relapsed',
    weights: { 'text-self-harm': 80 },
  },
  {
    pattern:
      'overdose|od|overdosing on ~1 pills|my|sleeping_pills|tylenol|paracetamol|meds|insulin',
    weights: { 'text-self-harm': 75 },
  },
  {
    pattern: 'swallow|take|took ~1 all|whole_bottle ~1 my|of pills|meds|sleeping_pills',
    weights: { 'text-self-harm': 75 },
  },
  {
    pattern: 'thinspo|thinspiration|proana|pro_ana|meanspo|bonespo|promia|pro_mia',
    weights: { 'text-self-harm': 75 },
  },
  { pattern: 'commit|committed|committing|commits suicide', weights: { 'text-self-harm': 50 } },
  { pattern: 'suicide|suicides', weights: { 'text-self-harm': 35 } },
  // The topic in a helping or titled frame: a longer match than "suicide", so it wins.
  {
    pattern:
      'suicide prevention|hotline|lifeline|awareness|helpline|crisis_line|squad|mission|doors|run|blonde|rates|rate|risk',
    weights: { 'text-self-harm': 10 },
  },
  {
    pattern: 'prevent|preventing|prevention_of suicide|suicides',
    weights: { 'text-self-harm': 10 },
  },
];
