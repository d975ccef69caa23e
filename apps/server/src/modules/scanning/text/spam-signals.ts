import type { Extraction } from '../scanning-types';
import type { ScoreSheet } from './score-sheet';
import { MENTION_TOKEN } from './tokenize';

const SPAM = 'text-spam';
/** Words besides the mentions under which a mass mention is tagging people, not replying. */
const TAGGING_WORDS = 3;

// Money promises ("$500 per day", "earn 3000 USD weekly"): bounded, linear.
const MONEY_RATE =
  /(?:[$€£]\s?\d[\d,.]{0,12}\s?k?|\b\d[\d,.]{0,12}\s?k?\s?(?:usd|dollars|euros?|pounds|bucks))\s{0,3}(?:\/|per|a|an|every|each)?\s{0,3}(?:day|daily|week|weekly|month|monthly|hour|hr)\b/gi;

/**
 * Structural spam signals: links (count and density), repetition, shouting, mass mentions
 * and money promises. Each is an independent piece of evidence on the spam score.
 */
export function addSpamSignals(
  sheet: ScoreSheet,
  extraction: Extraction,
  words: readonly string[],
): void {
  // A reply that tags the people it answers ("@a @b @c thanks!") is how conversations look
  // on many platforms: mentions are neither repetition nor shouting by themselves.
  const text = withoutMentions(`${extraction.text}\n${extraction.metadataText}`);
  const wordsSaid = words.filter((word) => word !== MENTION_TOKEN);
  const wordCount = Math.max(wordsSaid.length, 1);

  const links = extraction.links.length;
  if (links > 0) {
    const byCount = [0, 10, 25, 40, 55][links] ?? Math.min(90, 65 + 5 * (links - 5));
    sheet.addOne(SPAM, byCount);
    if (links >= 2 && links / wordCount > 0.1) sheet.addOne(SPAM, 30);
    const hosts = new Set(extraction.links.map(hostOf));
    if (links >= 3 && hosts.size === 1) sheet.addOne(SPAM, 15);
  }

  // Mass mentions are spam's reach when they carry a link out or little else ("@a @b … look
  // at this"); a chain of @mentions before something said is a conversation.
  const mentions = extraction.mentions.length;
  const tagging = links > 0 || wordsSaid.length <= TAGGING_WORDS;
  if (tagging && mentions >= 10) sheet.addOne(SPAM, 70);
  else if (tagging && mentions >= 5) sheet.addOne(SPAM, 55);

  sheet.addOne(SPAM, repetition(text, wordsSaid));
  sheet.addOne(SPAM, shouting(text));

  const exclamations = (text.match(/!{3,}/g) ?? []).length;
  if (exclamations > 0) sheet.addOne(SPAM, Math.min(30, 10 * exclamations));

  const money = (text.match(MONEY_RATE) ?? []).length;
  if (money > 0) sheet.addOne(SPAM, Math.min(70, 45 + 10 * (money - 1)));

  const emoji = (text.match(/\p{Extended_Pictographic}/gu) ?? []).length;
  if (emoji >= 10 && emoji / wordCount > 0.3) sheet.addOne(SPAM, 25);
}

function withoutMentions(text: string): string {
  return text.replace(/(^|[\s(])@[\p{L}\p{N}_][\p{L}\p{N}_.-]*/gu, '$1');
}

function hostOf(link: string): string {
  try {
    return new URL(/^[a-z]+:\/\//i.test(link) ? link : `http://${link}`).hostname.replace(
      /^www\./,
      '',
    );
  } catch {
    return link;
  }
}

/** Copy-paste floods: the same line again and again, or a handful of words repeated. */
function repetition(text: string, words: readonly string[]): number {
  const lines = text
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line.length >= 8);
  const lineCounts = new Map<string, number>();
  for (const line of lines) lineCounts.set(line, (lineCounts.get(line) ?? 0) + 1);
  const repeatedLine = largest(lineCounts.values());

  let score = 0;
  if (repeatedLine >= 5) score = 75;
  else if (repeatedLine >= 3) score = 55;

  if (words.length >= 12) {
    const distinct = new Set(words).size / words.length;
    if (distinct < 0.2) score = Math.max(score, 75);
    else if (distinct < 0.3) score = Math.max(score, 60);
    else if (distinct < 0.4) score = Math.max(score, 35);
  }
  if (words.length >= 9) {
    const trigrams = new Map<string, number>();
    for (let index = 0; index + 2 < words.length; index += 1) {
      const key = `${words[index]} ${words[index + 1]} ${words[index + 2]}`;
      trigrams.set(key, (trigrams.get(key) ?? 0) + 1);
    }
    const top = largest(trigrams.values());
    if (top >= 5) score = Math.max(score, 65);
    else if (top >= 3) score = Math.max(score, 40);
  }
  // A single word typed over and over ("buy buy buy buy buy").
  let run = 1;
  let longest = 1;
  for (let index = 1; index < words.length; index += 1) {
    run = words[index] === words[index - 1] ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  if (longest >= 6) score = Math.max(score, 55);
  return score;
}

/** ALL CAPS over a whole message (not one shouted word or an acronym). */
function shouting(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 20) return 0;
  const upper = letters.filter((letter) => letter !== letter.toLowerCase()).length;
  const ratio = upper / letters.length;
  if (ratio >= 0.85) return 40;
  if (ratio >= 0.7) return 30;
  return 0;
}

/** Math.max over a large collection without spreading it into arguments. */
function largest(values: Iterable<number>): number {
  let max = 0;
  for (const value of values) if (value > max) max = value;
  return max;
}
