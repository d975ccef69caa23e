import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSeenSignatures } from '@vigil/plugin-sdk';
import { createBlogStore, type BlogStore } from './blog-store';
import { handleCallback, type CallbackDeps } from './callback-endpoint';

const SECRET = 'vs_site-secret';
const ACCESS_KEY = 'vk_site';
const NOW = new Date('2026-11-21T09:00:00.000Z');

function setUp(): { store: BlogStore; deps: CallbackDeps; commentId: string } {
  const store = createBlogStore({ now: () => NOW });
  const post = store.addPost({ author: 'Hazel', title: 'Bread', body: 'A loaf.' });
  const comment = store.addComment(post.id, {
    author: 'troll',
    body: 'Something rude.',
    image: { mime: 'image/png', base64: 'iVBORw0KGgo=', alt: 'a picture' },
  });
  const deps: CallbackDeps = {
    store,
    secretKey: SECRET,
    accessKey: ACCESS_KEY,
    seenSignatures: createSeenSignatures(() => NOW),
    now: () => NOW,
    log: () => undefined,
  };
  return { store, deps, commentId: comment.id };
}

/** Signed by hand the way the service signs callbacks. */
function callback(body: Record<string, unknown>, secret = SECRET, timestamp = NOW) {
  const rawBody = JSON.stringify(body);
  const ts = String(Math.floor(timestamp.getTime() / 1000));
  const signature = createHmac('sha256', secret)
    .update(`${ts}\nPOST\n/vigil/callback\n${rawBody}`)
    .digest('hex');
  return {
    method: 'POST',
    pathWithQuery: '/vigil/callback',
    headers: { 'x-vigil-key': ACCESS_KEY, 'x-vigil-timestamp': ts, 'x-vigil-signature': signature },
    rawBody,
  };
}

const unpublish = (cmsId: string, reason = 'automatic') => ({
  event: 'unpublish',
  id: 'rep_1',
  scheme: 'http',
  domain: 'blog.demo.test',
  cms_meta: { id: cmsId, type: 'comment' },
  reason,
  status: reason === 'automatic' ? 'AUTO_UNPUBLISHED' : 'MANUALLY_UNPUBLISHED',
  sent_at: '2026-11-21T09:00:00Z',
});

const decision = (cmsId: string, status: string) => ({
  event: 'decision',
  id: 'rep_1',
  scheme: 'http',
  domain: 'blog.demo.test',
  cms_meta: { id: cmsId, type: 'comment' },
  status,
  sent_at: '2026-11-21T09:00:00Z',
});

