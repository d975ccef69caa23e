/**
 * Decisions 0080–0094, "Done means": the demo site against the real server. It connects, submits clean
 * text, profane text, an image and a duplicate; each ends in the right status with its
 * category scores; an automatic unpublish reaches the site and the content disappears from
 * its pages; a callback with a bad signature is refused.
 */
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVigilClient,
  type TContentStatusResponse,
  type VigilClient,
} from '@vigil/plugin-sdk';
import { REMOVED_COMMENT_TEXT } from './blog-pages';
import type { BlogItem } from './blog-store';
import { DEMO_ADMIN_EMAIL, signInConsole } from './console-session';
import { createDemoSite, type DemoSite } from './demo-site';
import { readDemoSiteKeys, type DemoSiteKeys } from './demo-site-config';
import { loadSamples } from './samples';
import { eventually, freePort, startVigil, type VigilProcess } from './vigil-process';

const CLEAN_TEXT =
  'Lovely write-up, thank you. Which lock has the café? I would like to walk there.';
const PROFANE_TEXT = 'What a load of fucking bullshit. Nobody cares about your shitty bread.';
const UNPUBLISH_TEXT =
  'Fuck this blog, fuck you, you fucking piece of shit. Total fucking bullshit.';

let dataDir: string;
let vigil: VigilProcess;
let keys: DemoSiteKeys;
let site: DemoSite;
let client: VigilClient;
const siteLog: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-demo-loop-'));
  vigil = await startVigil({ dataDir, port: await freePort() });
  keys = readDemoSiteKeys(dataDir);
  site = await createDemoSite({
    port: 0,
    vigilUrl: vigil.url,
    accessKey: keys.accessKey,
    secretKey: keys.secretKey,
    domain: keys.domain,
    feed: false,
    retryIntervalMs: 1_000,
    log: (message) => siteLog.push(message),
  });
  client = createVigilClient({
    baseUrl: vigil.url,
    accessKey: keys.accessKey,
    secretKey: keys.secretKey,
  });
});

