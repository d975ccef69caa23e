import type { WordSets } from '../token-rules';

/**
 * Named word sets the lexicon rules refer to as `$name`. Entries are canonicalised like the
 * text (lower case, repeated letters collapsed); a trailing * matches any ending; a space
 * makes a phrase. Forms are listed out rather than stemmed, so "killer app" or "beaten eggs"
 * do not read as threats.
 */
export const WORD_SETS: WordSets = {
  /** Someone spoken to. Contractions are expanded by the tokenizer ("ur" → "your"). */
  you: ['you', 'you all', 'you guys', 'you people', 'thou', 'yourself', 'you two'],
  /** Someone spoken about, or tagged. */
  them: ['him', 'her', 'them', 'he', 'she', 'they', '@', 'this guy', 'that guy', 'this woman', 'that woman', 'the author', 'the op', 'op', 'the writer', 'this clown'],
  /** Someone other than the speaker, as a threat names them ("this dude", "that judge"). */
  person: ['him', 'her', 'them', '@', 'his family', 'her family', 'their families', 'your family', 'your kids', 'your wife', 'your children', 'this dude', 'that dude', 'the dude', 'this guy', 'that guy', 'the guy', 'this girl', 'that girl', 'this man', 'that man', 'this woman', 'that woman', 'this kid', 'that kid', 'the kid', 'this bitch', 'that bitch', 'this bastard', 'that bastard', 'this idiot', 'that idiot', 'this clown', 'that clown', 'this fool', 'that fool', 'this prick', 'that prick', 'the bastard', 'the bitch', 'my boss', 'my ex', 'my neighbour', 'my neighbor', 'my teacher', 'my landlord', 'my wife', 'my husband', 'my dad', 'my mom', 'my brother', 'my sister', 'that senator', 'this senator', 'that judge', 'this judge', 'that cop', 'this cop', 'the cop', 'the judge', 'the senator', 'the ref', 'that ref', 'the referee', 'the author', 'the president', 'the mayor', 'the governor', 'that politician', 'the politician', 'the landlord', 'the teacher', 'the witness', 'the journalist', 'that journalist', 'that reporter'],
  /** Who a threat or incitement can be aimed at. */
  target: ['you', 'you all', 'yourself', 'him', 'her', 'them', 'everyone', 'everybody', 'all of you', 'all of them', 'them all', 'your family', 'your kids', 'your wife', 'your children', 'his family', 'her family', '@', 'em'],
  /** Intensifiers that may sit between "you are" and the insult. */
  intens: ['so', 'too', 'such', 'really', 'honestly', 'seriously', 'clearly', 'obviously', 'probably', 'definitely', 'absolute', 'utter', 'real', 'massive', 'huge', 'giant', 'f ing', 'fing', 'effing', 'clueless', 'ignorant', 'lying', 'incompetent', 'useless', 'worthless', 'miserable', 'sad', 'old', 'brainless', 'spineless', 'gutless', 'lazy', 'filthy', 'dirty', 'sorry', 'smug', 'arrogant', 'entitled', 'self righteous', 'ungrateful', 'desperate', 'braindead', 'truly', 'very', 'totally', 'completely', 'utterly', 'absolutely', 'just', 'only', 'a', 'an', 'the', 'one', 'fucking', 'fuckin', 'freaking', 'bloody', 'damn', 'stupid', 'dumb', 'little', 'big', 'fat', 'ugly', 'pathetic', 'worthless', 'disgusting', 'complete', 'total', 'such a', 'an absolute', 'a complete', 'a total', 'the biggest', 'nothing but', 'still', 'always', 'also', 'literally'],
  /** Nouns that insult a person. */
  insultNoun: [
    'idiot', 'idiots', 'moron', 'morons', 'imbecile', 'imbeciles', 'cretin', 'loser', 'losers', 'dumbass', 'dumbasses', 'jackass', 'asshole', 'assholes', 'arsehole', 'asshat', 'dipshit', 'shithead', 'dickhead', 'scumbag', 'scum', 'trash', 'garbage', 'freak', 'freaks', 'pig', 'pigs', 'rat', 'douche', 'douchebag', 'bitch', 'bitches', 'bastard', 'bastards', 'prick', 'pricks', 'dick', 'cunt', 'cunts', 'twat', 'twats', 'wanker', 'wankers', 'whore', 'slut', 'hoe', 'thot', 'retard', 'retards', 'piece of shit', 'piece of garbage', 'piece of trash', 'sack of shit', 'sack of garbage', 'sack of crap', 'sack of trash', 'bag of shit', 'bag of dicks', 'pile of shit', 'waste of space', 'waste of oxygen', 'waste of skin', 'failure', 'disgrace', 'parasite', 'leech', 'halfwit', 'nitwit', 'numbskull', 'degenerate', 'lowlife', 'subhuman', 'bimbo', 'skank', 'slag', 'psycho', 'sociopath', 'brainlet', 'mouth breather', 'knobhead', 'tosser', 'pillock', 'fatso', 'fatass', 'fat ass', 'dumb fuck', 'dumbfuck', 'motherfucker', 'fucker', 'fuckface', 'fuckwit', 'shitstain', 'clown',
  ],
  /** Milder names: rude, but often banter or criticism. */
  mildInsultNoun: ['hack', 'hacks', 'amateur', 'joke', 'fool', 'fools', 'buffoon', 'jerk', 'creep', 'weirdo', 'troll', 'hypocrite', 'liar', 'fraud', 'coward', 'snowflake', 'crybaby', 'simp', 'incel', 'cuck', 'muppet', 'clowns', 'nerd', 'dork', 'boomer', 'karen', 'sheep', 'shill', 'bot', 'noob'],
  /** Adjectives that insult a person when said of them. */
  insultAdj: [
    'stupid', 'dumb', 'idiotic', 'moronic', 'retarded', 'brainless', 'worthless', 'useless', 'pathetic', 'disgusting', 'repulsive', 'ugly', 'hideous', 'fat', 'gross', 'braindead', 'brain dead', 'mentally ill', 'trash', 'garbage', 'a joke', 'nothing', 'vile', 'scum', 'spineless', 'full of shit', 'sick in the head', 'a waste', 'a waste of space', 'a waste of oxygen', 'subhuman', 'an embarrassment', 'a disgrace',
  ],
  /** Milder put-downs: rude, but criticism rather than abuse when said once. */
  mildInsultAdj: ['clueless', 'ignorant', 'incompetent', 'insane', 'delusional', 'dense', 'thick', 'dishonest', 'lying', 'unbearable', 'annoying', 'ridiculous', 'a liar', 'crazy', 'nuts', 'lazy', 'weird', 'boring', 'wrong', 'naive'],
  /** Verbs of serious violence, in the forms a threat uses. */
  hurtVerb: [
    // Not "beat", "get", "find", "destroy", "kick", "cut": "I'll beat you at chess", "I'll get
    // you a coffee" are everyday speech. Those threats have their own phrase rules.
    'kill', 'murder', 'shoot', 'stab', 'strangle', 'choke', 'hang', 'lynch', 'behead', 'decapitate', 'slaughter', 'butcher', 'execute', 'gut', 'torture', 'burn', 'bomb', 'rape', 'punch', 'smash', 'slit', 'gas', 'exterminate', 'hurt', 'harm', 'attack', 'shank', 'drown', 'poison', 'skin', 'run over', 'blow up', 'break', 'curb stomp', 'curbstomp', 'stomp', 'knife', 'bash', 'batter', 'maim', 'mutilate', 'dismember', 'massacre', 'end', 'fuck up', 'beat up', 'beat the shit out of', 'murk', 'whack',
  ],
  /** The same verbs as done or doing, for reports and glorification. */
  hurtDone: ['killed', 'killing', 'kills', 'murdered', 'murdering', 'shot', 'shooting', 'stabbed', 'stabbing', 'strangled', 'hanged', 'hung', 'lynched', 'beheaded', 'slaughtered', 'butchered', 'executed', 'tortured', 'burned', 'burnt', 'bombed', 'raped', 'beaten', 'gassed', 'exterminated', 'massacred', 'attacked', 'stomped', 'mutilated', 'wiped out'],
  /** Intent or wish before a hurt verb. */
  intent: ['will', 'shall', 'going to', 'gona', 'gon', 'want to', 'wanna', 'about to', 'plan to', 'planning to', 'am going to', 'am gona', 'would love to', 'would like to', 'ought to', 'have to', 'need to', 'must', 'should', 'could', 'can', 'got to', 'swear to god', 'promise', 'will personally'],
  /** People who may be incited against. */
  victims: ['them', 'them all', 'all of them', 'him', 'her', 'everyone', 'everybody', 'people', 'those people', 'these people', 'the lot of them', 'every one of them', 'every last one', 'em', 'cops', 'police', 'politicians', 'the president', 'the mayor', 'judges', 'journalists', 'doctors', 'teachers', 'kids', 'children', 'protesters', 'landlords', 'the rich', 'the government'],
  /** Places attacks are made on. */
  venue: ['school', 'schools', 'church', 'churches', 'mosque', 'mosques', 'synagogue', 'synagogues', 'temple', 'temples', 'office', 'mall', 'concert', 'parade', 'station', 'embassy', 'hospital', 'clinic', 'festival', 'stadium', 'campus', 'classroom', 'workplace', 'building', 'courthouse', 'airport', 'subway', 'supermarket', 'store'],
  /** Protected groups: origin, religion, gender, sexuality, disability. */
  group: [
    'jews', 'jew', 'the jews', 'jewish people', 'muslims', 'muslim people', 'moslems', 'islamists', 'christians', 'catholics', 'hindus', 'sikhs', 'buddhists', 'arabs', 'blacks', 'black people', 'whites', 'white people', 'asians', 'asian people', 'chinese', 'chinese people', 'mexicans', 'latinos', 'hispanics', 'africans', 'indians', 'pakistanis', 'immigrants', 'migrants', 'refugees', 'foreigners', 'illegals', 'gays', 'gay people', 'lesbians', 'homosexuals', 'queers', 'trans people', 'transgender people', 'trans women', 'trans men', 'transgenders', 'trannies', 'women', 'females', 'men', 'males', 'gypsies', 'roma', 'disabled people', 'the disabled', 'autistic people', 'retards', 'the deaf', 'the blind', 'immigrant', 'muslim', 'gay', 'lgbt people', 'lgbtq people', 'lgbt', 'lgbtq', 'feminists', 'atheists', 'polish people', 'poles', 'russians', 'ukrainians', 'irish', 'italians', 'koreans', 'japanese', 'filipinos', 'romanians', 'turks', 'kurds', 'somalis', 'nigerians', 'haitians', 'palestinians', 'israelis', 'zionists',
  ],
  /** Dehumanising nouns used of a group. */
  dehumanising: [
    'animals', 'vermin', 'rats', 'cockroaches', 'roaches', 'parasites', 'pigs', 'apes', 'monkeys', 'dogs', 'savages', 'subhuman', 'sub human', 'subhumans', 'untermensch', 'scum', 'filth', 'trash', 'garbage', 'a disease', 'disease', 'diseased', 'a cancer', 'cancer', 'a plague', 'plague', 'an infestation', 'infestation', 'not human', 'not even human', 'less than human', 'barbarians', 'an abomination', 'abominations', 'a virus', 'insects', 'leeches', 'maggots', 'swine', 'beasts', 'mutts', 'degenerates', 'degenerate', 'freaks', 'genetically inferior', 'inferior', 'the enemy', 'demons', 'groomers', 'pedophiles', 'paedophiles', 'perverts',
  ],
  /** Blanket accusations made of a group. */
  accusation: ['criminals', 'terrorists', 'rapists', 'thieves', 'murderers', 'killers', 'lazy', 'stupid', 'dirty', 'disgusting', 'violent', 'dangerous', 'liars', 'greedy', 'dumb', 'useless', 'worthless', 'a burden', 'a threat', 'invaders', 'thugs', 'gangsters', 'illiterate', 'backward', 'primitive', 'uncivilised', 'uncivilized', 'brainwashed', 'the problem', 'the worst', 'ruining everything', 'ruining this country', 'destroying this country', 'taking over', 'not welcome', 'smelly', 'ugly', 'weak', 'worse', 'bad drivers', 'evil', 'mentally ill', 'sick', 'a mistake', 'all the same', 'all criminals', 'all terrorists', 'the worst', 'untrustworthy', 'sneaky', 'greedy', 'filthy', 'cheap', 'inbred'],
  /** What people demand be done to a group. */
  elimination: ['deported', 'exterminated', 'gassed', 'killed', 'shot', 'hanged', 'hung', 'lynched', 'wiped out', 'removed', 'eradicated', 'purged', 'banned', 'sterilized', 'sterilised', 'locked up', 'rounded up', 'sent back', 'kicked out', 'thrown out', 'put down', 'burned', 'castrated', 'segregated', 'cleansed', 'erased', 'eliminated'],
  /** Deaths wished for. */
  bodyHarm: ['die', 'dies', 'die slowly', 'rots', 'burns', 'suffers', 'gets cancer', 'gets raped', 'gets shot', 'gets hit by a bus', 'dies slowly', 'burn', 'rot', 'suffer', 'get cancer', 'get aids', 'get raped', 'get shot', 'get hit by a bus', 'get hit by a car', 'choke', 'drown', 'bleed', 'disappear', 'never wake up', 'be next', 'get what you deserve', 'get what is coming'],
  /** Methods of self-harm. */
  selfHarmMethod: ['cut', 'cutting', 'slit', 'hang', 'hanging', 'hurt', 'hurting', 'harm', 'harming', 'burn', 'burning', 'starve', 'starving', 'kill', 'killing', 'shoot', 'poison', 'overdose', 'drown', 'stab', 'punish', 'punishing', 'end'],
};
