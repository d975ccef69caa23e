import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { artifactPath, type ArtifactStore } from './artifact-store';
import { createS3ArtifactStore, S3ArtifactError } from './s3-artifact-store';
import { startS3TestServer, type S3TestServer } from './s3-test-server';

const TENANT = '0b9f4a52-6c1e-4c1f-9a43-3d2b1f0e7a11';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('S3 artifact store (against a local S3-protocol server)', () => {
  let s3: S3TestServer;
  let store: ArtifactStore;
  const path = artifactPath(TENANT, 'report-1', sha(PNG), 'image/png');

  beforeAll(async () => {
    s3 = await startS3TestServer();
    store = createS3ArtifactStore(s3.config);
    await store.put(path, PNG, 'image/png');
  });
  afterAll(async () => {
    await s3.close();
  });

  it('reads back what it stored, with its mime type', async () => {
    expect(store.kind).toBe('s3');
    const stored = await store.get(path);
    expect(stored?.mime).toBe('image/png');
    expect(stored?.bytes.equals(PNG)).toBe(true);
  });

  it('answers undefined for an absent object', async () => {
    expect(
      await store.get(artifactPath(TENANT, 'report-2', sha(Buffer.from('x')), 'image/png')),
    ).toBe(undefined);
  });

  it('hands out a presigned URL that plain fetch can load, for the given lifetime', async () => {
    const url = new URL(await store.signedUrl(path, 300));
    expect(`${url.origin}${url.pathname}`).toBe(
      `${s3.config.endpoint}/${s3.config.bucket}/${path}`,
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(store.urlOrigin).toBe(s3.config.endpoint);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('is a private bucket: no unsigned read', async () => {
    const response = await fetch(`${s3.config.endpoint}/${s3.config.bucket}/${path}`);
    expect(response.status).toBe(403);
  });

  it('refuses a presigned URL whose signature, path or lifetime was altered', async () => {
    const signed = new URL(await store.signedUrl(path, 300));
    const signature = signed.searchParams.get('X-Amz-Signature') ?? '';
    const forged = new URL(signed);
    forged.searchParams.set(
      'X-Amz-Signature',
      `${signature.startsWith('0') ? '1' : '0'}${signature.slice(1)}`,
    );
    const otherPath = artifactPath(TENANT, 'report-3', sha(Buffer.from('y')), 'image/png');
    await store.put(otherPath, Buffer.from('y'), 'image/png');
    const moved = new URL(signed);
    moved.pathname = `/${s3.config.bucket}/${otherPath}`;
    const prolonged = new URL(signed);
    prolonged.searchParams.set('X-Amz-Expires', '604800');
    for (const url of [forged, moved, prolonged]) {
      const response = await fetch(url);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('SignatureDoesNotMatch');
    }
  });

  it('refuses an expired presigned URL', async () => {
    const past = new ManualClock(new Date(Date.now() - 60 * 60 * 1000));
    const signedAnHourAgo = createS3ArtifactStore(s3.config, past);
    const response = await fetch(await signedAnHourAgo.signedUrl(path, 60));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Request has expired');
  });

  it('fails a call made with wrong credentials without echoing them', async () => {
    const wrong = createS3ArtifactStore({ ...s3.config, secretAccessKey: 'not-the-secret-123' });
    const failure = await wrong.put(path, PNG, 'image/png').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(S3ArtifactError);
    expect((failure as Error).message).toBe(
      'S3 PUT failed with status 403 (SignatureDoesNotMatch)',
    );
    expect((failure as Error).message).not.toContain('not-the-secret-123');
    await expect(wrong.get(path)).rejects.toThrow('S3 GET failed with status 403');
  });

  it('never sends a path of another shape to the bucket', async () => {
    for (const bad of ['../x', `${TENANT}/../other/x.png`, '/etc/passwd', `${TENANT}\\r\\a.png`]) {
      expect(await store.get(bad)).toBe(undefined);
      await expect(store.put(bad, PNG, 'image/png')).rejects.toThrow('Not an artifact path');
      await expect(store.signedUrl(bad, 60)).rejects.toThrow('Not an artifact path');
    }
  });

  it('addresses the bucket as a host name when path style is off', async () => {
    const virtual = createS3ArtifactStore({
      ...s3.config,
      endpoint: 'https://s3.eu-central-1.example.test',
      forcePathStyle: false,
    });
    expect(virtual.urlOrigin).toBe(`https://${s3.config.bucket}.s3.eu-central-1.example.test`);
    const url = new URL(await virtual.signedUrl(path, 120));
    expect(`${url.origin}${url.pathname}`).toBe(`${virtual.urlOrigin}/${path}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('120');
  });
});
