import { canonicalWord } from './tokenize';

/**
 * Words that name who someone is, canonical (tokenize.ts). The trained model does not read
 * them as words (no unigram, no character n-grams): in the training sources they appear mostly
 * in attacks, so a model that read them would learn that naming a group is hostile. It reads only what is said around
 * them, with the group as one shared token ("hate <group>", "<group> are"), so what it learns
 * of one group carries over to every other (docs/decisions/0154).
 */
export const IDENTITY_WORDS = new Set(
  (
    'jew jews jewish muslim muslims moslem moslems islamic christian christians catholic catholics ' +
    'hindu hindus sikh sikhs buddhist buddhists atheist atheists mormon mormons arab arabs black blacks ' +
    'white whites asian asians chinese mexican mexicans latino latinos latina latinas latinx hispanic ' +
    'hispanics african africans indian indians pakistani pakistanis immigrant immigrants migrant ' +
    'migrants refugee refugees foreigner foreigners gay gays lesbian lesbians bisexual bisexuals ' +
    'homosexual homosexuals queer queers trans transgender transgenders nonbinary lgbt lgbtq lgbtqia ' +
    'women woman female females girls disabled deaf blind autistic gypsy gypsies roma romani native ' +
    'indigenous elderly korean koreans japanese filipino filipinos polish irish italian italians ' +
    'russian russians ukrainian ukrainians somali somalis nigerian nigerians haitian haitians ' +
    'palestinian palestinians israeli israelis arabic european europeans american americans canadian ' +
    'canadians syrian syrians afghan afghans turkish turks kurdish kurds vietnamese sikh'
  )
    .split(' ')
    .map(canonicalWord),
);
