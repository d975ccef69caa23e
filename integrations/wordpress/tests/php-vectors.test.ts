/**
 * Runs the WordPress plugin's PHP checks of the shared signing vectors, of its retry queue, its
 * holds and its PHP 7.4 compatibility, with the machine's `php`. A machine without PHP fails here with the install line rather than skipping: .ci/run
 * installs php-cli, and a skipped check would hide a plugin that signs differently.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const runner = fileURLToPath(new URL('./run-vectors.php', import.meta.url));
const vectors = fileURLToPath(
  new URL('../../../packages/plugin-sdk/test-vectors/signatures.json', import.meta.url),
);

describe('the WordPress plugin against the shared signing vectors', () => {
  it('signs and verifies every vector as the SDK does', () => {
    const run = spawnSync('php', [runner, vectors], { encoding: 'utf8', timeout: 60_000 });
    if (run.error) {
      throw new Error(
        `php could not be run (${run.error.message}): install it with apt-get install -y php-cli`,
      );
    }
    const output = `${run.stdout}${run.stderr}`;
    expect(output, output).toMatch(/^\d+ passed, 0 failed$/m);
    expect(output).not.toMatch(/^FAILED/m);
    expect(run.status, output).toBe(0);
  });

  it('keeps every comment in its retry queue while Vigil is down, and sends each once after', () => {
    const queue = fileURLToPath(new URL('./run-queue.php', import.meta.url));
    const run = spawnSync('php', [queue], { encoding: 'utf8', timeout: 60_000 });
    const output = `${run.stdout}${run.stderr}`;
    expect(output, output).toMatch(/^\d+ passed, 0 failed$/m);
    expect(run.status, output).toBe(0);
  });

  it('takes items down and brings back only what Vigil took down, text and images alike', () => {
    const holds = fileURLToPath(new URL('./run-holds.php', import.meta.url));
    const run = spawnSync('php', [holds], { encoding: 'utf8', timeout: 60_000 });
    const output = `${run.stdout}${run.stderr}`;
    expect(output, output).toMatch(/^\d+ passed, 0 failed$/m);
    expect(output).toMatch(/^ok {5}an unpublished image takes the comment down$/m);
    expect(run.status, output).toBe(0);
  });

  it('uses nothing PHP 7.4 cannot run, as its readme promises', () => {
    const php74 = fileURLToPath(new URL('./run-php74.php', import.meta.url));
    const run = spawnSync('php', [php74], { encoding: 'utf8', timeout: 60_000 });
    const output = `${run.stdout}${run.stderr}`;
    expect(output, output).toMatch(/^\d+ passed, 0 failed$/m);
    // The reader proves itself on PHP 8 code before it reads the plugin.
    expect(output).toMatch(/^ok {5}finds the match expression$/m);
    expect(output).toMatch(/^ok {5}vigil-moderation\/vigil-moderation\.php runs on PHP 7\.4$/m);
    expect(run.status, output).toBe(0);
  });

  it('has no syntax error in any of the plugin’s PHP files', () => {
    const files = spawnSync(
      'find',
      [fileURLToPath(new URL('..', import.meta.url)), '-name', '*.php', '-type', 'f'],
      { encoding: 'utf8' },
    )
      .stdout.split('\n')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const lint = spawnSync('php', ['-l', file], { encoding: 'utf8' });
      expect(lint.status, `${file}: ${lint.stdout}${lint.stderr}`).toBe(0);
    }
  });
});
