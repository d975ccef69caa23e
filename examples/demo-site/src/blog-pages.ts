/**
 * The blog's server-rendered pages. Items Vigil unpublished are not rendered at all: a post
 * is gone from the list and its page answers 410; a comment leaves only a short marker so the
 * thread still reads. Statuses are shown small, because this blog exists to show Vigil at work.
 */
import { APPEAL_TEXT_MAX } from '@vigil/plugin-sdk';
import type { BlogItem } from './blog-store';
import { escapeHtml } from './html';

export const SITE_TITLE = 'The Demo Blog';
export const REMOVED_COMMENT_TEXT = 'This comment was removed by moderation.';
export const REMOVED_POST_TEXT = 'This post was removed by moderation.';
/** The blog's words around appeals (decision 0185). */
export const APPEAL_TEXTS = {
  pageTitle: 'Appeal a removal',
  formLabel: 'Appeal the removal',
  fieldLabel: 'Why should this comment be published again?',
  submit: 'Send appeal',
  empty: 'Please say why the comment should be published again.',
  sent: 'Appeal sent. A moderator who did not make the decision will review it.',
  upheld: 'Appeal reviewed: the decision stands.',
  republished: 'Published again after an appeal.',
  nothing: 'There is no removal to appeal at this address.',
  closed: 'The time to appeal this removal has passed.',
} as const;

const STYLE = `
:root { color-scheme: light dark; --fg: #1d2433; --muted: #5a6478; --bg: #fdfdfc; --card: #fff;
  --line: #d9dde5; --accent: #1c5fb8; --alert: #a4161a; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e9ef; --muted: #a7b0c0; --bg: #15181e;
  --card: #1d2129; --line: #343a46; --accent: #7fb0ff; --alert: #ff8a8a; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.6 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--accent); }
.skip { position: absolute; left: -999px; } .skip:focus { left: 1rem; top: 1rem; }
header, main, footer { max-width: 44rem; margin: 0 auto; padding: 1rem; }
header { border-bottom: 1px solid var(--line); }
.site-name { font-size: 1.4rem; font-weight: 700; margin: 0; }
.muted, .meta, .moderation { color: var(--muted); font-size: 0.875rem; }
article { background: var(--card); border: 1px solid var(--line); border-radius: 8px;
  padding: 1rem; margin: 0 0 1rem; }
img { max-width: 100%; height: auto; border-radius: 6px; }
ol.comments { list-style: none; padding: 0; }
.removed { color: var(--muted); font-style: italic; margin: 0 0 1rem; }
.statement { color: var(--muted); font-size: 0.875rem; margin: -0.75rem 0 1rem; }
.appeal-state { font-size: 0.875rem; margin: 0 0 1rem; }
form { display: grid; gap: 0.5rem; }
input, textarea, button { font: inherit; padding: 0.5rem; border-radius: 6px;
  border: 1px solid var(--line); background: var(--card); color: var(--fg); }
button { background: var(--accent); color: var(--bg); border: 0; cursor: pointer; justify-self: start; }
.error { color: var(--alert); }
`;

