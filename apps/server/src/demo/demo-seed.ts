import { ROLES } from '@vigil/contract';
import type { AppContext } from '../context';
import {
  EXTRACTORS,
  installComponent,
  SCANNERS,
} from '../modules/domains/domain-components.service';
import { createDomainKey } from '../modules/domains/domain-keys';
import { createDomain } from '../modules/domains/domains.service';
import { findDemoSiteKeys, writeDemoSiteKeys } from './demo-site-keys';

/** The demo tenant's credentials, as the README states them. */
export const DEMO_TENANT_NAME = 'Demo Publishing';
export const DEMO_PASSWORD = 'vigil-demo-password';
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';
export const DEMO_MODERATOR_EMAIL = 'moderator@demo.test';

/** Two sites with the built-in scanners and extractors, so Domains and Streams have content. */
export const DEMO_DOMAINS = [
  { name: 'blog.demo.test', description: 'The demo blog and its comments', enabled: true },
  { name: 'forum.demo.test', description: 'The demo community forum', enabled: true },
] as const;

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
 * Creates the demo tenant, its two users and its domains, on an empty database only. On every
 * demo start it (re)writes DATA_DIR/demo-site.json with the blog's keys for the demo site.
 */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<void> {
  if (await ctx.services.users.anyTenantExists()) {
    const keys = await findDemoSiteKeys(ctx, DEMO_TENANT_NAME, DEMO_SITE_DOMAIN);
    if (keys) writeDemoSiteKeys(ctx.config.dataDir, keys);
    return;
  }
  const tenant = await ctx.services.users.createTenantWithUsers(DEMO_TENANT_NAME, [
    {
      name: 'Avery Admin',
      email: DEMO_ADMIN_EMAIL,
      password: DEMO_PASSWORD,
      roleId: ROLES.administrator,
      verified: true,
    },
    {
      name: 'Morgan Moderator',
      email: DEMO_MODERATOR_EMAIL,
      password: DEMO_PASSWORD,
      roleId: ROLES.moderator,
      verified: true,
    },
  ]);
  for (const fields of DEMO_DOMAINS) {
    // The API speaks ids as string | number; the server's own are strings.
    const domainId = String((await createDomain(ctx, tenant.id, fields)).id);
    await installBuiltInComponents(ctx, tenant.id, domainId);
    if (fields.name !== DEMO_SITE_DOMAIN) continue;
    const key = await createDomainKey(ctx, tenant.id, domainId);
    writeDemoSiteKeys(ctx.config.dataDir, {
      vigilUrl: ctx.config.publicUrl,
      domain: fields.name,
      accessKey: key.access_key,
      secretKey: key.secret_key,
    });
  }
  ctx.logger.info(
    { admin: DEMO_ADMIN_EMAIL, moderator: DEMO_MODERATOR_EMAIL },
    'demo tenant created (password in the README)',
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
