import { withoutUrls } from '../extractors/html-text';
import { foldText } from './fold-text';
import { LINK_TOKEN, tokenize, type Tokens } from './tokenize';

/** A text as the lexicon rules and the trained model read it: folded, links as one token. */
export function canonicalTokens(text: string): Tokens {
  return tokenize(foldText(withoutUrls(text, ` ${LINK_TOKEN} `)));
}