function layout(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header>
<p class="site-name"><a href="/">${SITE_TITLE}</a></p>
<p class="muted">A sample site whose posts and comments are moderated by Vigil.</p>
</header>
<main id="main">
${main}
</main>
<footer><p class="muted">Every post and comment is sent to Vigil; what it unpublishes disappears here.</p></footer>
</body>
</html>
`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function statusLabel(status: string | undefined): string {
  if (!status) return 'not sent yet';
  return status.toLowerCase().replaceAll('_', ' ');
}

function moderationLine(item: BlogItem): string {
  const parts = item.parts.map(
    (part) => `${part.kind} ${escapeHtml(part.error ? 'refused' : statusLabel(part.status))}`,
  );
  return `<p class="moderation">Vigil: ${parts.join(', ')}</p>`;
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
}

function figure(item: BlogItem): string {
  if (!item.image) return '';
  return `<figure><img src="/images/${escapeHtml(item.id)}" alt="${escapeHtml(item.image.alt)}"></figure>`;
}

/** A date as the blog writes it for people: 21 November 2026. */
function day(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? escapeHtml(iso)
    : `<time datetime="${escapeHtml(iso)}">${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}</time>`;
}

/** The address of the appeal page of a removed item, by Vigil's id of it. */
export function appealPath(itemId: string | number): string {
  return `/appeal/${encodeURIComponent(String(itemId))}`;
}

/**
 * What the author is told about a removal (the statement of reasons, decision 0182), in the
 * blog's own words; nothing when the notice carried no statement.
 */
export function statementBlock(item: BlogItem): string {
  const statement = item.removed?.statement;
  if (!statement) return '';
  const appealed = item.removed?.appeal;
  const how = statement.automated_decision
    ? 'Detected and decided by automated means.'
    : statement.automated_detection
      ? 'Detected by automated means and decided by a moderator.'
      : 'Decided by a moderator.';
  const intro = `<p class="statement" aria-label="Why this comment was removed">Removed on ${day(statement.decided_at)} under our policy on ${escapeHtml(statement.ground)}. ${how}`;
  if (appealed) {
    const text = appealed.status === 'upheld' ? APPEAL_TEXTS.upheld : APPEAL_TEXTS.sent;
    return `${intro}</p>\n<p class="appeal-state" role="status">${text}</p>`;
  }
  return `${intro} You can appeal until ${day(statement.appeal.until)}: <a href="${appealPath(statement.appeal.item_id)}">appeal this decision</a>.</p>`;
}

/** The appeal form of a removed item, with the statement it contests. */
export function renderAppeal(
  item: BlogItem,
  vigilId: string,
  form?: { text?: string; error?: string },
): string {
  const statement = item.removed?.statement;
  const summary = statement
    ? `<p>Removed on ${day(statement.decided_at)} under our policy on ${escapeHtml(statement.ground)}. ${escapeHtml(statement.facts)}</p>`
    : '';
  return layout(
    `${APPEAL_TEXTS.pageTitle} · ${SITE_TITLE}`,
    `<h1>${APPEAL_TEXTS.pageTitle}</h1>
${summary}
<blockquote>${paragraphs(item.body)}</blockquote>
${errorBlock('appeal-error', form?.error === undefined ? undefined : { values: {}, error: form.error })}
<form method="post" action="${appealPath(vigilId)}" aria-label="${APPEAL_TEXTS.formLabel}">
<label for="appeal-text">${APPEAL_TEXTS.fieldLabel}</label>
<textarea id="appeal-text" name="text" required maxlength="${APPEAL_TEXT_MAX}" rows="6"${form?.error ? ' aria-describedby="appeal-error" aria-invalid="true"' : ''}>${escapeHtml(form?.text ?? '')}</textarea>
<button type="submit">${APPEAL_TEXTS.submit}</button>
</form>
<p><a href="/posts/${item.postId}#${item.id}">Back to the post</a></p>`,
  );
}

function when(iso: string): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.slice(0, 16).replace('T', ' '))} UTC</time>`;
}

export interface FormState {
  values: { author?: string; title?: string; body?: string };
  error?: string;
}

function errorBlock(id: string, state: FormState | undefined): string {
  return state?.error
    ? `<p class="error" id="${id}" role="alert">${escapeHtml(state.error)}</p>`
    : '';
}

function described(id: string, state: FormState | undefined): string {
  return state?.error ? ` aria-describedby="${id}" aria-invalid="true"` : '';
}

