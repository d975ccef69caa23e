import type { Extraction } from '../scanning-types';
import { ALL_EXTRACTOR_IDS, EXTRACTOR_IDS } from './extractor-ids';
import { parseHtml } from './html-document';
import { extractEmbeddedImages } from './html-images';
import { extractHtmlText } from './html-text';
import { extractMetadataText } from './metadata';
import { contactLinkText, countPersonalData } from './personal-data';

export interface ContentInput {
  contentType: 'text' | 'image' | 'video' | 'audio';
  /** The text or HTML for text; base64 or a URL for media (not read here: media is scanned as such). */
  content: string;
  cmsMeta: Record<string, unknown>;
}

const NOTHING: Extraction = {
  text: '',
  links: [],
  mentions: [],
  metadataText: '',
  embeddedImages: [],
  personalData: { emails: 0, phones: 0, cards: 0 },
};

/**
 * Runs the extractors a domain has enabled (ids from EXTRACTOR_IDS) over one submission;
 * what a disabled extractor would give stays empty. The content is parsed once for all of
 * them. Pure: no network, no database.
 *
 * - html-text: visible text, links (hrefs and bare URLs) and @mentions;
 * - html-images: pictures embedded as data: URIs, decoded;
 * - metadata: cms_meta titles, descriptions, tags …, and alt/title attributes;
 * - personal-data: counts of emails, phone numbers and card numbers in what a reader sees
 *   (body, alt/title attributes, mailto:/tel: links) — cms_meta is left out, as plugins may
 *   send the author's own contact details there.
 */
export function extractContent(
  input: ContentInput,
  enabled: ReadonlySet<string> = ALL_EXTRACTOR_IDS,
): Extraction {
  const extraction: Extraction = { ...NOTHING, personalData: { ...NOTHING.personalData } };
  const doc = input.contentType === 'text' ? parseHtml(input.content) : null;

  if (doc && enabled.has(EXTRACTOR_IDS.htmlText)) {
    const { text, links, mentions } = extractHtmlText(doc);
    extraction.text = text;
    extraction.links = links;
    extraction.mentions = mentions;
  }
  if (doc && enabled.has(EXTRACTOR_IDS.htmlImages)) {
    extraction.embeddedImages = extractEmbeddedImages(doc);
  }
  if (enabled.has(EXTRACTOR_IDS.metadata)) {
    extraction.metadataText = extractMetadataText(input.cmsMeta, doc);
  }
  if (doc && enabled.has(EXTRACTOR_IDS.personalData)) {
    extraction.personalData = countPersonalData(
      [doc.text, ...doc.attributeTexts, contactLinkText(doc.hrefs)].join('\n'),
    );
  }
  return extraction;
}
