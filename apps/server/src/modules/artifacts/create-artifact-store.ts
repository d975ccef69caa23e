import path from 'node:path';
import type { Config } from '../../env';
import type { ArtifactStore } from './artifact-store';
import type { ArtifactUrlSigner } from './artifact-url-signer';
import { createLocalArtifactStore } from './local-artifact-store';
import { createS3ArtifactStore } from './s3-artifact-store';

/** The folder of the local store. */
export function localArtifactRoot(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'artifacts');
}

/**
 * The S3-compatible bucket when S3_* is configured (several instances share it), else files
 * under DATA_DIR/artifacts whose URLs `signer` signs — the same signer the file route verifies
 * with (docs/decisions/0085-artifacts.md).
 */
export function createArtifactStore(
  config: Pick<Config, 'dataDir' | 's3'>,
  signer: ArtifactUrlSigner,
): ArtifactStore {
  if (config.s3) return createS3ArtifactStore(config.s3);
  return createLocalArtifactStore(localArtifactRoot(config), signer);
}
