import DOMPurify from 'dompurify';

/**
 * The EULA's HTML made fit for the page. The server sanitises it; it is sanitised again here
 * (DOMPurify, HTML profile) because the console must not trust markup it did not write. Its
 * headings move one level down: the screen's own title is the page's only h1.
 */
export function prepareEulaHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    RETURN_DOM_FRAGMENT: true,
  });
  for (const level of [5, 4, 3, 2, 1]) {
    for (const heading of Array.from(clean.querySelectorAll(`h${level}`))) {
      const lower = document.createElement(`h${level + 1}`);
      lower.append(...Array.from(heading.childNodes));
      heading.replaceWith(lower);
    }
  }
  const holder = document.createElement('div');
  holder.append(clean);
  return holder.innerHTML;
}
