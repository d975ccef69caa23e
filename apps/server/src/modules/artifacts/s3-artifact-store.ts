import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../env';
import { systemClock, type Clock } from '../../lib/clock';
import { isArtifactPath, type ArtifactStore, type StoredArtifact } from './artifact-store';

/** S3's own limit for presigned URLs (7 days). */
const MAX_PRESIGNED_SECONDS = 604_800;

/** A failed bucket call: the status and S3's error code, never credentials or signatures. */
export class S3ArtifactError extends Error {
  constructor(
    readonly operation: 'PUT' | 'GET',
    readonly status: number,
    code: string | undefined,
  ) {
    super(`S3 ${operation} failed with status ${status}${code ? ` (${code})` : ''}`);
    this.name = 'S3ArtifactError';
  }
}

/** Signature V4 time format, e.g. 20261121T090000Z. */
function amzDate(date: Date): string {
  return date.toISOString().replace(/[:-]|\.\d{3}/g, '');
}

async function errorCode(response: Response): Promise<string | undefined> {
  const text = await response.text().catch(() => '');
  return /<Code>([A-Za-z]{1,64})<\/Code>/.exec(text)?.[1];
}

/**
 * Artifacts in an S3-compatible bucket (AWS, MinIO, R2, …), signed with Signature V4 by
 * aws4fetch: PUT and GET with the server's credentials, and presigned GET URLs the browser
 * loads straight from the bucket. Path-style addressing (`<endpoint>/<bucket>/<key>`) unless
 * forcePathStyle is false (`<bucket>.<endpoint host>/<key>`).
 *
 * The clock dates the signatures and the bucket checks them against its own clock (requests
 * more than 15 minutes off are refused), so the server passes the real clock here, also when
 * its own clock is a test's: only tests of expiry pass another.
 */
export function createS3ArtifactStore(config: S3Config, clock: Clock = systemClock): ArtifactStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    // A failure surfaces to the caller (the submission or the scan job retries), not here.
    retries: 0,
  });
  const endpoint = new URL(config.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const origin = config.forcePathStyle
    ? endpoint.origin
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
  const objectUrl = (artifactPath: string) => {
    const key = artifactPath.split('/').map(encodeURIComponent).join('/');
    return config.forcePathStyle
      ? `${origin}${basePath}/${encodeURIComponent(config.bucket)}/${key}`
      : `${origin}${basePath}/${key}`;
  };
  const datetime = () => amzDate(clock.now());

  return {
    kind: 's3',
    urlOrigin: origin,
    async put(artifactPath, bytes, mime) {
      if (!isArtifactPath(artifactPath)) throw new Error('Not an artifact path');
      const response = await client.fetch(objectUrl(artifactPath), {
        method: 'PUT',
        body: bytes,
        headers: {
          'content-type': mime,
          // The bucket checks the bytes against the signed hash, so a corrupted upload fails.
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
        aws: { datetime: datetime() },
      });
      if (!response.ok) {
        throw new S3ArtifactError('PUT', response.status, await errorCode(response));
      }
      await response.body?.cancel();
    },
    async get(artifactPath): Promise<StoredArtifact | undefined> {
      if (!isArtifactPath(artifactPath)) return undefined;
      const response = await client.fetch(objectUrl(artifactPath), {
        method: 'GET',
        aws: { datetime: datetime() },
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) {
        throw new S3ArtifactError('GET', response.status, await errorCode(response));
      }
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        mime: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async signedUrl(artifactPath, ttlSeconds) {
      if (!isArtifactPath(artifactPath)) throw new Error('Not an artifact path');
      const url = new URL(objectUrl(artifactPath));
      const expires = Math.min(MAX_PRESIGNED_SECONDS, Math.max(1, Math.floor(ttlSeconds)));
      url.searchParams.set('X-Amz-Expires', String(expires));
      const signed = await client.sign(url.toString(), {
        method: 'GET',
        aws: { signQuery: true, datetime: datetime() },
      });
      return signed.url;
    },
  };
}
