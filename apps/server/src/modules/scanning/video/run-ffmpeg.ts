import { spawn } from 'node:child_process';

export type FfmpegRun =
  | { ran: true; code: number | null; stderr: string }
  | { ran: false; problem: 'missing' | 'not-startable' | 'timeout' };

/** ffmpeg can be chatty; the end of its output is where the error is. */
const STDERR_KEEP_BYTES = 16 * 1024;

/**
 * Runs ffmpeg with arguments (never through a shell: file names cannot become commands) and
 * kills it when it overruns `timeoutMs`. stdin is closed so it never waits for a keypress.
 */
export function runFfmpeg(
  ffmpegPath: string,
  args: string[],
  timeoutMs: number,
): Promise<FfmpegRun> {
  return new Promise((resolve) => {
    let settled = false;
    let timedOut = false;
    let stderr = '';
    const finish = (result: FfmpegRun) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'], shell: false });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP_BYTES);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish({ ran: false, problem: error.code === 'ENOENT' ? 'missing' : 'not-startable' });
    });
    child.on('close', (code) => {
      finish(timedOut ? { ran: false, problem: 'timeout' } : { ran: true, code, stderr });
    });
  });
}
