/**
 * The scanning modules behind the engine's seam, built once per context (registerScanJob).
 * The built-in scanners run where the context's scan threads put them (decision 0197): the
 * image scanner's model loads on first use, so a server that never sees a picture never loads
 * it, and no module-level singleton is shared between test servers.
 */
import type { AppContext } from '../../context';
import { loadEngineConfig, scoreWithEngine } from '../external-engine/external-engine';
import { extractContent } from '../scanning/extractors/extract-content';
import { scanVideo } from '../scanning/video/video-scanner';
import type { ScanSuite } from './scan-suite.types';

export function createScanSuite(ctx: AppContext): ScanSuite {
  const { scanThreads } = ctx;
  return {
    extract: (input, enabled) => extractContent(input, enabled),
    scanText: async (extraction) => ({
      unavailable: false,
      scores: await scanThreads.scanText(extraction),
    }),
    scanImage: (media) => scanThreads.images.scan(media, 'image'),
    scanVideo: (media) =>
      scanVideo(media, {
        ffmpegPath: ctx.config.scanning.ffmpegPath,
        imageScanner: scanThreads.images,
      }),
    // Read per item: a tenant's change of engine applies to the next scan.
    externalScorer: async (tenantId) => {
      const config = await loadEngineConfig(ctx, tenantId);
      if (!config) return undefined;
      return {
        contentTypes: new Set(config.content_types),
        score: (input) => scoreWithEngine(config, input, { logger: ctx.logger }),
      };
    },
  };
}
