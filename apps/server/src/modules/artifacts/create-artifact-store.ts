import path from 'node:path';
import type { Config } from '../../env';
import type { Clock } from '../../lib/clock';
import type { ArtifactStore } from './artifact-store';
import { createArtifactUrlSigner } from './artifact-url-signer';
import { createLocalArtifactStore } from './local-artifact-store';
import { createS3ArtifactStore } from './s3-artifact-store';

/** The folder of the local store. */
export function localArtifactRoot(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'artifacts');
}

/**
 * The S3-compatible bucket when S3_* is configured (several instances share it), else files
 * under DATA_DIR/artifacts whose URLs this server signs with a key derived from
 * `secretKeyMaterial` (docs/decisions/0085-artifacts.md).
 */
export function createArtifactStore(
  config: Pick<Config, 'dataDir' | 's3'>,
  secretKeyMaterial: string,
  clock: Clock,
): ArtifactStore {
  if (config.s3) return createS3ArtifactStore(config.s3);
  return createLocalArtifactStore(
    localArtifactRoot(config),
    createArtifactUrlSigner(secretKeyMaterial, clock),
  );
}
