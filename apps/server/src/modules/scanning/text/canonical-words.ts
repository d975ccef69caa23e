import { withoutUrls } from '../extractors/html-text';
import { foldText } from './fold-text';
import { correctGroupWord } from './group-word-spelling';
import { correctHostileWord } from './hostile-word-spelling';
import { LINK_TOKEN, tokenize, type Tokens } from './tokenize';

/**
 * A text as the lexicon rules and the trained model read it: folded, links as one token,
 * misspelt group words and hostile words read as the words they misspell.
 */
export function canonicalTokens(text: string): Tokens {
  const tokens = tokenize(foldText(withoutUrls(text, ` ${LINK_TOKEN} `)));
  return {
    ...tokens,
    words: tokens.words.map((word) => correctHostileWord(correctGroupWord(word))),
  };
}