export function renderIndex(
  posts: BlogItem[],
  commentCount: (postId: string) => number,
  form?: FormState,
): string {
  const visible = posts.filter((post) => !post.removed);
  const removed = posts.length - visible.length;
  const list = visible
    .map(
      (post) => `<article aria-labelledby="title-${post.id}">
<h2 id="title-${post.id}"><a href="/posts/${post.id}">${escapeHtml(post.title ?? '')}</a></h2>
<p class="meta">By ${escapeHtml(post.author)} · ${when(post.createdAt)} · ${plural(commentCount(post.id), 'comment')}</p>
${paragraphs(post.body.length > 240 ? `${post.body.slice(0, 240)}…` : post.body)}
${moderationLine(post)}
</article>`,
    )
    .join('\n');
  const values = form?.values ?? {};
  return layout(
    SITE_TITLE,
    `<h1>Latest posts</h1>
${list || '<p>No posts yet.</p>'}
${removed > 0 ? `<p class="removed">${removed} ${removed === 1 ? 'post was' : 'posts were'} removed by moderation.</p>` : ''}
<section aria-labelledby="write-post">
<h2 id="write-post">Write a post</h2>
${errorBlock('post-error', form)}
<form method="post" action="/posts">
<label for="post-author">Name</label>
<input id="post-author" name="author" required maxlength="100" autocomplete="name" value="${escapeHtml(values.author ?? '')}"${described('post-error', form)}>
<label for="post-title">Title</label>
<input id="post-title" name="title" required maxlength="200" value="${escapeHtml(values.title ?? '')}"${described('post-error', form)}>
<label for="post-body">Text</label>
<textarea id="post-body" name="body" required maxlength="10000" rows="6"${described('post-error', form)}>${escapeHtml(values.body ?? '')}</textarea>
<button type="submit">Publish post</button>
</form>
</section>`,
  );
}

export function renderPost(post: BlogItem, comments: BlogItem[], form?: FormState): string {
  const thread = comments
    .map((comment) =>
      comment.removed
        ? `<li id="${comment.id}"><p class="removed">${REMOVED_COMMENT_TEXT}</p>${statementBlock(comment)}</li>`
        : `<li id="${comment.id}"><article aria-label="Comment by ${escapeHtml(comment.author)}">
<p class="meta"><strong>${escapeHtml(comment.author)}</strong> · ${when(comment.createdAt)}</p>
${paragraphs(comment.body)}
${figure(comment)}
${comment.republishedAt ? `<p class="moderation">${APPEAL_TEXTS.republished}</p>` : ''}
${moderationLine(comment)}
</article></li>`,
    )
    .join('\n');
  const values = form?.values ?? {};
  return layout(
    `${post.title ?? ''} · ${SITE_TITLE}`,
    `<article aria-labelledby="post-title">
<h1 id="post-title">${escapeHtml(post.title ?? '')}</h1>
<p class="meta">By ${escapeHtml(post.author)} · ${when(post.createdAt)}</p>
${figure(post)}
${paragraphs(post.body)}
${moderationLine(post)}
</article>
<section aria-labelledby="comments-heading">
<h2 id="comments-heading">Comments</h2>
${thread ? `<ol class="comments">${thread}</ol>` : '<p>No comments yet.</p>'}
<h3 id="add-comment">Add a comment</h3>
${errorBlock('comment-error', form)}
<form method="post" action="/posts/${post.id}/comments" aria-labelledby="add-comment">
<label for="comment-author">Name</label>
<input id="comment-author" name="author" required maxlength="100" autocomplete="name" value="${escapeHtml(values.author ?? '')}"${described('comment-error', form)}>
<label for="comment-body">Comment</label>
<textarea id="comment-body" name="body" required maxlength="5000" rows="4"${described('comment-error', form)}>${escapeHtml(values.body ?? '')}</textarea>
<button type="submit">Post comment</button>
</form>
</section>`,
  );
}

export function renderMessage(title: string, text: string): string {
  return layout(
    `${title} · ${SITE_TITLE}`,
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>\n<p><a href="/">Back to the posts</a></p>`,
  );
}
