#!/usr/bin/env node
// Packs the WordPress plugin (integrations/wordpress/vigil-moderation) into
// dist/vigil-moderation.zip, the file WordPress's "Upload Plugin" takes: one top folder
// `vigil-moderation/` with the plugin inside. Uses Debian's `zip` (apt-get install zip).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pluginParent = join(root, 'integrations', 'wordpress');
const outDir = join(root, 'dist');
const outFile = join(outDir, 'vigil-moderation.zip');

const header = readFileSync(join(pluginParent, 'vigil-moderation', 'vigil-moderation.php'), 'utf8');
const version = /^\s*\*\s*Version:\s*(\S+)/m.exec(header)?.[1];
const stable = /^Stable tag:\s*(\S+)/m.exec(
  readFileSync(join(pluginParent, 'vigil-moderation', 'readme.txt'), 'utf8'),
)?.[1];
if (!version || version !== stable) {
  console.error(
    `The plugin header's Version (${version}) and readme.txt's Stable tag (${stable}) differ.`,
  );
  process.exit(1);
}

mkdirSync(outDir, { recursive: true });
rmSync(outFile, { force: true });
const zip = spawnSync('zip', ['-r', '-q', '-X', outFile, 'vigil-moderation', '-x', '*.DS_Store'], {
  cwd: pluginParent,
  stdio: 'inherit',
});
if (zip.error) {
  console.error(
    `zip could not be run (${zip.error.message}): install it with apt-get install -y zip`,
  );
  process.exit(1);
}
if (zip.status !== 0) process.exit(zip.status ?? 1);
console.log(
  `dist/vigil-moderation.zip: Vigil Moderation ${version}, ${statSync(outFile).size} bytes`,
);
