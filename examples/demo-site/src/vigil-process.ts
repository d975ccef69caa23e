/**
 * For the integration tests: the real Vigil server as a child process, run from source with
 * `node --import tsx apps/server/src/main.ts --demo` on a data directory of the test's own,
 * the way `npm run demo` runs the built one. Nothing in it is faked.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LOG_LINES_KEPT = 200;

export interface VigilProcess {
  url: string;
  port: number;
  /** The last lines the server wrote, for a failing test's message. */
  output(): string;
  /** SIGTERM and wait: the server finishes in-flight work. */
  stop(): Promise<void>;
  /** SIGKILL and wait: nothing gets to finish. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startVigil(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<VigilProcess> {
  const lines: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', '--demo'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The demo site's callbacks go to 127.0.0.1, as in `npm run demo` (decision 0120).
      VIGIL_EGRESS: 'public,loopback',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - LOG_LINES_KEPT));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  const output = () => lines.join('\n');

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`Vigil exited with code ${child.exitCode} while starting:\n${output()}`);
    }
    try {
      const reply = await fetch(`${url}/api/health`);
      if (reply.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Vigil did not answer /api/health in time:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    port: options.port,
    output,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** Polls `read` until `done` holds for its value, or fails naming the last value seen. */
export async function eventually<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await read();
      lastError = undefined;
      if (done(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const seen = lastError ? String(lastError) : JSON.stringify(last);
      throw new Error(`Timed out waiting for ${what}; last seen: ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
