/**
 * The file `npm run demo` hands to the demo site (examples/demo-site): where Vigil answers and
 * the blog domain's key pair. Written on every demo start, so a key regenerated in the console
 * or another PORT reaches the demo site on the next start. Readable by the owner only (0600).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../context';

/** The name the demo site looks for in DATA_DIR (stated again in examples/demo-site). */
export const DEMO_SITE_KEYS_FILE = 'demo-site.json';

export interface DemoSiteKeys {
  vigilUrl: string;
  domain: string;
  accessKey: string;
  secretKey: string;
}

export function demoSiteKeysPath(dataDir: string): string {
  return path.join(dataDir, DEMO_SITE_KEYS_FILE);
}

export function writeDemoSiteKeys(dataDir: string, keys: DemoSiteKeys): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = demoSiteKeysPath(dataDir);
  // A file left by an older run may have other permissions: remove it rather than inherit them.
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
}

/**
 * The current key pair of the demo tenant's domain, unsealed; undefined when the database holds
 * no such domain or key (a data directory that was not seeded by the demo).
 */
export async function findDemoSiteKeys(
  ctx: AppContext,
  tenantName: string,
  domainName: string,
): Promise<DemoSiteKeys | undefined> {
  const row = await ctx.database.db
    .selectFrom('domain_keys')
    .innerJoin('domains', (join) =>
      join
        .onRef('domains.id', '=', 'domain_keys.domain_id')
        .onRef('domains.tenant_id', '=', 'domain_keys.tenant_id'),
    )
    .innerJoin('tenants', 'tenants.id', 'domains.tenant_id')
    .select(['domain_keys.access_key', 'domain_keys.secret_sealed'])
    .where('tenants.name', '=', tenantName)
    .where('domains.name', '=', domainName)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    vigilUrl: ctx.config.publicUrl,
    domain: domainName,
    accessKey: row.access_key,
    secretKey: ctx.secretBox.decrypt(row.secret_sealed),
  };
}
