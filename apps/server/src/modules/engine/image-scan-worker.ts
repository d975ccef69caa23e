/**
 * The image scanner's side of a scan thread (decision 0197). Piscina loads this module in a
 * worker thread when the first picture comes; the thread loads the model on its first scan and
 * keeps it for the next ones.
 */
import { createImageScanner } from '../scanning/image/image-scanner';
import type { ScanOutcome } from '../scanning/scanning-types';
import type { ImageScanTask } from './scan-threads';

const scanner = createImageScanner();

export function scanImageTask(task: ImageScanTask): Promise<ScanOutcome> {
  // A Buffer crosses threads as a plain Uint8Array: the decoders read a Buffer.
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  return scanner.scan({ bytes, mime: task.mime }, task.prefix);
}