afterAll(async () => {
  await site?.close();
  await vigil?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function firstPost(): BlogItem {
  const post = site.posts().at(-1);
  if (!post) throw new Error('The demo site has no post');
  return post;
}

function vigilIdOf(item: BlogItem, kind: 'text' | 'image'): string {
  const id = item.parts.find((part) => part.kind === kind)?.vigilId;
  if (!id)
    throw new Error(`Vigil did not acknowledge the ${kind} of ${item.id}: ${siteLog.join('\n')}`);
  return id;
}

/** The status once the background scan has settled it (anything but PENDING). */
function settled(id: string): Promise<TContentStatusResponse> {
  return eventually(
    () => client.status(id),
    (reply) => reply.status !== 'PENDING',
    `report ${id} to be scanned`,
    90_000,
  );
}

async function pageOf(postId: string): Promise<string> {
  return (await fetch(`${site.url}/posts/${postId}`)).text();
}

/** The console's view of the blog's plugins, as an administrator of the demo tenant sees it. */
async function consolePlugins(): Promise<Array<{ callback_url: string }>> {
  const admin = await signInConsole(() => vigil.url, DEMO_ADMIN_EMAIL);
  const domains = (await admin.get('/domains')).body as {
    data: Array<{ id: string; name: string }>;
  };
  const blog = domains.data.find((domain) => domain.name === keys.domain);
  const plugins = await admin.get(`/domains/${blog?.id}/plugins`);
  return (plugins.body as { data: Array<{ callback_url: string }> }).data;
}

describe('the demo site against Vigil', () => {
  let clean: BlogItem;

  it('connects: the blog shows on the domain’s Plugins tab with its callback URL', async () => {
    await site.connected;
    const plugins = await consolePlugins();
    expect(plugins.map((plugin) => plugin.callback_url)).toContain(site.callbackUrl);
  });

  it('gets CLEAN for clean text, with low text scores', async () => {
    clean = await site.addComment(firstPost().id, { author: 'Ben Ashford', body: CLEAN_TEXT });
    const reply = await settled(vigilIdOf(clean, 'text'));
    expect(reply.status).toBe('CLEAN');
    expect(reply.categories.map((category) => category.id)).toContain('text-profanity');
    expect(reply.categories.every((category) => String(category.id).startsWith('text-'))).toBe(
      true,
    );
    expect(reply.categories.every((category) => category.score < 50)).toBe(true);
  });

  it('moderates or unpublishes profane text, with a text-profanity score', async () => {
    const item = await site.addComment(firstPost().id, {
      author: 'angry_reader',
      body: PROFANE_TEXT,
    });
    const reply = await settled(vigilIdOf(item, 'text'));
    expect(['AUTO_UNPUBLISHED', 'MODERATE']).toContain(reply.status);
    const profanity = reply.categories.find((category) => category.id === 'text-profanity');
    expect(profanity?.score).toBeGreaterThanOrEqual(50);
  });

  async function commentWithImage(label: 'clean' | 'flagged'): Promise<BlogItem> {
    const image = loadSamples().images.find((sample) => sample.label === label);
    if (!image) throw new Error(`No ${label} sample image`);
    return site.addComment(firstPost().id, {
      author: 'Lucía Romero',
      body: '',
      image: { mime: image.mime, base64: image.base64, alt: image.alt },
    });
  }

  it('scans a clean image with the image categories: CLEAN', async () => {
    const item = await commentWithImage('clean');
    const reply = await settled(vigilIdOf(item, 'image'));
    expect(reply.categories.some((category) => String(category.id).startsWith('image-'))).toBe(
      true,
    );
    expect(reply.status).toBe('CLEAN');
  });

  it('flags the synthetic stand-in image with an image category score', async () => {
    const item = await commentWithImage('flagged');
    const reply = await settled(vigilIdOf(item, 'image'));
    expect(['AUTO_UNPUBLISHED', 'MODERATE']).toContain(reply.status);
    const top = reply.categories[0];
    expect(String(top?.id)).toMatch(/^image-/);
    expect(top?.score).toBeGreaterThanOrEqual(50);
  });

  it('answers a duplicate with the same id and leaves the report as it was', async () => {
    const id = vigilIdOf(clean, 'text');
    expect(await site.resubmit(clean.id)).toEqual([id]);
    const reply = await client.status(id);
    expect(reply.status).toBe('CLEAN');
  });

  it('takes an automatically unpublished comment off the blog', async () => {
    const post = firstPost();
    const item = await site.addComment(post.id, { author: 'fed_up_42', body: UNPUBLISH_TEXT });
    expect(await pageOf(post.id)).toContain('Total fucking bullshit.');
    const reply = await settled(vigilIdOf(item, 'text'));
    expect(reply.status).toBe('AUTO_UNPUBLISHED');
    await eventually(
      () => site.item(item.id)?.removed,
      (removed) => removed !== undefined,
      'the unpublish callback to reach the demo site',
      90_000,
    );
    expect(site.item(item.id)?.removed?.reason).toBe('automatic');
    const page = await pageOf(post.id);
    expect(page).not.toContain('Total fucking bullshit.');
    expect(page).toContain(REMOVED_COMMENT_TEXT);
    // The signed notice carried its statement of reasons, and the blog shows it (decision 0182).
    expect(site.item(item.id)?.removed?.statement).toMatchObject({
      restriction: 'removed',
      automated_detection: true,
      automated_decision: true,
    });
    expect(page).toContain('Detected and decided by automated means.');
    expect(page).toContain('You can appeal until');
  });

  it('refuses a callback with a bad signature: 401, and the comment stays', async () => {
    const rawBody = JSON.stringify({
      event: 'unpublish',
      id: vigilIdOf(clean, 'text'),
      scheme: 'http',
      domain: keys.domain,
      cms_meta: { id: clean.id, type: 'comment' },
      reason: 'manual',
      status: 'MANUALLY_UNPUBLISHED',
      sent_at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const forged = createHmac('sha256', 'vs_not-the-secret')
      .update(`${timestamp}\nPOST\n/vigil/callback\n${rawBody}`)
      .digest('hex');
    const reply = await fetch(site.callbackUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Vigil-Key': keys.accessKey,
        'X-Vigil-Timestamp': timestamp,
        'X-Vigil-Signature': forged,
      },
      body: rawBody,
    });
    expect(reply.status).toBe(401);
    expect(site.item(clean.id)?.removed).toBeUndefined();
    expect(await pageOf(clean.postId)).toContain('Which lock has the café?');
  });
});
