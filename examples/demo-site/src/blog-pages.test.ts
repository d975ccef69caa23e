import { describe, expect, it } from 'vitest';
import { createBlogStore } from './blog-store';
import { REMOVED_COMMENT_TEXT, renderIndex, renderPost } from './blog-pages';

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
