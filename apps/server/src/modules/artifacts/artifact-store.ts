/**
 * Where media of submitted items is kept (decision 0085): a folder under DATA_DIR by default, or an
 * S3-compatible bucket so several instances share it. Paths always start with the tenant id
 * (`<tenant>/<report>/<sha256>.<ext>`), which is what scopes every read to one tenant.
 */
export interface StoredArtifact {
  bytes: Buffer;
  mime: string;
}

export interface ArtifactStore {
  readonly kind: 'local' | 's3';
  /**
   * Where signed URLs point when that is not the console's own origin (the bucket's origin):
   * the console's Content-Security-Policy must let images and media load from it.
   */
  readonly urlOrigin: string | undefined;
  /** Throws for a path not of artifactPath's shape, so nothing is written outside the store. */
  put(path: string, bytes: Buffer, mime: string): Promise<void>;
  /** undefined when absent, and for a path not of artifactPath's shape. */
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

// `<tenant>/<report>/<sha256>.<ext>` and nothing else: no dots outside the extension, no
// slashes beyond the two, no backslash or percent sign, so no spelling of `..` can pass.
const ARTIFACT_PATH = /^[A-Za-z0-9-]+\/[A-Za-z0-9-]+\/[a-f0-9]{64}\.[a-z0-9]{2,5}$/;

/** Any tenant's artifact path of artifactPath's shape; the stores refuse everything else. */
export function isArtifactPath(path: string): boolean {
  return ARTIFACT_PATH.test(path);
}

/** Only paths of that tenant's shape: no traversal, no other tenant's prefix. */
export function isTenantArtifactPath(tenantId: string, path: string): boolean {
  return isArtifactPath(path) && path.startsWith(`${tenantId}/`);
}

/** The report id an artifact path names (its second segment), or undefined for another shape. */
export function artifactReportId(path: string): string | undefined {
  return isArtifactPath(path) ? path.split('/')[1] : undefined;
}
