import type { AppContext } from '../context';
import {
  EXTRACTORS,
  installComponent,
  SCANNERS,
} from '../modules/domains/domain-components.service';
import { createDomainKey } from '../modules/domains/domain-keys';
import { createDomain, deleteDomain } from '../modules/domains/domains.service';
import { generateDueReports } from '../modules/transparency/generate-report';
import { demoHistoryDomains, seedDemoHistory } from './demo-history-seed';
import type { HistoryDomain } from './demo-history';
import { DEMO_ADMIN_EMAIL, DEMO_MODERATOR_EMAIL, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';
import { findDemoSiteKeys, writeDemoSiteKeys } from './demo-site-keys';

/** The demo tenant's credentials, as the README states them. */
export const DEMO_TENANT_NAME = 'Demo Publishing';

/** Three sites with the built-in scanners and extractors, so Domains and Streams have content. */
export const DEMO_DOMAINS = [
  { name: 'blog.demo.test', description: 'The demo blog and its comments', enabled: true },
  { name: 'forum.demo.test', description: 'The demo community forum', enabled: true },
  { name: 'shop.demo.test', description: 'Product reviews of the demo shop', enabled: true },
] as const;

/** The forum's old site: seeded with history, then deleted, so the history of a deleted domain shows. */
export const DEMO_DELETED_DOMAIN = {
  name: 'oldforum.demo.test',
  description: 'The forum before it moved to forum.demo.test',
  enabled: true,
} as const;

/** The domain examples/demo-site publishes as; it gets the API key pair. */
export const DEMO_SITE_DOMAIN = 'blog.demo.test';

/**
 * Every built-in scanner that needs no external engine (text, image, video) and every
 * extractor; text (1) and html-text come with createDomain already (decision 0074).
 */
export const DEMO_SCANNER_IDS = [1, 2, 3] as const;
export const DEMO_EXTRACTOR_IDS = [
  'html-text',
  'html-images',
  'metadata',
  'personal-data',
] as const;

/**
 * Creates the demo tenant, its users, its domains and a year of their history, on an empty
 * database only. On every demo start it (re)writes DATA_DIR/demo-site.json with the blog's keys
 * for the demo site.
 */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<void> {
  if (await ctx.services.users.anyTenantExists()) {
    const keys = await findDemoSiteKeys(ctx, DEMO_TENANT_NAME, DEMO_SITE_DOMAIN);
    if (keys) writeDemoSiteKeys(ctx.config.dataDir, keys);
    return;
  }
  const tenant = await ctx.services.users.createTenantWithUsers(
    DEMO_TENANT_NAME,
    DEMO_PEOPLE.map((person) => ({
      name: person.name,
      email: person.email,
      password: DEMO_PASSWORD,
      roleId: person.roleId,
      verified: true,
    })),
  );
  const domains: HistoryDomain[] = [];
  for (const fields of [...DEMO_DOMAINS, DEMO_DELETED_DOMAIN]) {
    // The API speaks ids as string | number; the server's own are strings.
    const domainId = String((await createDomain(ctx, tenant.id, fields)).id);
    await installBuiltInComponents(ctx, tenant.id, domainId);
    // Every site has its plugin's key: history items carry it, as a plugin's submissions do.
    const key = await createDomainKey(ctx, tenant.id, domainId);
    domains.push({ id: domainId, name: fields.name, accessKey: key.access_key });
    if (fields.name !== DEMO_SITE_DOMAIN) continue;
    writeDemoSiteKeys(ctx.config.dataDir, {
      vigilUrl: ctx.config.publicUrl,
      domain: fields.name,
      accessKey: key.access_key,
      secretKey: key.secret_key,
    });
  }
  const started = performance.now();
  const items = ctx.config.demoHistory
    ? await seedDemoHistory(
        ctx,
        tenant.id,
        domains,
        demoHistoryDomains({
          blog: DEMO_SITE_DOMAIN,
          forum: 'forum.demo.test',
          shop: 'shop.demo.test',
          oldForum: DEMO_DELETED_DOMAIN.name,
        }),
      )
    : 0;
  const deleted = domains.find((domain) => domain.name === DEMO_DELETED_DOMAIN.name);
  if (deleted) await deleteDomain(ctx, tenant.id, deleted.id);
  // The past months' transparency reports, as the monthly job would have made them on each
  // first of the month (decision 0161); the job's run at start then finds nothing due.
  const reports = await generateDueReports(ctx, ctx.clock.now());
  ctx.logger.info(
    {
      admin: DEMO_ADMIN_EMAIL,
      moderator: DEMO_MODERATOR_EMAIL,
      items,
      transparencyReports: reports.written,
      ms: Math.round(performance.now() - started),
    },
    'demo tenant created with a year of history (password in the README)',
  );
}

/** Installs through the same path as the console, so defaults (thresholds) are written too. */
async function installBuiltInComponents(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
): Promise<void> {
  const { db } = ctx.database;
  for (const scannerId of DEMO_SCANNER_IDS) {
    if (await SCANNERS.isInstalled(db, tenantId, domainId, scannerId)) continue;
    await installComponent(SCANNERS, ctx, tenantId, domainId, scannerId);
  }
  for (const extractorId of DEMO_EXTRACTOR_IDS) {
    if (await EXTRACTORS.isInstalled(db, tenantId, domainId, extractorId)) continue;
    await installComponent(EXTRACTORS, ctx, tenantId, domainId, extractorId);
  }
}
