import { ARTIFACT_URL_TTL_SECONDS, ROLES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestServer, type TestServer } from '../../test/test-server';
import { addDomain } from '../domains/domains-test-kit';
import { call, seedTenant, type SignedIn } from '../users/users-test-kit';
import { createArtifactUrlSigner } from './artifact-url-signer';
import { createArtifactStore, localArtifactRoot } from './create-artifact-store';
import { insertArtifactReport, type StoredReport } from './artifacts-test-kit';
import { startS3TestServer, type S3TestServer } from './s3-test-server';

const MP3 = Buffer.from('494433030000000000000000fffb9064', 'hex');

describe('artifact store choice', () => {
  const clock = new ManualClock();
  it('is the S3 bucket when S3 is configured, else the folder under DATA_DIR', () => {
    const local = createArtifactStore(
      { dataDir: '/srv/vigil', s3: undefined },
      createArtifactUrlSigner('k'.repeat(32), clock),
    );
    expect(local.kind).toBe('local');
    expect(localArtifactRoot({ dataDir: '/srv/vigil' })).toBe('/srv/vigil/artifacts');
    const s3 = createArtifactStore(
      {
        dataDir: '/srv/vigil',
        s3: {
          endpoint: 'https://minio.example.test:9000',
          bucket: 'media',
          region: 'eu-west-1',
          accessKeyId: 'id',
          secretAccessKey: 'secret',
          forcePathStyle: true,
        },
      },
      createArtifactUrlSigner('k'.repeat(32), clock),
    );
    expect(s3.kind).toBe('s3');
    expect(s3.urlOrigin).toBe('https://minio.example.test:9000');
  });
});

describe('artifacts in an S3-compatible bucket, through the server', () => {
  let s3: S3TestServer;
  let server: TestServer;
  let admin: SignedIn;
  let audio: StoredReport;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    server = await createTestServer({ config: { s3: s3.config } });
    const tenant = await seedTenant(server, 'Acme', 'acme.test', { admin: ROLES.administrator });
    admin = tenant.users.admin;
    const domain = await addDomain(server, admin, 'podcast.acme.test');
    audio = await insertArtifactReport(server, {
      tenantId: tenant.tenantId,
      domainId: domain.id,
      bytes: MP3,
      mime: 'audio/mpeg',
    });
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('keeps media in the bucket, not under DATA_DIR', async () => {
    expect(server.ctx.artifacts.kind).toBe('s3');
    expect((await server.ctx.artifacts.get(audio.path))?.bytes.equals(MP3)).toBe(true);
  });

  it('answers GET /api/artifact with a presigned bucket URL the browser can load', async () => {
    const response = await call(
      server,
      admin,
      'GET',
      `/artifact?path=${encodeURIComponent(audio.path)}`,
    );
    const { artifact_url: url } = response.json() as { artifact_url: string | false };
    if (url === false) throw new Error('expected a URL');
    expect(url.startsWith(`${s3.config.endpoint}/${s3.config.bucket}/${audio.path}?`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe(String(ARTIFACT_URL_TTL_SECONDS));
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await file.arrayBuffer()).equals(MP3)).toBe(true);
  });

  it('lets the console load images and media from the bucket’s origin, and nothing more', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.config.endpoint}`);
    expect(csp).toContain(`media-src 'self' blob: ${s3.config.endpoint}`);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
  });
});
