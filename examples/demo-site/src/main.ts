/**
 * `npm run demo` starts this beside the server: the demo blog on DEMO_SITE_PORT (default
 * PORT + 1), connected to Vigil at VIGIL_URL with the keys the demo seed wrote to
 * DATA_DIR/demo-site.json, feeding sample content unless DEMO_SITE_FEED=false.
 */
import path from 'node:path';
import { createDemoSite } from './demo-site';
import { readDemoSiteEnv, waitForDemoSiteKeys } from './demo-site-config';

const KEYS_WAIT_MS = 120_000;

async function main(): Promise<void> {
  const env = readDemoSiteEnv(process.env);
  const keys = await waitForDemoSiteKeys(env.dataDir, KEYS_WAIT_MS);
  const site = await createDemoSite({
    port: env.port,
    vigilUrl: env.vigilUrl,
    accessKey: keys.accessKey,
    secretKey: keys.secretKey,
    domain: keys.domain,
    dataDir: path.join(env.dataDir, 'demo-site'),
    feed: env.feed ? { intervalMs: env.feedIntervalMs } : false,
  });
  console.log(
    `[demo-site] The demo blog is at ${site.url} (${keys.domain}, Vigil at ${env.vigilUrl})`,
  );

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    site
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`The demo site could not start: ${(error as Error).message}\n`);
  process.exit(1);
});
