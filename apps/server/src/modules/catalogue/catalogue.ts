/**
 * The built-in components every new domain starts with (docs/decisions/0074): text is what
 * every site has, and the HTML text extractor is what feeds the text scanner.
 */
export const BUILT_IN_SCANNER_ID = 1;
export const BUILT_IN_EXTRACTOR_ID = 'html-text';
