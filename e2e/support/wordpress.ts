import fs from 'node:fs';

/**
 * The WordPress that e2e/support/wordpress-server.mjs serves for the `wordpress` project
 * (decision 0183): Debian's package on its own MariaDB, at a host name on loopback.
 */
export const WORDPRESS_PORT = Number(process.env.VIGIL_E2E_WP_PORT ?? 3501);
export const WORDPRESS_HOST = process.env.VIGIL_E2E_WP_HOST ?? 'wp.vigil.test';
export const WORDPRESS_URL = `http://${WORDPRESS_HOST}:${WORDPRESS_PORT}`;

/** The project runs where Debian's wordpress package is installed (.ci/run installs it). */
export const WORDPRESS_INSTALLED = fs.existsSync('/usr/share/wordpress/wp-settings.php');

/** The spec of the `wordpress` project, left out of the console project. */
export const WORDPRESS_SPEC = /wordpress\.spec\.ts$/;

/** The version Debian's package ships, as WordPress itself states it. */
export function installedWordPressVersion(): string {
  const source = fs.readFileSync('/usr/share/wordpress/wp-includes/version.php', 'utf8');
  const version = /\$wp_version = '([^']+)'/.exec(source)?.[1];
  if (!version) throw new Error('wp-includes/version.php names no $wp_version');
  return version;
}
