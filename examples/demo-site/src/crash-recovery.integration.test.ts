/**
 * Decisions 0080–0094: nothing submitted and acknowledged is lost, also when the server is killed
 * mid-scan. Sixteen items (four with a picture) are submitted at once, the server is
 * SIGKILLed right after the last 202, started again on the same data directory, and every
 * acknowledged id is scanned in the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createVigilClient } from '@vigil/plugin-sdk';
import { createDemoSite, type DemoSite } from './demo-site';
import { readDemoSiteKeys } from './demo-site-config';
import { loadSamples } from './samples';
import { eventually, freePort, startVigil, type VigilProcess } from './vigil-process';

// A job left 'running' by the killed process is taken over once its lease expires.
const LEASE_ENV = { VIGIL_JOB_LEASE_MS: '3000' };
const ITEMS = 16;

let dataDir: string | undefined;
let vigil: VigilProcess | undefined;
let site: DemoSite | undefined;
const siteLog: string[] = [];

afterAll(async () => {
  await site?.close();
  await vigil?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a killed server', () => {
  it('loses no acknowledged item: each is scanned after the restart', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-crash-'));
    const port = await freePort();
    vigil = await startVigil({ dataDir, port, env: LEASE_ENV });
    const keys = readDemoSiteKeys(dataDir);
    site = await createDemoSite({
      port: 0,
      vigilUrl: vigil.url,
      accessKey: keys.accessKey,
      secretKey: keys.secretKey,
      domain: keys.domain,
      feed: false,
      log: (message) => siteLog.push(message),
    });
    await site.connected;
    const samples = loadSamples();
    const post = site.posts().at(-1);
    if (!post) throw new Error('The demo site has no post');

    // Texts and images together, sent at once, so the kill lands with scans under way.
    const items = await Promise.all(
      Array.from({ length: ITEMS }, (_, index) => {
        const comment = samples.comments[index % samples.comments.length];
        const image = index % 4 === 0 ? samples.images[index % samples.images.length] : undefined;
        return site?.addComment(post.id, {
          author: comment?.author ?? 'A reader',
          body: `${comment?.body ?? ''} (#${index})`,
          ...(image ? { image: { mime: image.mime, base64: image.base64, alt: image.alt } } : {}),
        });
      }),
    );
    const ids = items.flatMap((item) => item?.parts.map((part) => part.vigilId ?? '') ?? []);
    expect(
      ids.every((id) => id !== ''),
      siteLog.join('\n'),
    ).toBe(true);
    const client = (url: string) =>
      createVigilClient({ baseUrl: url, accessKey: keys.accessKey, secretKey: keys.secretKey });
    // One look just before the kill, so the test knows it interrupted unscanned work (a fresh
    // server also loads the image model on its first picture, which takes a while).
    const before = await Promise.all(ids.map((id) => client(vigil?.url ?? '').status(id)));
    await vigil.kill();
    expect(before.filter((reply) => reply.status === 'PENDING').length).toBeGreaterThan(0);

    vigil = await startVigil({ dataDir, port, env: LEASE_ENV });
    const restarted = client(vigil.url);
    for (const id of ids) {
      const reply = await eventually(
        () => restarted.status(id),
        (status) => status.status !== 'PENDING',
        `report ${id} to be scanned after the restart`,
        120_000,
      );
      expect(reply.categories.length).toBeGreaterThan(0);
    }
  });
});
