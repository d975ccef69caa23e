/**
 * Where media of submitted items is kept (issue 6): a folder under DATA_DIR by default, or an
 * S3-compatible bucket so several instances share it. Paths always start with the tenant id
 * (`<tenant>/<report>/<sha256>.<ext>`), which is what scopes every read to one tenant.
 */
export interface StoredArtifact {
  bytes: Buffer;
  mime: string;
}

export interface ArtifactStore {
  readonly kind: 'local' | 's3';
  put(path: string, bytes: Buffer, mime: string): Promise<void>;
  get(path: string): Promise<StoredArtifact | undefined>;
  /** A URL the browser can load for `ttlSeconds` without further credentials. */
  signedUrl(path: string, ttlSeconds: number): Promise<string>;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/ogg': 'ogv',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/webm': 'weba',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/flac': 'flac',
};

export function artifactPath(
  tenantId: string,
  reportId: string,
  sha256: string,
  mime: string,
): string {
  return `${tenantId}/${reportId}/${sha256}.${EXTENSIONS[mime] ?? 'bin'}`;
}

/** Only paths of that tenant's shape: no traversal, no other tenant's prefix. */
export function isTenantArtifactPath(tenantId: string, path: string): boolean {
  return (
    /^[A-Za-z0-9-]+\/[A-Za-z0-9-]+\/[a-f0-9]{64}\.[a-z0-9]{2,5}$/.test(path) &&
    path.startsWith(`${tenantId}/`)
  );
}
