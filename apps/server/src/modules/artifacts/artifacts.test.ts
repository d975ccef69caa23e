import { createHash } from 'node:crypto';
import {
  ARTIFACT_MESSAGES,
  ARTIFACT_URL_TTL_SECONDS,
  ROLES,
  UNAUTHENTICATED_MESSAGE,
  USER_MESSAGES,
} from '@vigil/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSecretKey } from '../../lib/secret-box';
import { createTestServer, type TestServer } from '../../test/test-server';
import { addDomain, type AddedDomain } from '../domains/domains-test-kit';
import { call, seedTenant, type SignedIn } from '../users/users-test-kit';
import { artifactPath } from './artifact-store';
import { createArtifactUrlSigner } from './artifact-url-signer';
import { insertArtifactReport, type StoredReport } from './artifacts-test-kit';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('artifacts: GET /api/artifact and the signed file route (local store)', () => {
  let server: TestServer;
  let tenantId = '';
  let admin: SignedIn;
  let moderator: SignedIn;
  let grouped: SignedIn;
  let viewer: SignedIn;
  let otherAdmin: SignedIn;
  let openDomain: AddedDomain;
  let limitedDomain: AddedDomain;
  let image: StoredReport;
  let video: StoredReport;
  let limited: StoredReport;
  let orphan: StoredReport;
  let foreign: StoredReport;

  const artifactUrlAs = async (who: SignedIn, path: string) => {
    const response = await call(server, who, 'GET', `/artifact?path=${encodeURIComponent(path)}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { artifact_url: string | false }).artifact_url;
  };
  /** The file route is loaded by <img>/<video>: no cookie, no tenant header. */
  const load = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    server = await createTestServer();
    const tenant = await seedTenant(server, 'Acme', 'acme.test', {
      admin: ROLES.administrator,
      moderator: ROLES.moderator,
      grouped: ROLES.moderator,
      viewer: ROLES.viewer,
    });
    tenantId = tenant.tenantId;
    ({ admin, moderator, grouped, viewer } = tenant.users);
    const other = await seedTenant(server, 'Other', 'other.test', { admin: ROLES.administrator });
    otherAdmin = other.users.admin;
    openDomain = await addDomain(server, admin, 'open.acme.test');
    limitedDomain = await addDomain(server, admin, 'limited.acme.test');
    const otherDomain = await addDomain(server, otherAdmin, 'other.test');
    const group = await call(server, admin, 'POST', '/moderation-groups', {
      name: 'Night',
      member_ids: [grouped.id],
    });
    const groupId = (group.json() as { data: { id: string } }).data.id;
    const linked = await call(
      server,
      admin,
      'PUT',
      `/domains/${limitedDomain.id}/moderation-groups`,
      {
        group_ids: [groupId],
      },
    );
    expect(linked.statusCode).toBe(200);

    image = await insertArtifactReport(server, {
      tenantId,
      domainId: openDomain.id,
      bytes: PNG,
      mime: 'image/png',
    });
    video = await insertArtifactReport(server, {
      tenantId,
      domainId: openDomain.id,
      bytes: VIDEO,
      mime: 'video/mp4',
    });
    limited = await insertArtifactReport(server, {
      tenantId,
      domainId: limitedDomain.id,
      bytes: Buffer.from('limited'),
      mime: 'image/webp',
    });
    orphan = await insertArtifactReport(server, {
      tenantId,
      domainId: null,
      bytes: Buffer.from('orphan'),
      mime: 'image/gif',
    });
    foreign = await insertArtifactReport(server, {
      tenantId: other.tenantId,
      domainId: otherDomain.id,
      bytes: Buffer.from('foreign'),
      mime: 'image/png',
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await server.close();
  });

  it('chooses the local store without S3 configuration', () => {
    expect(server.ctx.artifacts.kind).toBe('local');
    expect(server.ctx.artifacts.urlOrigin).toBe(undefined);
  });

  it('hands an administrator a signed URL that serves the bytes without a session', async () => {
    const url = await artifactUrlAs(admin, image.path);
    if (url === false) throw new Error('expected a URL');
    const expires = Math.floor(server.clock.now().getTime() / 1000) + ARTIFACT_URL_TTL_SECONDS;
    expect(url).toMatch(/^\/api\/artifact-file\?path=[^&]+&expires=\d+&signature=[0-9a-f]{64}$/);
    expect(new URLSearchParams(url.split('?')[1]).get('path')).toBe(image.path);
    expect(new URLSearchParams(url.split('?')[1]).get('expires')).toBe(String(expires));

    const file = await load(url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(file.headers['cache-control']).toBe(`private, max-age=${ARTIFACT_URL_TTL_SECONDS}`);
    expect(file.headers['accept-ranges']).toBe('bytes');
    // The signature never reaches the log.
    const signature = new URLSearchParams(url.split('?')[1]).get('signature') ?? '';
    expect(server.logs.join('')).not.toContain(signature);
  });

  it('answers HEAD with the headers only', async () => {
    const url = await artifactUrlAs(admin, image.path);
    const head = await server.app.inject({ method: 'HEAD', url: String(url) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
    expect(head.body).toBe('');
  });

  it('stops serving once the URL has expired, and caches only for what is left', async () => {
    const url = String(await artifactUrlAs(admin, image.path));
    server.clock.advance((ARTIFACT_URL_TTL_SECONDS - 1) * 1000);
    const lastSecond = await load(url);
    expect(lastSecond.statusCode).toBe(200);
    expect(lastSecond.headers['cache-control']).toBe('private, max-age=1');
    server.clock.advance(1000);
    const expired = await load(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: ARTIFACT_MESSAGES.expiredLink });
    // A fresh URL works again.
    expect((await load(String(await artifactUrlAs(admin, image.path)))).statusCode).toBe(200);
  });

  it('refuses an altered, foreign or malformed link before reading anything', async () => {
    const url = String(await artifactUrlAs(admin, image.path));
    const query = new URLSearchParams(url.split('?')[1]);
    const signature = query.get('signature') ?? '';
    const expires = query.get('expires') ?? '';
    const withQuery = (changes: Record<string, string | undefined>) => {
      const changed = new URLSearchParams(query);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined) changed.delete(name);
        else changed.set(name, value);
      }
      return `/api/artifact-file?${changed.toString()}`;
    };
    const otherKey = createArtifactUrlSigner(
      'another server with another secret key',
      server.clock,
    );
    const get = vi.spyOn(server.ctx.artifacts, 'get');
    const refused = [
      withQuery({ signature: `${signature.startsWith('0') ? '1' : '0'}${signature.slice(1)}` }),
      withQuery({ path: video.path }),
      withQuery({ path: foreign.path }),
      withQuery({ expires: String(Number(expires) + 3600) }),
      withQuery({ signature: signature.toUpperCase() }),
      withQuery({ signature: signature.slice(2) }),
      withQuery({ signature: undefined }),
      withQuery({ expires: undefined }),
      withQuery({ path: undefined }),
      withQuery({ expires: '-1' }),
      `${url}&path=${encodeURIComponent(video.path)}`,
      otherKey.sign(image.path, 300),
      '/api/artifact-file',
    ];
    for (const refusedUrl of refused) {
      const response = await load(refusedUrl);
      expect(response.statusCode, refusedUrl).toBe(403);
      expect(response.json()).toEqual({ message: ARTIFACT_MESSAGES.invalidLink });
    }
    expect(get).not.toHaveBeenCalled();
  });

  it('never reads outside the artifacts, even with a correctly signed traversal path', async () => {
    // The server's own key: what an attacker could only dream of having.
    const signer = createArtifactUrlSigner(loadSecretKey(undefined, server.dataDir), server.clock);
    const get = vi.spyOn(server.ctx.artifacts, 'get');
    for (const path of [
      '../secret.key',
      `${tenantId}/../../secret.key`,
      `${tenantId}/x/../../../secret.key`,
      '/etc/passwd',
      `${tenantId}\\${image.reportId}\\${sha(PNG)}.png`,
      `%2e%2e/%2e%2e/secret.key`,
      `${image.path}/../../../../secret.key`,
    ]) {
      const response = await load(signer.sign(path, 300));
      expect(response.statusCode, path).toBe(403);
      expect(response.body).not.toContain(loadSecretKey(undefined, server.dataDir));
    }
    expect(get).not.toHaveBeenCalled();
    expect(await server.ctx.artifacts.get('../secret.key')).toBe(undefined);
    await expect(server.ctx.artifacts.put('../escape.png', PNG, 'image/png')).rejects.toThrow(
      'Not an artifact path',
    );
  });

  it('answers 404 for a genuine link to an artifact no longer stored', async () => {
    const signer = createArtifactUrlSigner(loadSecretKey(undefined, server.dataDir), server.clock);
    const gone = artifactPath(tenantId, image.reportId, sha(Buffer.from('gone')), 'image/png');
    expect((await load(signer.sign(gone, 300))).statusCode).toBe(404);
  });

  it('serves byte ranges so video and audio can seek', async () => {
    const url = String(await artifactUrlAs(admin, video.path));
    const first = await load(url, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe('bytes 0-99/1000');
    expect(first.headers['content-type']).toBe('video/mp4');
    expect(first.rawPayload.equals(VIDEO.subarray(0, 100))).toBe(true);

    const tail = await load(url, { range: 'bytes=-10' });
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    expect(tail.rawPayload.equals(VIDEO.subarray(990))).toBe(true);

    const open = await load(url, { range: 'bytes=900-5000' });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe('bytes 900-999/1000');
    expect(open.rawPayload.length).toBe(100);

    const beyond = await load(url, { range: 'bytes=1000-' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');
    expect(beyond.json()).toEqual({ message: ARTIFACT_MESSAGES.rangeNotSatisfiable });

    // Several ranges or another unit: the whole file, which the standard allows.
    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=9-3']) {
      const whole = await load(url, { range });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(VIDEO)).toBe(true);
    }
  });

  it('serves a stored file of a non-media type as opaque bytes', async () => {
    const html = await insertArtifactReport(server, {
      tenantId,
      domainId: openDomain.id,
      bytes: Buffer.from('<script>alert(1)</script>'),
      mime: 'text/html',
    });
    const file = await load(String(await artifactUrlAs(admin, html.path)));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  });

  it('answers false for paths that are absent, replaced, another tenant’s or not a path at all', async () => {
    const signedUrl = vi.spyOn(server.ctx.artifacts, 'signedUrl');
    const get = vi.spyOn(server.ctx.artifacts, 'get');
    const otherTenant = foreign.path.split('/')[0] ?? '';
    const refused = [
      // Right shape, but no report names it.
      artifactPath(tenantId, image.reportId, sha(Buffer.from('absent')), 'image/png'),
      // Right report id, another tenant's prefix: that tenant's real artifact.
      foreign.path,
      // This tenant's prefix with the other tenant's report and file.
      foreign.path.replace(otherTenant, tenantId),
      `../${foreign.path}`,
      `${tenantId}/../${foreign.path}`,
      `${tenantId}/%2e%2e/${foreign.path}`,
      `%2e%2e%2f${foreign.path}`,
      `/${image.path}`,
      `${tenantId}\\${image.reportId}\\${sha(PNG)}.png`,
      `${image.path}/../../x`,
      `${image.path}\n`,
      image.path.toUpperCase(),
      '/etc/passwd',
      'C:\\Windows\\win.ini',
    ];
    for (const path of refused) {
      expect(await artifactUrlAs(admin, path), path).toBe(false);
    }
    // The other tenant's administrator cannot read this tenant's artifact either.
    expect(await artifactUrlAs(otherAdmin, image.path)).toBe(false);
    expect(signedUrl).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
    // …but reads its own.
    expect(await artifactUrlAs(otherAdmin, foreign.path)).toMatch(/^\/api\/artifact-file\?/);
  });

  it('answers false for an artifact an edit replaced', async () => {
    const edited = await insertArtifactReport(server, {
      tenantId,
      domainId: openDomain.id,
      bytes: Buffer.from('first version'),
      mime: 'image/png',
    });
    const second = Buffer.from('second version');
    const newPath = artifactPath(tenantId, edited.reportId, sha(second), 'image/png');
    await server.ctx.artifacts.put(newPath, second, 'image/png');
    await server.ctx.database.db
      .updateTable('reports')
      .set({ artifact_path: newPath, version: 2 })
      .where('id', '=', edited.reportId)
      .execute();
    expect(await artifactUrlAs(admin, edited.path)).toBe(false);
    expect(await artifactUrlAs(admin, newPath)).not.toBe(false);
  });

  it('lets a moderator read only the domains their groups may moderate', async () => {
    // An open domain (no groups): every moderator.
    expect(await artifactUrlAs(moderator, image.path)).not.toBe(false);
    expect(await artifactUrlAs(grouped, image.path)).not.toBe(false);
    // A domain linked to the Night group: its members only, and administrators.
    expect(await artifactUrlAs(moderator, limited.path)).toBe(false);
    const url = await artifactUrlAs(grouped, limited.path);
    expect(url).not.toBe(false);
    expect((await load(String(url))).rawPayload.toString()).toBe('limited');
    expect(await artifactUrlAs(admin, limited.path)).not.toBe(false);
    // A deleted domain's item: administrators only.
    expect(await artifactUrlAs(moderator, orphan.path)).toBe(false);
    expect(await artifactUrlAs(admin, orphan.path)).not.toBe(false);
  });

  it('refuses viewers by role and anonymous callers, and validates the query', async () => {
    const viewerCall = await call(
      server,
      viewer,
      'GET',
      `/artifact?path=${encodeURIComponent(image.path)}`,
    );
    expect(viewerCall.statusCode).toBe(403);
    expect(viewerCall.json()).toEqual({ message: USER_MESSAGES.roleForbidden });

    const anonymous = await server.app.inject({
      method: 'GET',
      url: `/api/artifact?path=${encodeURIComponent(image.path)}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });

    for (const query of ['', '?path=', `?path=${'a'.repeat(513)}`]) {
      const invalid = await call(server, admin, 'GET', `/artifact${query}`);
      expect(invalid.statusCode, query).toBe(422);
      expect(invalid.json()).toHaveProperty('errors.path');
    }
  });
});
