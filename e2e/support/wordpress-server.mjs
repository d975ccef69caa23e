// A real WordPress for the `wordpress` e2e project (decision 0183): Debian's `wordpress`
// package served by PHP's built-in server on loopback, on a MariaDB of its own (own data
// folder, socket and port, started here as a child process). Debian's wp-config.php reads
// /etc/wordpress/config-<name>.php; the router names this run's file through
// $_SERVER['WORDPRESS_CONFIG'], so nothing else on the machine is read or changed, except one
// /etc/hosts line that gives the site a real host name (Vigil files content under a domain
// name, never an IP address). WordPress is left uninstalled: the test runs its installer.
// Stops everything and removes its files on SIGTERM or SIGINT.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.VIGIL_E2E_WP_PORT ?? 3501);
const dbPort = Number(process.env.VIGIL_E2E_WP_DB_PORT ?? port + 1);
const host = process.env.VIGIL_E2E_WP_HOST ?? 'wp.vigil.test';
const configName = `vigile2e${port}`;
const configFile = `/etc/wordpress/config-${configName}.php`;
const wordpressRoot = '/usr/share/wordpress';
const pluginSource = path.resolve(
  import.meta.dirname,
  '../../integrations/wordpress/vigil-moderation',
);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-wp-e2e-'));
const dataDir = path.join(dir, 'db');
const socket = path.join(dir, 'mysqld.sock');
const content = path.join(dir, 'wp-content');
const children = [];

let stopping = false;

function fail(message) {
  if (stopping) return;
  console.error(`wordpress-server: ${message}`);
  void stop(1);
}

/** Stops MariaDB and PHP (Playwright sends SIGTERM to the group), then removes this run's files. */
async function stop(code) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  fs.rmSync(configFile, { force: true });
  const exited = children.map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve();
        else child.once('exit', resolve);
      }),
  );
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 3000))]);
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => void stop(0));
}

/** A failure while starting: nothing is serving yet, so stop at once. */
function abort(message) {
  console.error(`wordpress-server: ${message}`);
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(configFile, { force: true });
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}

if (!fs.existsSync(`${wordpressRoot}/wp-settings.php`)) {
  abort("Debian's wordpress package is not installed (apt-get install -y wordpress).");
}

// The site's host name, on loopback, for Chromium, WordPress and Vigil's callbacks alike.
const hosts = fs.readFileSync('/etc/hosts', 'utf8');
if (!new RegExp(`^127\\.0\\.0\\.1\\s.*\\b${host.replaceAll('.', '\\.')}\\b`, 'm').test(hosts)) {
  fs.appendFileSync('/etc/hosts', `${hosts.endsWith('\n') ? '' : '\n'}127.0.0.1 ${host}\n`);
}

const install = spawnSync(
  'mariadb-install-db',
  [
    '--no-defaults',
    `--datadir=${dataDir}`,
    '--user=root',
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
  ],
  { encoding: 'utf8' },
);
if (install.status !== 0) abort(`mariadb-install-db failed: ${install.stderr || install.error}`);

const mariadb = spawn(
  'mariadbd',
  [
    '--no-defaults',
    `--datadir=${dataDir}`,
    `--socket=${socket}`,
    `--port=${dbPort}`,
    '--bind-address=127.0.0.1',
    '--user=root',
    `--pid-file=${path.join(dir, 'mysqld.pid')}`,
    `--log-error=${path.join(dir, 'mysqld.err')}`,
  ],
  { stdio: 'ignore' },
);
children.push(mariadb);
mariadb.on('exit', (code) => {
  if (code !== null && code !== 0) fail(`mariadbd stopped (${code})`);
});

const sql = (statement) =>
  spawnSync('mariadb', ['--no-defaults', '-S', socket, '-u', 'root', '-e', statement], {
    encoding: 'utf8',
  });
let ready = false;
for (let attempt = 0; attempt < 120 && !ready; attempt += 1) {
  ready = sql('SELECT 1').status === 0;
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!ready) abort('MariaDB did not answer within 30 s');
const created = sql('CREATE DATABASE wordpress CHARACTER SET utf8mb4');
if (created.status !== 0) abort(`CREATE DATABASE failed: ${created.stderr}`);

// wp-content of its own: the plugin (the repository's folder, linked) and Debian's themes.
fs.mkdirSync(path.join(content, 'plugins'), { recursive: true });
fs.mkdirSync(path.join(content, 'uploads'), { recursive: true });
fs.symlinkSync(pluginSource, path.join(content, 'plugins', 'vigil-moderation'));
fs.symlinkSync(`${wordpressRoot}/wp-content/themes`, path.join(content, 'themes'));
// The run's own must-use plugin: a failed submission is retried after a second, not a minute,
// so the retry test need not wait (the plugin's `vigil_moderation_retry_delay` filter).
fs.mkdirSync(path.join(content, 'mu-plugins'));
fs.writeFileSync(
  path.join(content, 'mu-plugins', 'vigil-e2e.php'),
  "<?php\nadd_filter('vigil_moderation_retry_delay', function () { return 1; });\n",
);

