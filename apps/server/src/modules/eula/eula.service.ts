import sanitizeHtml from 'sanitize-html';
import type { AppContext } from '../../context';
import { toStoredTimestamp } from '../../lib/clock';
import { createId } from '../../lib/tokens';
import { EULA_SOURCE_HTML, EULA_VERSION } from './eula-document';
import { recordEulaAcceptance } from './eula.queries';

/** Only document markup: no scripts, styles, forms, frames, images or event attributes. */
const EULA_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeEulaHtml(html: string): string {
  return sanitizeHtml(html, EULA_SANITIZE_OPTIONS).trim();
}

// The document is fixed for the life of the process: sanitise it once, on first request.
let servedHtml: string | undefined;
export function currentEulaHtml(): string {
  servedHtml ??= sanitizeEulaHtml(EULA_SOURCE_HTML);
  return servedHtml;
}

/** Records that the user accepted the current version; returns when (stored form). */
export async function acceptCurrentEula(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<string> {
  const acceptedAt = toStoredTimestamp(ctx.clock.now());
  await recordEulaAcceptance(ctx.database.db, {
    id: createId(),
    tenantId,
    userId,
    version: EULA_VERSION,
    acceptedAt,
  });
  return acceptedAt;
}
