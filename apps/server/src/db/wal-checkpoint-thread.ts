/**
 * Moves a SQLite database's checkpoints off the serving thread (decision 0201). better-sqlite3
 * runs everything on the thread that calls it, and SQLite checkpoints in the committing
 * connection once the log holds a thousand pages: under the plugins' submit load that copying
 * and its fsync took a fifth of the serving thread. A worker thread with its own connection
 * checkpoints every `intervalMs` instead; the serving connection keeps a far higher threshold
 * only as a bound should that thread fall behind, and goes back to SQLite's default if it dies.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** Pages (4 KiB) the log may hold before the serving connection checkpoints by itself. */
export const SERVING_CHECKPOINT_BOUND = 10_000;
/** SQLite's own default, restored when the checkpoint thread is gone. */
const SQLITE_DEFAULT_CHECKPOINT = 1_000;
export const CHECKPOINT_INTERVAL_MS = 100;
const STOP_WAIT_MS = 5_000;

/**
 * The thread's whole program. A script rather than a module of its own: the same text runs
 * from source (tests, `npm run dev`) and from the bundle, with no loader and no extra file.
 * PASSIVE never waits for a lock and never blocks a writer: it copies what no reader still
 * needs, and the next pass takes the rest; with nothing new in the log it is a lock check. A
 * checkpoint's sync follows its connection's setting: the server's, NORMAL.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const sqlite = new SQLite(workerData.file, { fileMustExist: true });
sqlite.pragma('synchronous = NORMAL');
const timer = setInterval(() => sqlite.pragma('wal_checkpoint(PASSIVE)'), workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  sqlite.close();
  parentPort.close();
});
`;

export interface CheckpointThread {
  /** Stops the thread; resolves once its connection is closed. */
  stop(): Promise<void>;
}

export interface CheckpointThreadOptions {
  intervalMs?: number;
  /** Told when the thread ends by itself (its file gone, a fault); the server logs it. */
  onEnded?: (reason: string) => void;
}

export function startCheckpointThread(
  serving: SQLite.Database,
  { intervalMs = CHECKPOINT_INTERVAL_MS, onEnded }: CheckpointThreadOptions = {},
): CheckpointThread {
  const worker = new Worker(PROGRAM, {
    eval: true,
    // The driver the server itself loaded, wherever the process was started from.
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file: serving.name,
      intervalMs,
    },
  });
  serving.pragma(`wal_autocheckpoint = ${SERVING_CHECKPOINT_BOUND}`);
  let stopping = false;
  let fault = 'it stopped';
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      if (!stopping) {
        // Whatever ended the thread, the serving connection checkpoints as SQLite does alone.
        if (serving.open) serving.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_CHECKPOINT}`);
        onEnded?.(fault);
      }
      resolve();
    });
  });
  // A failure to open (the file gone) or a throw ends the thread; 'exit' follows it.
  worker.on('error', (error: unknown) => {
    fault = messageOf(error);
  });
  // The thread never keeps the process alive on its own.
  worker.unref();
  return {
    async stop() {
      stopping = true;
      worker.postMessage('stop');
      // A thread in the middle of a long checkpoint finishes it; one that never answers is ended.
      const timeout = setTimeout(() => void worker.terminate(), STOP_WAIT_MS);
      await exited;
      clearTimeout(timeout);
    },
  };
}

/**
 * A thread's error comes across as the error or, for the driver's own class, as a plain object
 * with only its code (SQLITE_CANTOPEN).
 */
function messageOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  for (const key of ['message', 'code'] as const) {
    const value: unknown = key in error ? (error as Record<typeof key, unknown>)[key] : undefined;
    if (typeof value === 'string' && value !== '') return value;
  }
  return 'it failed';
}
