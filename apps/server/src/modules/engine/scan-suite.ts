/**
 * The scanning modules behind the engine's seam, built once per context (registerScanJob):
 * the image scanner holds its model for the context's life and is created on first use, so a
 * server that never sees a picture never loads it, and no module-level singleton is shared
 * between test servers.
 */
import type { AppContext } from '../../context';
import { extractContent } from '../scanning/extractors/extract-content';
import { createImageScanner, type ImageScanner } from '../scanning/image/image-scanner';
import { scanText } from '../scanning/text/scan-text';
import { scanVideo } from '../scanning/video/video-scanner';
import type { ScanSuite } from './scan-suite.types';

export function createScanSuite(ctx: AppContext): ScanSuite {
  let imageScanner: ImageScanner | undefined;
  const images = () => (imageScanner ??= createImageScanner());
  return {
    extract: (input, enabled) => extractContent(input, enabled),
    scanText: (extraction) => Promise.resolve({ unavailable: false, scores: scanText(extraction) }),
    scanImage: (media) => images().scan(media, 'image'),
    scanVideo: (media) =>
      scanVideo(media, { ffmpegPath: ctx.config.scanning.ffmpegPath, imageScanner: images() }),
    externalScorer: () => Promise.resolve(undefined),
  };
}
