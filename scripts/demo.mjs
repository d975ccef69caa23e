// `npm run demo` (after the build): Vigil with its demo tenant, and beside it the demo blog
// (examples/demo-site) feeding it sample content. Both share DATA_DIR (default ./data-demo),
// where the server's demo seed leaves the blog's keys. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const sitePort = Number(process.env.DEMO_SITE_PORT ?? port + 1);
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data-demo');
const vigilUrl = `http://localhost:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  DEMO_SITE_PORT: String(sitePort),
  DATA_DIR: dataDir,
  VIGIL_URL: process.env.VIGIL_URL ?? vigilUrl,
  // The demo blog listens on this machine and Vigil calls it back there (decision 0120).
  VIGIL_EGRESS: process.env.VIGIL_EGRESS ?? 'public,loopback',
};

const children = new Set();
let stopping = false;

function start(name, args) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[demo] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the demo`);
      stop('SIGTERM', code ?? 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function stop(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  if (children.size === 0) process.exit(exitCode);
  for (const child of children) child.kill(signal);
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!stopping && Date.now() < deadline) {
    try {
      const reply = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (reply.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

start('Vigil', ['apps/server/dist/main.js', '--demo']);
if (await waitForHealth(120_000)) {
  start('the demo site', ['--import', 'tsx', 'examples/demo-site/src/main.ts']);
  console.log(`[demo] Vigil console: ${vigilUrl} (sign in as admin@demo.test, see the README)`);
  console.log(`[demo] Demo blog:     http://localhost:${sitePort}`);
} else if (!stopping) {
  console.error('[demo] Vigil did not answer /api/health within two minutes; stopping');
  stop('SIGTERM', 1);
}
