import type { AppContext } from '../context';
import { ROLE_ADMINISTRATOR, ROLE_MODERATOR } from '../modules/auth/user.service';

/** The demo tenant's credentials, as the README states them. */
export const DEMO_TENANT_NAME = 'Demo Publishing';
export const DEMO_PASSWORD = 'vigil-demo-password';
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';
export const DEMO_MODERATOR_EMAIL = 'moderator@demo.test';

/** Creates the demo tenant and its two users, on an empty database only. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<void> {
  if (await ctx.services.users.anyTenantExists()) return;
  await ctx.services.users.createTenantWithUsers(DEMO_TENANT_NAME, [
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
  ctx.logger.info(
    { admin: DEMO_ADMIN_EMAIL, moderator: DEMO_MODERATOR_EMAIL },
    'demo tenant created (password in the README)',
  );
}
