import type { Found } from './card-numbers';

// Bounded quantifiers keep the scan linear over 256 KB of text.
const EMAIL =
  /(?<![\w.%+-])[a-z0-9._%+-]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?){0,6}\.[a-z]{2,24}(?![\w-])/gi;
/** "jane [at] example [dot] com" and "jane(at)example.com": written to dodge harvesters. */
const DISGUISED_EMAIL =
  /(?<![\w.%+-])[a-z0-9._%+-]{1,64} ?(?:\[at\]|\(at\)|\{at\}) ?[a-z0-9-]{1,63}(?: ?(?:\[dot\]|\(dot\)|\{dot\}|\.) ?[a-z0-9-]{1,63}){1,4}(?![\w-])/gi;

/** "logo@2x.png" is a file name (retina assets), not an address. */
const FILE_EXTENSION = /\.(?:png|jpe?g|gif|webp|svg|bmp|ico|pdf|js|css|html?|zip|mp[34])$/i;

/** Email addresses, plain or disguised with [at]/[dot]. */
export function findEmailAddresses(text: string): Found {
  const values = new Set<string>();
  const blank = (match: string): string => {
    if (FILE_EXTENSION.test(match)) return match;
    values.add(match.toLowerCase().replace(/\s+/g, ''));
    return ' '.repeat(match.length);
  };
  const rest = text.replace(EMAIL, blank).replace(DISGUISED_EMAIL, blank);
  return { values, rest };
}