const site = `http://${host}:${port}`;
const salt = () => Math.random().toString(36).slice(2);
const php = (value) => `'${String(value).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const constants = {
  DB_NAME: 'wordpress',
  DB_USER: 'root',
  DB_PASSWORD: '',
  DB_HOST: `localhost:${socket}`,
  WP_CONTENT_DIR: content,
  WP_CONTENT_URL: `${site}/wp-content`,
  WP_HOME: site,
  WP_SITEURL: site,
  WP_DEFAULT_THEME: 'twentytwentyone',
  // The test drives WP-Cron itself where it needs it; no loopback request on each page view.
  DISABLE_WP_CRON: true,
  // No internet here: WordPress's own cron events (update checks) fail at once instead of
  // waiting on api.wordpress.org. Vigil, on localhost, stays reachable.
  WP_HTTP_BLOCK_EXTERNAL: true,
  WP_DEBUG: true,
  WP_DEBUG_LOG: path.join(dir, 'debug.log'),
  WP_DEBUG_DISPLAY: false,
  AUTH_KEY: salt(),
  SECURE_AUTH_KEY: salt(),
  LOGGED_IN_KEY: salt(),
  NONCE_KEY: salt(),
  AUTH_SALT: salt(),
  SECURE_AUTH_SALT: salt(),
  LOGGED_IN_SALT: salt(),
  NONCE_SALT: salt(),
};
fs.writeFileSync(
  configFile,
  `<?php\n// Written by Vigil's e2e suite (e2e/support/wordpress-server.mjs); removed when it stops.\n${Object.entries(
    constants,
  )
    .map(
      ([name, value]) => `define('${name}', ${typeof value === 'boolean' ? value : php(value)});`,
    )
    .join('\n')}\n`,
);

// PHP's built-in server has no rewrite rules: the router picks this run's config, serves the
// own wp-content's static files, and hands every other path to WordPress's PHP files.
const router = path.join(dir, 'router.php');
fs.writeFileSync(
  router,
  `<?php
$_SERVER['WORDPRESS_CONFIG'] = ${php(configName)};
// Every browser comes from 127.0.0.1; like a reverse proxy, take the visitor's address from
// X-Forwarded-For, so WordPress's comment flood check sees the test's visitors as different people.
if (!empty($_SERVER['HTTP_X_FORWARDED_FOR']) && filter_var($_SERVER['HTTP_X_FORWARDED_FOR'], FILTER_VALIDATE_IP)) {
  $_SERVER['REMOTE_ADDR'] = $_SERVER['HTTP_X_FORWARDED_FOR'];
}
$vigil_path = (string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if (strpos($vigil_path, '/wp-content/') === 0) {
  $vigil_file = realpath(${php(content)} . substr($vigil_path, strlen('/wp-content')));
  if ($vigil_file && is_file($vigil_file) && substr($vigil_file, -4) !== '.php') {
    $vigil_types = array('css' => 'text/css', 'js' => 'text/javascript', 'svg' => 'image/svg+xml', 'png' => 'image/png', 'jpg' => 'image/jpeg', 'gif' => 'image/gif', 'woff' => 'font/woff', 'woff2' => 'font/woff2');
    $vigil_ext = strtolower(pathinfo($vigil_file, PATHINFO_EXTENSION));
    if (isset($vigil_types[$vigil_ext])) header('Content-Type: ' . $vigil_types[$vigil_ext]);
    readfile($vigil_file);
    return true;
  }
}
$vigil_real = ${php(wordpressRoot)} . $vigil_path;
if (is_dir($vigil_real) && is_file(rtrim($vigil_real, '/') . '/index.php')) {
  $vigil_real = rtrim($vigil_real, '/') . '/index.php';
  $vigil_path = rtrim($vigil_path, '/') . '/index.php';
}
if (is_file($vigil_real) && substr($vigil_real, -4) !== '.php') return false;
if (!is_file($vigil_real)) { $vigil_real = ${php(wordpressRoot)} . '/index.php'; $vigil_path = '/index.php'; }
$_SERVER['SCRIPT_NAME'] = $vigil_path;
$_SERVER['PHP_SELF'] = $vigil_path;
$_SERVER['SCRIPT_FILENAME'] = $vigil_real;
chdir(dirname($vigil_real));
require $vigil_real;
`,
);

const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', wordpressRoot, router], {
  cwd: wordpressRoot,
  // The built-in server logs every request on stderr: kept in the run's folder, not the output.
  stdio: ['ignore', 'ignore', fs.openSync(path.join(dir, 'php-server.log'), 'a')],
  env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
});
children.push(server);
server.on('exit', (code) => fail(`php -S stopped (${code})`));
console.log(`WordPress at ${site} (MariaDB on ${socket}), files in ${dir}`);
