// Bundles the server (and the workspace contract it imports as TypeScript) twice from the same
// source: dist/main.js, the production server, and dist/main-e2e.js, the test build whose clock
// the end-to-end suite can move (docs/decisions/0105-test-clock.md); and beside them
// dist/text-scan-worker.js and dist/image-scan-worker.js, what the scanners' worker threads
// load. Registry packages stay external and load from node_modules at run time.
// `node build.mjs [--outdir <folder>]` (default dist/); the server test of the build uses a
// temporary folder.
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@vigil/'));
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = path.resolve(values.outdir ?? new URL('./dist', import.meta.url).pathname);

// Present in the test build only (its route and its movable clock); either one in
// dist/main.js fails the build.
const TEST_ONLY_MARKERS = ['/test/clock', 'ShiftableClock'];

async function bundle(file, testHooks, entry = './src/main.ts') {
  const outfile = path.join(outdir, file);
  await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, 'zod'],
    logLevel: 'warning',
    // Read by src/main.ts; `false` removes the test hooks and everything they import.
    define: { __VIGIL_TEST_HOOKS__: String(testHooks) },
  });
  return readFileSync(outfile, 'utf8');
}

// The scanners' worker threads load text-scan-worker.js and image-scan-worker.js from beside
// the server's bundle (src/modules/engine/scan-threads.ts, decision 0197); both builds share them.
const [production, testBuild] = await Promise.all([
  bundle('main.js', false),
  bundle('main-e2e.js', true),
  bundle('text-scan-worker.js', false, './src/modules/engine/text-scan-worker.ts'),
  bundle('image-scan-worker.js', false, './src/modules/engine/image-scan-worker.ts'),
]);
for (const marker of TEST_ONLY_MARKERS) {
  if (production.includes(marker)) {
    throw new Error(`main.js contains the test build's ${marker}: the test hooks were not removed`);
  }
  if (!testBuild.includes(marker)) throw new Error(`main-e2e.js lacks the test build's ${marker}`);
}

// The text scanner's trained weights are read at run time from beside the bundle
// (src/modules/scanning/text/model/text-model.ts).
copyFileSync(
  new URL('./src/modules/scanning/text/model/text-model.bin', import.meta.url),
  path.join(outdir, 'text-model.bin'),
);
