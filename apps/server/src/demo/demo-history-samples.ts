/**
 * What the demo history's authors write (decision 0147). The offensive lines are made up and
 * chosen so the built-in text scanner, at the default thresholds, sends some to review and
 * unpublishes others — the history is scored by the real scanner, not labelled by hand.
 */

/** Ordinary comments: most of the history. */
export const CLEAN_COMMENTS: readonly string[] = [
  'Great post, thanks for sharing!',
  'I tried this recipe last night and it worked perfectly.',
  'Does anyone know if this ships to Norway?',
  'Lovely photos. Where was the second one taken?',
  'I disagree with the third point, but the rest is spot on.',
  'Bookmarked. This is exactly what I was looking for.',
  'The link in the second paragraph seems to be broken.',
  'We did the same walk in May, the bluebells were out.',
  'Could you post the quantities in grams as well?',
  'My daughter loved this, we will try the next one at the weekend.',
  'Fair point about the winter tyres, I had not thought of that.',
  'Arrived in two days, well packed, works as described.',
  'Good value for the price. The strap feels a bit cheap.',
  'Has anyone compared this with last year’s model?',
  'Thanks, the troubleshooting steps fixed my router.',
  'Looking forward to part two!',
  'The meetup on Thursday was great, see you all next month.',
  'Minor typo in the title, otherwise a very good read.',
  'I switched to the rye flour like you said and the loaf rose much better.',
  'Is the forum going to have a section for beginners?',
  'Five stars, would order again.',
  'Interesting take. I would love to see the data behind it.',
  'Damn, that ending caught me completely off guard.',
  'This is crap weather for cycling, the tram it is.',
];

/**
 * Lines the text scanner sends to a moderator at the default thresholds (demo-seed.test.ts
 * checks it): the queue's backlog is written from these.
 */
export const REVIEW_COMMENTS: readonly string[] = [
  'This update is fucking garbage, nothing works anymore.',
  'What a load of shit, the author clearly never tested this.',
  'You are a pathetic idiot and everyone here knows it.',
  'Shut up, moron. Nobody asked for your stupid opinion.',
  'People like you should be banned from the internet, you worthless loser.',
  'I will find you and beat you until you stop talking.',
  'Cheap watches!!! Buy now at http://cheap-watches.example best price best price click here',
  'Earn $5000 a week from home, click http://money.example now, limited offer!!!',
];

/** Lines the text scanner flags, from mild (review) to severe (unpublished at once). */
export const OFFENSIVE_COMMENTS: readonly string[] = [
  ...REVIEW_COMMENTS,
  'Email me at jo.bloggs@example.com or call 0161 496 0000 for the spare parts.',
  'My card is 4111 1111 1111 1111, can you charge it for the order?',
  'Send me nudes, sexy, I want to see you naked tonight.',
  'Immigrants are vermin and should all go back where they came from.',
  'Kill yourself, nobody would miss you.',
];

/** Ordinary plugin usernames; a few post on more than one site. */
export const AUTHORS: readonly string[] = [
  'hazel.quinn',
  'tomas_f',
  'priya.n',
  'jonas.b',
  'amara_o',
  'lena.k',
  'mateo.r',
  'yuki_t',
  'sam.oconnor',
  'fatima.z',
  'oliver_w',
  'ines.m',
  'kwame.a',
  'rosa.l',
  'dmitri.v',
  'chloe_b',
  'arjun.p',
  'nora.h',
  'ben_c',
  'sofia.g',
  'guest',
  'anonymous',
];

/**
 * The repeat offenders: they post seldom but mostly offensive lines, so the "top authors
 * unpublished" chart has a clear head.
 */
export const REPEAT_OFFENDERS: readonly string[] = [
  'troll_hunter_99',
  'xX_deals_Xx',
  'angry_dave',
  'truth_teller',
];

/** What an edit of a flagged comment says instead (the author toned it down). */
export const TONED_DOWN_EDITS: readonly string[] = [
  'Edited: I was annoyed, sorry. The update broke my settings page.',
  'Edited: I disagree with the author, but I put that badly.',
  'Edited: removed my contact details, please message me here instead.',
];
