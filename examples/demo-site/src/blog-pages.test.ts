import { describe, expect, it } from 'vitest';
import { createBlogStore } from './blog-store';
import {
  APPEAL_TEXTS,
  REMOVED_COMMENT_TEXT,
  appealPath,
  renderAppeal,
  renderIndex,
  renderPost,
} from './blog-pages';

function blog() {
  const store = createBlogStore({ now: () => new Date('2026-11-21T09:00:00.000Z') });
  const post = store.addPost({ author: 'Hazel', title: 'Bread <3', body: 'First.\n\nSecond.' });
  const kept = store.addComment(post.id, { author: 'Ben', body: 'Nice <script>alert(1)</script>' });
  const gone = store.addComment(post.id, { author: 'troll', body: 'Something rude.' });
  gone.removed = { reason: 'automatic', byCmsId: gone.id, at: '2026-11-21T09:00:01.000Z' };
  return { store, post, kept, gone };
}

describe('the post page', () => {
  it('escapes what readers wrote', () => {
    const { store, post } = blog();
    const html = renderPost(post, store.commentsOf(post.id));
    expect(html).toContain('Bread &lt;3');
    expect(html).toContain('Nice &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('leaves only a marker where a removed comment was', () => {
    const { store, post } = blog();
    const html = renderPost(post, store.commentsOf(post.id));
    expect(html).not.toContain('Something rude.');
    expect(html).not.toContain('troll');
    expect(html).toContain(REMOVED_COMMENT_TEXT);
  });

  it('tells the author why a comment was removed and until when to appeal', () => {
    const { store, post, gone } = blog();
    const statement = {
      id: 's1',
      restriction: 'removed' as const,
      decided_at: '2026-11-21T09:00:01Z',
      category: 'text-hate',
      ground: 'Hateful <conduct>',
      automated_detection: true,
      automated_decision: false,
      facts: 'A moderator reviewed the content.',
      appeal: { item_id: 'r 7', until: '2027-05-21T09:00:01Z' },
    };
    const removed = { reason: 'manual' as const, byCmsId: gone.id, at: statement.decided_at };
    gone.removed = { ...removed, statement };
    const html = renderPost(post, store.commentsOf(post.id));
    expect(html).toContain(
      'Removed on <time datetime="2026-11-21T09:00:01Z">21 November 2026</time>',
    );
    expect(html).toContain('under our policy on Hateful &lt;conduct&gt;.');
    expect(html).toContain('Detected by automated means and decided by a moderator.');
    expect(html).toContain(
      'You can appeal until <time datetime="2027-05-21T09:00:01Z">21 May 2027</time>',
    );
    expect(html).toContain(`<a href="${appealPath('r 7')}">appeal this decision</a>`);
    expect(appealPath('r 7')).toBe('/appeal/r%207');

    gone.removed = removed;
    expect(renderPost(post, store.commentsOf(post.id))).not.toContain('You can appeal');

    // Once appealed, the link gives way to where the appeal stands (decision 0185).
    gone.removed = { ...removed, statement, appeal: { status: 'sent', at: statement.decided_at } };
    const sent = renderPost(post, store.commentsOf(post.id));
    expect(sent).not.toContain('appeal this decision');
    expect(sent).toContain(APPEAL_TEXTS.sent);
    gone.removed = {
      ...removed,
      statement,
      appeal: { status: 'upheld', at: statement.decided_at },
    };
    expect(renderPost(post, store.commentsOf(post.id))).toContain(APPEAL_TEXTS.upheld);
  });

  it('offers a labelled appeal form that posts to the item’s appeal address', () => {
    const { gone } = blog();
    const html = renderAppeal(gone, 'r 7', { text: 'It <was> a quote', error: 'Too late.' });
    expect(html).toContain(`<form method="post" action="${appealPath('r 7')}"`);
    expect(html).toContain(`<label for="appeal-text">${APPEAL_TEXTS.fieldLabel}</label>`);
    expect(html).toContain('It &lt;was&gt; a quote</textarea>');
    expect(html).toContain('role="alert">Too late.</p>');
    expect(html).toContain('aria-describedby="appeal-error"');
  });

  it('says when a comment is back after an appeal', () => {
    const { store, post, gone } = blog();
    delete gone.removed;
    gone.republishedAt = '2026-11-22T09:00:00.000Z';
    const html = renderPost(post, store.commentsOf(post.id));
    expect(html).toContain('Something rude.');
    expect(html).toContain(APPEAL_TEXTS.republished);
  });

  it('labels every field of the comment form and names errors for assistive technology', () => {
    const { store, post } = blog();
    const html = renderPost(post, store.commentsOf(post.id), {
      values: { author: 'Ben' },
      error: 'Please fill in your name and a comment.',
    });
    expect(html).toContain('<label for="comment-author">Name</label>');
    expect(html).toContain('<label for="comment-body">Comment</label>');
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-describedby="comment-error"');
    expect(html).toContain('value="Ben"');
    expect(html).toContain('<html lang="en">');
  });
});

describe('the post list', () => {
  it('leaves out removed posts and counts only visible comments', () => {
    const { store, post } = blog();
    const other = store.addPost({ author: 'Tomas', title: 'Gone post', body: 'Rude.' });
    other.removed = { reason: 'manual', byCmsId: other.id, at: '2026-11-21T09:00:02.000Z' };
    const html = renderIndex(
      store.posts(),
      (id) => store.commentsOf(id).filter((comment) => !comment.removed).length,
    );
    expect(html).toContain(`href="/posts/${post.id}"`);
    expect(html).toContain('1 comment</p>');
    expect(html).not.toContain('Gone post');
    expect(html).toContain('1 post was removed by moderation.');
  });
});
