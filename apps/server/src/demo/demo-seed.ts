import type { AppContext } from '../context';
import { ROLE_ADMINISTRATOR, ROLE_MODERATOR } from '../modules/auth/user.service';
import { createDomain } from '../modules/domains/domains.service';

/** The demo tenant's credentials, as the README states them. */
export const DEMO_TENANT_NAME = 'Demo Publishing';
export const DEMO_PASSWORD = 'vigil-demo-password';
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';
export const DEMO_MODERATOR_EMAIL = 'moderator@demo.test';

/** Two sites with the built-in scanner and extractor, so Domains and Streams have content. */
export const DEMO_DOMAINS = [
  { name: 'blog.demo.test', description: 'The demo blog and its comments', enabled: true },
  { name: 'forum.demo.test', description: 'The demo community forum', enabled: true },
] as const;

/** Creates the demo tenant, its two users and its domains, on an empty database only. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<void> {
  if (await ctx.services.users.anyTenantExists()) return;
  const tenant = await ctx.services.users.createTenantWithUsers(DEMO_TENANT_NAME, [
    {
      name: 'Avery Admin',
      email: DEMO_ADMIN_EMAIL,
      password: DEMO_PASSWORD,
      roleId: ROLE_ADMINISTRATOR,
      verified: true,
    },
    {
      name: 'Morgan Moderator',
      email: DEMO_MODERATOR_EMAIL,
      password: DEMO_PASSWORD,
      roleId: ROLE_MODERATOR,
      verified: true,
    },
  ]);
  for (const domain of DEMO_DOMAINS) await createDomain(ctx, tenant.id, domain);
  ctx.logger.info(
    { admin: DEMO_ADMIN_EMAIL, moderator: DEMO_MODERATOR_EMAIL },
    'demo tenant created (password in the README)',
  );
}
