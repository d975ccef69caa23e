/**
 * Where the built-in scanners run (decision 0197). With threads, in pools of worker threads
 * (piscina): the event loop that answers the console and the plugins never waits for a scan,
 * and the other cores scan while one serves. Without, in the serving thread, as before (a
 * one-core machine, and the server tests, which scan a few items each).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import {
  createImageScanner,
  type ImageScanner,
  type VisualPrefix,
} from '../scanning/image/image-scanner';
import type { CategoryScores, Extraction, ScanOutcome } from '../scanning/scanning-types';
import { scanText, warmTextScanner } from '../scanning/text/scan-text';

/** What a text scan thread needs of an extraction: the pictures stay behind (not read). */
export type TextScanTask = Omit<Extraction, 'embeddedImages'>;

/** One picture for an image scan thread; the bytes are copied across. */
export interface ImageScanTask {
  bytes: Uint8Array;
  mime: string;
  prefix: VisualPrefix;
}

export interface ScanThreads {
  /** Threads per scanner (0: the serving thread). */
  readonly threads: number;
  scanText(extraction: Extraction): Promise<CategoryScores>;
  /** The image scanner, for pictures and a video's frames; its model loads on first use. */
  readonly images: Pick<ImageScanner, 'scan'>;
  /** Stops the threads; scans still running finish first. */
  close(): Promise<void>;
}

/** One core is left to serving; more than four threads would wait on the database anyway. */
export function defaultScanThreads(cores: number = availableParallelism()): number {
  return Math.max(0, Math.min(4, cores - 1));
}

/**
 * For an instance that only serves (VIGIL_ROLE=api): it runs no scan job, so it loads no
 * weights; a scan asked of it is a fault, said plainly.
 */
export function noScanThreads(): ScanThreads {
  const refuse = () => Promise.reject(new Error('This instance does not scan (VIGIL_ROLE=api)'));
  return { threads: 0, scanText: refuse, images: { scan: refuse }, close: () => Promise.resolve() };
}

function inThisThread(): ScanThreads {
  warmTextScanner();
  let images: ImageScanner | undefined;
  return {
    threads: 0,
    scanText: (extraction) => Promise.resolve(scanText(extraction)),
    images: { scan: (media, prefix) => (images ??= createImageScanner()).scan(media, prefix) },
    close: () => Promise.resolve(),
  };
}

// Run from source (tests, `npm run dev`), a worker is TypeScript and loads it as this thread
// does; in the build, esbuild writes the workers beside main.js.
const FROM_SOURCE = import.meta.url.endsWith('.ts');

function pool<Task, Result>(worker: string, name: string, threads: number, eager: boolean) {
  return new Piscina<Task, Result>({
    filename: new URL(`./${worker}${FROM_SOURCE ? '.ts' : '.js'}`, import.meta.url).href,
    name,
    minThreads: eager ? threads : 0,
    maxThreads: threads,
    // An image thread that has loaded its model is kept: loading it again takes seconds.
    idleTimeout: Number.POSITIVE_INFINITY,
    execArgv: FROM_SOURCE ? ['--import', 'tsx'] : [],
  });
}

const CLOSED = () => Promise.reject(new Error('the scanners are closed'));

export function createScanThreads(threads: number): ScanThreads {
  if (threads <= 0) return inThisThread();
  // The text threads start with the server, so no scan waits for the weights; the image
  // threads only when a picture comes (tfjs and the model are large).
  const text = pool<TextScanTask, CategoryScores>(
    'text-scan-worker',
    'scanTextTask',
    threads,
    true,
  );
  let image: Piscina<ImageScanTask, ScanOutcome> | undefined;
  let closed = false;
  return {
    threads,
    scanText: ({ embeddedImages: _pictures, ...task }) => (closed ? CLOSED() : text.run(task)),
    images: {
      scan: (media, prefix) => {
        if (closed) return CLOSED();
        image ??= pool('image-scan-worker', 'scanImageTask', threads, false);
        return image.run({ bytes: media.bytes, mime: media.mime, prefix });
      },
    },
    close: async () => {
      closed = true;
      await Promise.all([text.close(), image?.close()]);
    },
  };
}
