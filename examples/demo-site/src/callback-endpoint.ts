/**
 * POST /vigil/callback: what Vigil tells the blog. Verified with the SDK first; a callback
 * that fails any check gets 401 and changes nothing. `unpublish` removes the item from every
 * page; `decision` records the status and, when a moderator cleared an item that was removed
 * for this very part, shows it again; `republish` (an appeal reversed the removal) shows it
 * again and says so; `appeal` (an appeal was upheld) tells the author the removal stands.
 */
import {
  CallbackVerificationError,
  verifyCallback,
  type HeaderSource,
  type SignatureLog,
} from '@vigil/plugin-sdk';
import type { BlogStore } from './blog-store';

export const CALLBACK_PATH = '/vigil/callback';

/** Statuses that mean "this may be published": a removal caused by the same part is undone. */
const PUBLISHABLE_STATUSES = new Set(['CLEAN', 'MANUALLY_IGNORED']);

export interface CallbackRequest {
  method: string;
  pathWithQuery: string;
  headers: HeaderSource;
  rawBody: string;
}

export interface CallbackDeps {
  store: BlogStore;
  secretKey: string;
  accessKey: string;
  seenSignatures: SignatureLog;
  now: () => Date;
  log: (message: string) => void;
}

export interface CallbackAnswer {
  status: number;
  body: { message: string };
}

export function handleCallback(request: CallbackRequest, deps: CallbackDeps): CallbackAnswer {
  let callback;
  try {
    callback = verifyCallback({
      ...request,
      secretKey: deps.secretKey,
      accessKey: deps.accessKey,
      now: deps.now,
      seenSignatures: deps.seenSignatures,
    });
  } catch (error) {
    if (!(error instanceof CallbackVerificationError)) throw error;
    deps.log(`refused a callback: ${error.reason}`);
    return { status: 401, body: { message: error.message } };
  }
  const found = deps.store.findPart(String(callback.cms_meta.id));
  if (!found) return { status: 404, body: { message: 'Unknown item.' } };
  const { item, part } = found;
  part.vigilId ??= String(callback.id);
  part.status = callback.status;
  if (callback.event === 'unpublish') {
    item.removed ??= {
      reason: callback.reason,
      byCmsId: part.cmsId,
      at: deps.now().toISOString(),
    };
    // The latest statement of the part that removed it (a moderator may confirm the engine).
    if (callback.statement && item.removed.byCmsId === part.cmsId) {
      item.removed.statement = callback.statement;
    }
    deps.log(`unpublished ${part.cmsId} (${callback.reason}, ${callback.status})`);
  } else if (callback.event === 'republish') {
    if (item.removed?.byCmsId === part.cmsId) {
      delete item.removed;
      item.republishedAt = deps.now().toISOString();
      deps.log(`republished ${item.id} after appeal ${String(callback.appeal.id)}`);
    }
  } else if (callback.event === 'appeal') {
    if (item.removed?.byCmsId === part.cmsId) {
      item.removed.appeal = { status: 'upheld', at: deps.now().toISOString() };
      deps.log(`appeal ${String(callback.appeal.id)} upheld for ${item.id}`);
    }
  } else if (item.removed?.byCmsId === part.cmsId && PUBLISHABLE_STATUSES.has(callback.status)) {
    delete item.removed;
    deps.log(`restored ${item.id} (${part.cmsId} ${callback.status})`);
  }
  deps.store.changed();
  return { status: 200, body: { message: 'Received.' } };
}
