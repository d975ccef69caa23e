import { Parser } from 'htmlparser2';

/**
 * One pass over a submission's HTML (or plain text) that keeps what every extractor needs, so
 * a comment is parsed once however many extractors a domain runs.
 */
export interface HtmlDocument {
  /** Visible text pieces; block elements are separated by newlines, cells by spaces. */
  text: string;
  /** Visible text outside links: where bare URLs are looked for (a linked URL is counted once). */
  textOutsideLinks: string;
  /** `href` of <a> and <area>, as written (entities decoded). */
  hrefs: string[];
  /** `src` of every <img>, as written. */
  imageSources: string[];
  /** alt/title attributes, <title> and <meta name="description">: text a reader may see. */
  attributeTexts: string[];
}

/** Elements whose content is never shown as text. */
const SKIPPED = new Set(['script', 'style', 'template', 'head', 'iframe', 'object', 'svg', 'math']);

/** Elements that start a new line when rendered. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'option',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
  'html',
  'body',
]);

/** Table cells and similar sit side by side: a space keeps their words apart. */
const CELLS = new Set(['td', 'th', 'img', 'input', 'button', 'label', 'select', 'textarea']);

const KNOWN =
  'a|abbr|article|aside|audio|b|blockquote|body|br|caption|cite|code|dd|del|details|div|dl|dt|em|figcaption|figure|font|footer|h[1-6]|head|header|hr|html|i|iframe|img|ins|li|main|mark|meta|nav|noscript|ol|p|picture|pre|q|s|script|section|small|source|span|strong|style|sub|summary|sup|table|tbody|td|template|th|thead|title|tr|u|ul|video';
/** A closing tag, a tag with a quoted attribute, a bare tag or a link/image: real markup. */
const HTML_HINTS = [
  new RegExp(`</(?:${KNOWN})\\s*>`, 'i'),
  new RegExp(`<(?:${KNOWN})\\s[^<>]{0,2000}?=\\s*["']`, 'i'),
  new RegExp(`<(?:${KNOWN})\\s*/?>`, 'i'),
  /<(?:a|area|img)\s+(?:href|src)\s*=/i,
];

/**
 * Whether content is HTML. Plain text keeps every '<' it contains ("a<b and b>c", "I <3
 * you"), so a tag only counts when it could not be anything else.
 */
export function looksLikeHtml(content: string): boolean {
  return HTML_HINTS.some((hint) => hint.test(content));
}

/**
 * Parses HTML or plain text. Plain text still has its entities decoded (CMSs often send
 * escaped text), but a stray '<' in it is text, not the start of a tag.
 */
export function parseHtml(content: string): HtmlDocument {
  const source = looksLikeHtml(content) ? content : content.replace(/</g, '&lt;');
  const text: string[] = [];
  const outside: string[] = [];
  const hrefs: string[] = [];
  const imageSources: string[] = [];
  const attributeTexts: string[] = [];
  let skipDepth = 0;
  let linkDepth = 0;
  let titleDepth = 0;
  let title = '';

  const push = (piece: string): void => {
    text.push(piece);
    outside.push(linkDepth > 0 ? ' ' : piece);
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (SKIPPED.has(name)) {
          skipDepth += 1;
          return;
        }
        if (name === 'title') titleDepth += 1;
        if (name === 'meta' && attribs.name?.toLowerCase() === 'description' && attribs.content) {
          attributeTexts.push(attribs.content);
        }
        if (skipDepth > 0) return;
        if (BLOCKS.has(name)) push('\n');
        else if (CELLS.has(name)) push(' ');
        if ((name === 'a' || name === 'area') && attribs.href !== undefined) {
          hrefs.push(attribs.href.trim());
        }
        if (name === 'a') linkDepth += 1;
        if (name === 'img' && attribs.src !== undefined) imageSources.push(attribs.src.trim());
        for (const attribute of ['alt', 'title']) {
          const value = attribs[attribute]?.trim();
          if (value) attributeTexts.push(value);
        }
      },
      ontext(data) {
        if (titleDepth > 0) title += data;
        if (skipDepth === 0 && titleDepth === 0) push(data);
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) {
          skipDepth = Math.max(0, skipDepth - 1);
          return;
        }
        if (name === 'title') {
          titleDepth = Math.max(0, titleDepth - 1);
          if (title.trim()) attributeTexts.push(title.trim());
          title = '';
        }
        if (name === 'a') linkDepth = Math.max(0, linkDepth - 1);
        if (skipDepth > 0) return;
        if (BLOCKS.has(name)) push('\n');
        else if (CELLS.has(name)) push(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(source);
  parser.end();

  return {
    text: tidyWhitespace(text.join('')),
    textOutsideLinks: tidyWhitespace(outside.join('')),
    hrefs,
    imageSources,
    attributeTexts,
  };
}

/**
 * Collapses runs of spaces (including no-break spaces) and keeps at most one empty line, so
 * "f<b>u</b>ck" stays one word while "<p>a</p><p>b</p>" stays two.
 */
export function tidyWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
