import { Fragment, createElement, type ReactNode } from 'react';

/**
 * Spec §8: dialog titles may carry HTML (for example a domain name in bold). Rather than
 * injecting markup, the string is parsed inertly and only a few formatting tags are turned
 * into React elements; every attribute, script and unknown tag is dropped (its text kept).
 */
const ALLOWED_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 'br', 'code', 'span', 'small']);

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === 'script' || tag === 'style') return null;
  const children = Array.from(element.childNodes).map(convert);
  if (!ALLOWED_TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  return createElement(tag, { key }, ...children);
}

export function renderSafeHtml(html: string): ReactNode {
  // DOMParser documents are inert: nothing in them loads or runs.
  const document = new DOMParser().parseFromString(html, 'text/html');
  return createElement(Fragment, null, ...Array.from(document.body.childNodes).map(convert));
}
