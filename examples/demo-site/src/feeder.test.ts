import { describe, expect, it } from 'vitest';
import { createBlogStore, type NewItem } from './blog-store';
import { createFeeder } from './feeder';
import { loadSamples } from './samples';

/** A small linear congruential generator, so the mix is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function feederOnStore(seed: number) {
  const store = createBlogStore();
  const samples = loadSamples();
  const feeder = createFeeder({
    target: {
      posts: store.posts,
      addPost: async (fields: NewItem & { title: string }) => store.addPost(fields),
      addComment: async (postId: string, fields: NewItem) => store.addComment(postId, fields),
    },
    samples,
    intervalMs: 1_000,
    random: seeded(seed),
  });
  return { store, samples, feeder };
}

describe('the feeder', () => {
  it('starts a post when the blog has none', async () => {
    const { feeder } = feederOnStore(1);
    expect((await feeder.tick()).kind).toBe('post');
  });

  it('feeds a steady mix of clean and offensive comments, some with images', async () => {
    const { store, samples, feeder } = feederOnStore(42);
    for (let step = 0; step < 300; step += 1) await feeder.tick();
    const comments = store.all().filter((item) => item.kind === 'comment');
    const labelOf = (body: string) => samples.comments.find((c) => c.body === body)?.label;
    const labels = new Set(comments.map((comment) => labelOf(comment.body)));
    for (const label of ['clean', 'profanity', 'harassment', 'hate', 'spam', 'personal-data']) {
      expect(labels).toContain(label);
    }
    const bodies = new Set(comments.map((comment) => comment.body));
    const unused = samples.comments.filter((sample) => !bodies.has(sample.body));
    expect(unused).toEqual([]);
    const offensive = comments.filter((c) => (labelOf(c.body) ?? 'clean') !== 'clean').length;
    expect(offensive / comments.length).toBeGreaterThan(0.25);
    expect(offensive / comments.length).toBeLessThan(0.55);
    const imageLabels = new Set(
      store
        .all()
        .map((item) => samples.images.find((image) => image.base64 === item.image?.base64)?.label)
        .filter(Boolean),
    );
    expect([...imageLabels].sort()).toEqual(['clean', 'flagged']);
    expect(store.posts().length).toBeGreaterThan(5);
    expect(comments.every((comment) => comment.parts.length > 0)).toBe(true);
  });

  it('comments only on posts that are still visible', async () => {
    const { store, feeder } = feederOnStore(7);
    const first = await feeder.tick();
    first.removed = { reason: 'automatic', byCmsId: first.id, at: '2026-11-21T09:00:00.000Z' };
    const next = await feeder.tick();
    expect(next.postId).not.toBe(first.id);
    expect(store.get(next.postId)?.removed).toBeUndefined();
  });
});
