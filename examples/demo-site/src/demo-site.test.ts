import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOVED_COMMENT_TEXT } from './blog-pages';
import { createDemoSite, type DemoSite, type DemoSiteOptions } from './demo-site';

// The blog on its own: Vigil is not running, so the site keeps waiting to connect, and the
// callbacks it gets are signed here by hand the way the service signs them.
const SECRET = 'vs_demo-site-test';
const ACCESS_KEY = 'vk_demo-site-test';

async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startSite(extra: Partial<DemoSiteOptions> = {}): Promise<DemoSite> {
  return createDemoSite({
    port: 0,
    vigilUrl: `http://127.0.0.1:${await closedPort()}`,
    accessKey: ACCESS_KEY,
    secretKey: SECRET,
    domain: 'blog.demo.test',
    log: () => undefined,
    ...extra,
  });
}

function signedCallback(body: unknown, secret = SECRET): RequestInit {
  const rawBody = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}\nPOST\n/vigil/callback\n${rawBody}`)
    .digest('hex');
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Vigil-Key': ACCESS_KEY,
      'X-Vigil-Timestamp': timestamp,
      'X-Vigil-Signature': signature,
    },
    body: rawBody,
  };
}

const unpublish = (cmsId: string) => ({
  event: 'unpublish',
  id: 'rep_9',
  scheme: 'http',
  domain: 'blog.demo.test',
  cms_meta: { id: cmsId, type: 'comment' },
  reason: 'automatic',
  status: 'AUTO_UNPUBLISHED',
  sent_at: '2026-11-21T09:00:00Z',
});

const PNG = fs.readFileSync(new URL('../samples/images/poster-shapes.png', import.meta.url));

describe('the demo blog', () => {
  let site: DemoSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site.close();
  });

  it('lists its starter posts, each with its page', async () => {
    const posts = site.posts();
    expect(posts).toHaveLength(3);
    const index = await fetch(site.url);
    expect(index.status).toBe(200);
    const html = await index.text();
    for (const post of posts) expect(html).toContain(`href="/posts/${post.id}"`);
    const page = await fetch(`${site.url}/posts/${posts[0]?.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h2 id="comments-heading">Comments</h2>');
  });

  it('takes a comment from the form and shows it', async () => {
    const post = site.posts()[0];
    const form = new URLSearchParams({ author: 'Ben Ashford', body: 'Which lock has the café?' });
    const reply = await fetch(`${site.url}/posts/${post?.id}/comments`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(reply.status).toBe(303);
    const [comment] = site.comments(post?.id ?? '');
    expect(reply.headers.get('location')).toBe(`/posts/${post?.id}#${comment?.id}`);
    const page = await (await fetch(`${site.url}/posts/${post?.id}`)).text();
    expect(page).toContain('Which lock has the café?');
    expect(page).toContain('Vigil: text not sent yet');
  });

  it('answers 422 with the message when the form is empty', async () => {
    const post = site.posts()[0];
    const reply = await fetch(`${site.url}/posts/${post?.id}/comments`, {
      method: 'POST',
      body: new URLSearchParams({ author: '', body: '' }),
    });
    expect(reply.status).toBe(422);
    expect(await reply.text()).toContain('role="alert">Please fill in your name and a comment.');
  });

  it('refuses a callback with a bad signature (401) and keeps the comment', async () => {
    const post = site.posts()[1];
    void site.addComment(post?.id ?? '', { author: 'troll', body: 'Stay up please.' });
    const [comment] = site.comments(post?.id ?? '');
    const reply = await fetch(
      `${site.url}/vigil/callback`,
      signedCallback(unpublish(comment?.id ?? ''), 'vs_forged'),
    );
    expect(reply.status).toBe(401);
    expect(await reply.json()).toEqual({
      message: 'X-Vigil-Signature does not match the request.',
    });
    expect(await (await fetch(`${site.url}/posts/${post?.id}`)).text()).toContain(
      'Stay up please.',
    );
  });

  it('takes a comment and its image off the page on a signed unpublish', async () => {
    const post = site.posts()[2];
    void site.addComment(post?.id ?? '', {
      author: 'troll',
      body: 'Something rude.',
      image: { mime: 'image/png', base64: PNG.toString('base64'), alt: 'Coloured shapes' },
    });
    const [comment] = site.comments(post?.id ?? '');
    const image = await fetch(`${site.url}/images/${comment?.id}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const reply = await fetch(
      `${site.url}/vigil/callback`,
      signedCallback(unpublish(`${comment?.id}-image`)),
    );
    expect(reply.status).toBe(200);
    const page = await (await fetch(`${site.url}/posts/${post?.id}`)).text();
    expect(page).not.toContain('Something rude.');
    expect(page).toContain(REMOVED_COMMENT_TEXT);
    expect((await fetch(`${site.url}/images/${comment?.id}`)).status).toBe(404);
  });

  it('offers the appeal form of a removed comment, and says when Vigil cannot take it', async () => {
    const post = site.posts()[0];
    await fetch(`${site.url}/posts/${post?.id}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'author=Ada&body=Appeal+me.',
      redirect: 'manual',
    });
    const comment = site.comments(post?.id ?? '').find((item) => item.author === 'Ada');
    if (!comment) throw new Error('the comment was not taken');
    expect((await fetch(`${site.url}/appeal/rep_appeal`)).status).toBe(404);
    const notice = { ...unpublish(comment.id), id: 'rep_appeal' };
    expect((await fetch(`${site.url}/vigil/callback`, signedCallback(notice))).status).toBe(200);
    const form = await fetch(`${site.url}/appeal/rep_appeal`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('Why should this comment be published again?');

    const empty = await fetch(`${site.url}/appeal/rep_appeal`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'text=+',
    });
    expect(empty.status).toBe(422);
    // Vigil is not running here: the author is told, and may send it again later.
    const down = await fetch(`${site.url}/appeal/rep_appeal`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'text=It+was+a+quote',
    });
    expect(down.status).toBe(502);
    const page = await down.text();
    expect(page).toContain('Vigil could not be reached');
    expect(page).toContain('It was a quote</textarea>');
    expect(site.item(comment.id)?.removed?.appeal).toBeUndefined();
  });

  it('answers 404 for an unknown post or address, 405 for a GET on the callback', async () => {
    expect((await fetch(`${site.url}/posts/post-nothing`)).status).toBe(404);
    expect((await fetch(`${site.url}/nowhere`)).status).toBe(404);
    expect((await fetch(`${site.url}/vigil/callback`)).status).toBe(405);
  });
});

describe('a restarted demo blog', () => {
  it('still hides what was unpublished before the restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-site-'));
    try {
      const first = await startSite({ dataDir });
      const post = first.posts()[0];
      const postId = post?.id ?? '';
      void first.addComment(postId, { author: 'troll', body: 'Rude words.' });
      const [comment] = first.comments(postId);
      await fetch(`${first.url}/vigil/callback`, signedCallback(unpublish(comment?.id ?? '')));
      await first.close();

      const second = await startSite({ dataDir });
      try {
        expect(second.posts().map((p) => p.id)).toEqual(first.posts().map((p) => p.id));
        const page = await (await fetch(`${second.url}/posts/${postId}`)).text();
        expect(page).not.toContain('Rude words.');
        expect(page).toContain(REMOVED_COMMENT_TEXT);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