describe('the callback endpoint', () => {
  it('removes the item on a verified unpublish and records the status', () => {
    const { store, deps, commentId } = setUp();
    const answer = handleCallback(callback(unpublish(commentId)), deps);
    expect(answer.status).toBe(200);
    const item = store.get(commentId);
    expect(item?.removed).toEqual({
      reason: 'automatic',
      byCmsId: commentId,
      at: NOW.toISOString(),
    });
    expect(item?.parts[0]).toMatchObject({ vigilId: 'rep_1', status: 'AUTO_UNPUBLISHED' });
  });

  it('keeps the statement of reasons the notice carries, for the page to show', () => {
    const { store, deps, commentId } = setUp();
    const statement = {
      id: 's1',
      restriction: 'removed',
      decided_at: '2026-11-21T09:00:00Z',
      category: 'text-hate',
      ground: 'Hateful conduct',
      automated_detection: true,
      automated_decision: true,
      facts: 'Automated scanning scored the content 93 of 100 for Hate speech.',
      appeal: { item_id: 'rep_1', until: '2027-05-21T09:00:00Z' },
    };
    const answer = handleCallback(callback({ ...unpublish(commentId), statement }), deps);
    expect(answer.status).toBe(200);
    expect(store.get(commentId)?.removed?.statement).toEqual(statement);
  });

  it('finds the item by its image part too', () => {
    const { store, deps, commentId } = setUp();
    handleCallback(callback(unpublish(`${commentId}-image`)), deps);
    expect(store.get(commentId)?.removed?.byCmsId).toBe(`${commentId}-image`);
  });

  it('answers 401 and changes nothing for a callback signed with another secret', () => {
    const { store, deps, commentId } = setUp();
    const answer = handleCallback(callback(unpublish(commentId), 'vs_forged'), deps);
    expect(answer).toEqual({
      status: 401,
      body: { message: 'X-Vigil-Signature does not match the request.' },
    });
    expect(store.get(commentId)?.removed).toBeUndefined();
    expect(store.get(commentId)?.parts[0]?.status).toBeUndefined();
  });

  it('answers 401 to a replayed callback and to a stale one', () => {
    const { deps, commentId } = setUp();
    const request = callback(decision(commentId, 'MODERATE'));
    expect(handleCallback(request, deps).status).toBe(200);
    expect(handleCallback(request, deps).status).toBe(401);
    const stale = callback(decision(commentId, 'CLEAN'), SECRET, new Date(NOW.getTime() - 301_000));
    expect(handleCallback(stale, deps).status).toBe(401);
  });

  it('answers 404 for an item the blog does not have', () => {
    const { deps } = setUp();
    expect(handleCallback(callback(unpublish('comment-unknown')), deps).status).toBe(404);
  });

  it('records a decision without removing anything', () => {
    const { store, deps, commentId } = setUp();
    handleCallback(callback(decision(commentId, 'MODERATE')), deps);
    expect(store.get(commentId)?.removed).toBeUndefined();
    expect(store.get(commentId)?.parts[0]?.status).toBe('MODERATE');
  });

  it('shows an item again when a moderator clears the part it was removed for', () => {
    const { store, deps, commentId } = setUp();
    handleCallback(callback(unpublish(commentId)), deps);
    handleCallback(callback(decision(`${commentId}-image`, 'CLEAN')), deps);
    expect(store.get(commentId)?.removed).toBeDefined();
    handleCallback(callback(decision(commentId, 'MANUALLY_IGNORED')), deps);
    expect(store.get(commentId)?.removed).toBeUndefined();
  });

  describe('appeals (decision 0185)', () => {
    const outcome = (cmsId: string, event: 'republish' | 'appeal') => ({
      event,
      id: 'rep_1',
      scheme: 'http',
      domain: 'blog.demo.test',
      cms_meta: { id: cmsId, type: 'comment' },
      status: event === 'republish' ? 'MANUALLY_IGNORED' : 'MANUALLY_UNPUBLISHED',
      sent_at: '2026-11-21T09:00:00Z',
      appeal: {
        id: 'ap_1',
        outcome: event === 'republish' ? 'reversed' : 'upheld',
        decided_at: '2026-11-21T09:00:00Z',
      },
    });

    it('shows the item again on a verified republish, and says so', () => {
      const { store, deps, commentId } = setUp();
      handleCallback(callback(unpublish(commentId, 'manual')), deps);
      const answer = handleCallback(callback(outcome(commentId, 'republish')), deps);
      expect(answer.status).toBe(200);
      const item = store.get(commentId);
      expect(item?.removed).toBeUndefined();
      expect(item?.republishedAt).toBe(NOW.toISOString());
      expect(item?.parts[0]?.status).toBe('MANUALLY_IGNORED');
    });

    it('keeps the item removed on an upheld appeal and records it for the author', () => {
      const { store, deps, commentId } = setUp();
      handleCallback(callback(unpublish(commentId, 'manual')), deps);
      handleCallback(callback(outcome(commentId, 'appeal')), deps);
      expect(store.get(commentId)?.removed?.appeal).toEqual({
        status: 'upheld',
        at: NOW.toISOString(),
      });
    });

    it('does not republish for a part the item was not removed for', () => {
      const { store, deps, commentId } = setUp();
      handleCallback(callback(unpublish(`${commentId}-image`)), deps);
      handleCallback(callback(outcome(commentId, 'republish')), deps);
      expect(store.get(commentId)?.removed?.byCmsId).toBe(`${commentId}-image`);
    });

    it('changes nothing for a forged republish', () => {
      const { store, deps, commentId } = setUp();
      handleCallback(callback(unpublish(commentId)), deps);
      const forged = handleCallback(callback(outcome(commentId, 'republish'), 'vs_forged'), deps);
      expect(forged.status).toBe(401);
      expect(store.get(commentId)?.removed).toBeDefined();
    });
  });
});
