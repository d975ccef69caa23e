import type { HtmlDocument } from './html-document';

/** What the HTML text extractor gives the text scanner. */
export interface HtmlText {
  text: string;
  links: string[];
  mentions: string[];
}

/** A link farm is a spam signal however long; beyond this many links the count is enough. */
export const MAX_LINKS = 500;
export const MAX_MENTIONS = 200;

/** hrefs that do not lead to another page: in-page anchors, scripts, mail and phone links. */
const NOT_A_PAGE = /^(?:#|javascript:|mailto:|tel:|sms:|data:)/i;

// Bounded quantifiers only: every pattern here runs over up to 256 KB of text.
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"'`]{1,2000}/gi;
/** Bare host names on the TLDs spam favours ("cheap-pills.shop"); not "e.g." or "Node.js". */
const BARE_DOMAIN =
  /(?<![@\w.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,4}(?:com|net|org|info|biz|ru|cn|xyz|top|online|site|shop|store|club|live|click|link|io|co|me|ly|tk|ml|ga|cf|gq|win|bid|loan|vip|icu|buzz|fun|cc|ws|us|uk|de|fr|nl)\b(?:\/[^\s<>"'`]{0,2000})?/gi;
const MENTION = /(?<![\w.@/+-])@([a-z0-9_](?:[a-z0-9_.-]{0,38}[a-z0-9_])?)/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

/** The visible text, its links (hrefs and bare URLs written in the text) and @mentions. */
export function extractHtmlText(doc: HtmlDocument): HtmlText {
  const links = doc.hrefs.filter((href) => href !== '' && !NOT_A_PAGE.test(href));
  for (const found of bareUrls(doc.textOutsideLinks)) links.push(found);
  return {
    text: doc.text,
    links: links.slice(0, MAX_LINKS),
    mentions: mentionsIn(doc.text),
  };
}

/** URLs written as text, with sentence punctuation after them left off. */
export function bareUrls(text: string): string[] {
  const found: { at: number; url: string }[] = [];
  const taken: [number, number][] = [];
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    found.push({ at: match.index, url });
    taken.push([match.index, match.index + match[0].length]);
  }
  // Both scans run left to right, so one pointer over the URL spans finds the overlaps.
  let span = 0;
  for (const match of text.matchAll(BARE_DOMAIN)) {
    const at = match.index;
    while (span < taken.length && (taken[span]?.[1] ?? 0) <= at) span += 1;
    const current = taken[span];
    if (current && at >= current[0] && at < current[1]) continue;
    found.push({ at, url: match[0].replace(TRAILING_PUNCTUATION, '') });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.url)
    .filter((url) => url.length > 0);
}

/**
 * The text with each URL replaced by `placeholder`, so its path words are not read as prose
 * while "visit <link>" still reads as a call to visit one.
 */
export function withoutUrls(text: string, placeholder = ' '): string {
  return text.replace(URL_IN_TEXT, placeholder).replace(BARE_DOMAIN, placeholder);
}

/** Distinct @handles (case-insensitive), in order of appearance; email addresses are not mentions. */
export function mentionsIn(text: string): string[] {
  const seen = new Set<string>();
  const mentions: string[] = [];
  for (const match of text.matchAll(MENTION)) {
    const handle = match[1];
    if (handle === undefined || seen.has(handle.toLowerCase())) continue;
    seen.add(handle.toLowerCase());
    mentions.push(handle);
    if (mentions.length >= MAX_MENTIONS) break;
  }
  return mentions;
}
