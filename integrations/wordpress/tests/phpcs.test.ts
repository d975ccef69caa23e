/**
 * The plugin's PHP against WordPress's coding standards as far as Debian's PHP_CodeSniffer can
 * check them (phpcs.xml.dist, decision 0193). A machine without phpcs fails here with the
 * install line rather than skipping: .ci/run installs php-codesniffer.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the WordPress plugin’s coding standards', () => {
  it('passes phpcs with the plugin’s ruleset: no error and no warning', () => {
    const run = spawnSync('phpcs', ['--standard=phpcs.xml.dist', '--report=full', '-q'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (run.error) {
      throw new Error(
        `phpcs could not be run (${run.error.message}): install it with apt-get install -y php-codesniffer`,
      );
    }
    const output = `${run.stdout}${run.stderr}`;
    expect(output, output).not.toMatch(/\b(ERROR|WARNING)\b/);
    expect(run.status, output).toBe(0);
  });
});
