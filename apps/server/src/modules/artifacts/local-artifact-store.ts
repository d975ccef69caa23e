import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isArtifactPath, type ArtifactStore, type StoredArtifact } from './artifact-store';
import type { ArtifactUrlSigner } from './artifact-url-signer';

/**
 * Artifacts as files under DATA_DIR/artifacts, with the mime type beside each file
 * (`<file>.mime`). Signed URLs point at this server's /api/artifact-file route.
 */
export function createLocalArtifactStore(root: string, signer: ArtifactUrlSigner): ArtifactStore {
  // Only artifactPath's shape ever reaches the file system: its segments hold no dot but the
  // extension's and no separator, so the file is always inside `root`.
  const fileOf = (artifactPath: string) => path.join(root, ...artifactPath.split('/'));
  return {
    kind: 'local',
    urlOrigin: undefined,
    async put(artifactPath, bytes, mime) {
      if (!isArtifactPath(artifactPath)) throw new Error('Not an artifact path');
      const file = fileOf(artifactPath);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written under temporary names and renamed, so a crash never leaves half a file and two
      // writers of the same path never interleave.
      const suffix = `${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(`${file}.mime.${suffix}`, mime);
      await fs.rename(`${file}.mime.${suffix}`, `${file}.mime`);
      await fs.writeFile(`${file}.${suffix}`, bytes);
      await fs.rename(`${file}.${suffix}`, file);
    },
    async get(artifactPath): Promise<StoredArtifact | undefined> {
      if (!isArtifactPath(artifactPath)) return undefined;
      const file = fileOf(artifactPath);
      try {
        const [bytes, mime] = await Promise.all([
          fs.readFile(file),
          fs.readFile(`${file}.mime`, 'utf8'),
        ]);
        return { bytes, mime: mime.trim() };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async signedUrl(artifactPath, ttlSeconds) {
      return signer.sign(artifactPath, ttlSeconds);
    },
  };
}
