import {
  PLUGIN_CONTENT_LIMITS,
  PLUGIN_INLINE_IMAGE_BYTES,
  PLUGIN_MESSAGES,
  type ReportContentType,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { isTenantArtifactPath } from '../artifacts/artifact-store';
import {
  connectPlugin,
  countRows,
  seedPluginSite,
  submit,
  textItem,
  type PluginSite,
} from './plugin-api-test-kit';
import { mediaSample, TINY_PNG } from './media-test-kit';

describe('media submitted to POST /api/plugin/v1/content', () => {
  let server: TestServer;
  let site: PluginSite;
  let counter = 0;

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedPluginSite(server, 'Media House', 'media.example.com');
    await connectPlugin(server, site);
  });
  afterAll(async () => {
    await server.close();
  });

  const media = (contentType: ReportContentType, content: string) =>
    textItem(site, {
      cms_meta: { id: `media-${(counter += 1)}` },
      content_type: contentType,
      content,
    });

  async function accepted(contentType: ReportContentType, content: string) {
    const response = await submit(server, site, media(contentType, content));
    expect(response.statusCode, response.body).toBe(202);
    const { id } = response.json() as { id: string };
    return server.ctx.database.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  async function expectRefused(
    contentType: ReportContentType,
    content: string,
    status: number,
    message: string,
  ) {
    const before = await countRows(server);
    const response = await submit(server, site, media(contentType, content));
    expect(response.statusCode).toBe(status);
    const expected = status === 422 ? { message, errors: { content: [message] } } : { message };
    expect(response.json()).toEqual(expected);
    expect(await countRows(server)).toEqual(before);
  }

  it('stores a small image as an artifact and inline base64, its type read from its bytes', async () => {
    const base64 = TINY_PNG.toString('base64');
    const report = await accepted('image', base64);
    expect(report).toMatchObject({
      content: base64,
      artifact_mime: 'image/png',
      content_url: null,
    });
    expect(isTenantArtifactPath(site.tenantId, report.artifact_path ?? '')).toBe(true);
    expect(report.artifact_path).toMatch(
      new RegExp(`^${site.tenantId}/${report.id}/[a-f0-9]{64}\\.png$`),
    );
    const stored = await server.ctx.artifacts.get(report.artifact_path ?? '');
    expect(stored?.bytes.equals(TINY_PNG)).toBe(true);
  });

  it('accepts a data URI whose declared type agrees, keeping only the base64 inline', async () => {
    const bytes = mediaSample('jpeg', 100);
    const report = await accepted('image', `data:image/jpeg;base64,${bytes.toString('base64')}`);
    expect(report).toMatchObject({
      content: bytes.toString('base64'),
      artifact_mime: 'image/jpeg',
    });
    const alias = await accepted('image', `data:image/jpg;base64,${bytes.toString('base64')}`);
    expect(alias.artifact_mime).toBe('image/jpeg');
  });

  it('keeps a large image only as an artifact (content empty), and video and audio always', async () => {
    const large = await accepted(
      'image',
      mediaSample('jpeg', PLUGIN_INLINE_IMAGE_BYTES + 1).toString('base64'),
    );
    expect(large.content).toBe('');
    expect(large.artifact_mime).toBe('image/jpeg');
    const video = await accepted('video', mediaSample('mp4').toString('base64'));
    expect(video).toMatchObject({ content: '', artifact_mime: 'video/mp4' });
    const audio = await accepted('audio', mediaSample('mp4').toString('base64'));
    expect(audio).toMatchObject({ content: '', artifact_mime: 'audio/mp4' });
    const wav = await accepted(
      'audio',
      `data:audio/x-wav;base64,${mediaSample('wav').toString('base64')}`,
    );
    expect(wav.artifact_mime).toBe('audio/x-wav');
  });

  it('stores an http(s) URL for the scan job to fetch, with no artifact yet', async () => {
    const report = await accepted(
      'image',
      'https://cdn.media.example.com/a/picture.jpg?size=large',
    );
    expect(report).toMatchObject({
      content: '',
      content_url: 'https://cdn.media.example.com/a/picture.jpg?size=large',
      artifact_path: null,
      artifact_mime: null,
    });
    // Local addresses are allowed: self-hosted sites serve their media from their own host.
    expect((await accepted('video', 'http://localhost:8080/v.mp4')).content_url).toBe(
      'http://localhost:8080/v.mp4',
    );
  });

  it.each([
    ['characters outside base64', 'iVBORw0KGgo!AAAA'],
    ['whitespace', 'iVBO Rw0K'],
    ['a length that is not a multiple of 4', 'iVBORw0KGgo'],
    ['padding in the middle', 'iV==Rw0K'],
    ['non-canonical trailing bits', 'iVBORw0KGgB='],
    ['the URL-safe alphabet', 'iVBO_w0K'],
    ['a data URI that is not base64', 'data:image/png,%89PNG'],
    ['another URL scheme', 'ftp://media.example.com/a.png'],
    ['a broken URL', 'https://'],
  ])('refuses media with %s (422)', async (_what, content) => {
    await expectRefused('image', content, 422, PLUGIN_MESSAGES.notBase64);
  });

  it('refuses bytes of no accepted type, or of a type that is not the content type (415)', async () => {
    const { unsupportedMediaType } = PLUGIN_MESSAGES;
    await expectRefused('image', mediaSample('text').toString('base64'), 415, unsupportedMediaType);
    await expectRefused('video', TINY_PNG.toString('base64'), 415, unsupportedMediaType);
    await expectRefused('audio', mediaSample('gif').toString('base64'), 415, unsupportedMediaType);
    await expectRefused('image', mediaSample('wav').toString('base64'), 415, unsupportedMediaType);
  });

  it('refuses a data URI whose declared type disagrees with the bytes, or is not accepted (415)', async () => {
    const png = TINY_PNG.toString('base64');
    const { unsupportedMediaType } = PLUGIN_MESSAGES;
    await expectRefused('image', `data:image/jpeg;base64,${png}`, 415, unsupportedMediaType);
    await expectRefused('image', `data:text/html;base64,${png}`, 415, unsupportedMediaType);
  });

  it('refuses media past 25 MB decoded (413) and accepts it at the limit', async () => {
    const limit = PLUGIN_CONTENT_LIMITS.mediaBytes;
    await expectRefused(
      'video',
      mediaSample('mp4', limit + 1).toString('base64'),
      413,
      PLUGIN_MESSAGES.mediaTooLarge,
    );
    const atLimit = await accepted('video', mediaSample('webm', limit).toString('base64'));
    expect(atLimit.artifact_mime).toBe('video/webm');
  });

  it('sees the same media again as a duplicate, and new bytes as an edit', async () => {
    const item = textItem(site, {
      cms_meta: { id: 'photo' },
      content_type: 'image',
      content: TINY_PNG.toString('base64'),
    });
    const first = await submit(server, site, item);
    const before = await countRows(server);
    // A second later: the same request in the same second would be a replayed signature.
    server.clock.advance(1000);
    const again = await submit(server, site, item);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(server)).toEqual(before);
    const edited = await submit(server, site, {
      ...item,
      content: mediaSample('gif').toString('base64'),
    });
    expect(edited.json()).toEqual(first.json());
    const row = await server.ctx.database.db
      .selectFrom('reports')
      .select(['version', 'artifact_mime'])
      .where('id', '=', (first.json() as { id: string }).id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ version: 2, artifact_mime: 'image/gif' });
  });
});
