import fs from 'node:fs/promises';
import path from 'node:path';
import type { ArtifactStore, StoredArtifact } from './artifact-store';

/**
 * Artifacts as files under DATA_DIR/artifacts, with the mime type beside each file.
 * signedUrl is filled in by the artifacts route module (it needs the signing key and route).
 */
export function createLocalArtifactStore(
  root: string,
  sign: (artifactPath: string, ttlSeconds: number) => string,
): ArtifactStore {
  const fileOf = (artifactPath: string) => path.join(root, ...artifactPath.split('/'));
  return {
    kind: 'local',
    async put(artifactPath, bytes, mime) {
      const file = fileOf(artifactPath);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so a crash never leaves half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.writeFile(`${file}.mime`, mime);
      await fs.rename(temporary, file);
    },
    async get(artifactPath): Promise<StoredArtifact | undefined> {
      try {
        const [bytes, mime] = await Promise.all([
          fs.readFile(fileOf(artifactPath)),
          fs.readFile(`${fileOf(artifactPath)}.mime`, 'utf8'),
        ]);
        return { bytes, mime };
      } catch {
        return undefined;
      }
    },
    async signedUrl(artifactPath, ttlSeconds) {
      return sign(artifactPath, ttlSeconds);
    },
  };
}
