/**
 * Where the built-in text scanner runs (decision 0197). With threads, in a pool of worker
 * threads (piscina): the event loop that answers the console and the plugins never waits for
 * a scan, and a second core scans while the first serves. Without, in the serving thread, as
 * before (a one-core machine, and the server tests, which scan a few items each).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { CategoryScores, Extraction } from '../scanning/scanning-types';
import { scanText, warmTextScanner } from '../scanning/text/scan-text';

/** What a scan thread needs of an extraction: the pictures stay behind (they are not read). */
export type TextScanTask = Omit<Extraction, 'embeddedImages'>;

export interface TextScanner {
  scan(extraction: Extraction): Promise<CategoryScores>;
  /** Stops the threads; scans still running finish first. */
  close(): Promise<void>;
  /** Threads that scan (0: the serving thread). */
  readonly threads: number;
}

/** One core is left to serving; more than four threads would wait on the database anyway. */
export function defaultScanThreads(cores: number = availableParallelism()): number {
  return Math.max(0, Math.min(4, cores - 1));
}

function inThisThread(): TextScanner {
  warmTextScanner();
  return {
    threads: 0,
    scan: (extraction) => Promise.resolve(scanText(extraction)),
    close: () => Promise.resolve(),
  };
}

export function createTextScanner(threads: number): TextScanner {
  if (threads <= 0) return inThisThread();
  // Run from source (tests, `npm run dev`), the worker is TypeScript and loads it as this
  // thread does; in the build, esbuild writes text-scan-worker.js beside main.js.
  const fromSource = import.meta.url.endsWith('.ts');
  const pool = new Piscina<TextScanTask, CategoryScores>({
    filename: new URL(
      fromSource ? './text-scan-worker.ts' : './text-scan-worker.js',
      import.meta.url,
    ).href,
    name: 'scanTextTask',
    minThreads: threads,
    maxThreads: threads,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  });
  let closed = false;
  return {
    threads,
    scan: ({ embeddedImages: _pictures, ...task }) =>
      closed ? Promise.reject(new Error('the text scanner is closed')) : pool.run(task),
    close: async () => {
      closed = true;
      await pool.close();
    },
  };
}
