import {
  ACCOUNT_MESSAGES,
  ROLES,
  UNAUTHENTICATED_MESSAGE,
  USER_MESSAGES,
  type TUser,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sessionCookieFrom,
  sessionHeaders,
  createTestServer,
  type TestServer,
} from '../../test/test-server';
import { readOutbox, waitForEmail } from '../accounts/outbox-reader';
import {
  recordingClient,
  setEnforcementDate,
  setUpTwoFactor,
} from '../two-factor/two-factor-test-kit';
import {
  ADMIN_MODERATOR_VIEWER,
  call,
  KIT_PASSWORD,
  seedTenant,
  type SignedIn,
} from './users-test-kit';

describe("DELETE /users/:id/two-factor (an administrator resets a user's two-factor)", () => {
  let server: TestServer;
  let tenantId = '';
  let admin: SignedIn;
  let moderator: SignedIn;
  let viewer: SignedIn;
  let otherTenantId = '';
  let otherUser: SignedIn;

  beforeAll(async () => {
    server = await createTestServer();
    const seeded = await seedTenant(server, 'Reset Ltd', 'reset.test', ADMIN_MODERATOR_VIEWER);
    tenantId = seeded.tenantId;
    ({ admin, moderator, viewer } = seeded.users);
    const other = await seedTenant(server, 'Elsewhere', 'elsewhere.test', { boss: 1, mod: 2 });
    otherTenantId = other.tenantId;
    otherUser = other.users.mod;
    await withTwoFactor(otherUser, otherTenantId);
  });
  afterAll(async () => {
    await server.close();
  });

  async function withTwoFactor(who: SignedIn, tenant: string): Promise<void> {
    await setUpTwoFactor(server, recordingClient(server), who.headers.cookie ?? '', tenant);
  }
  const login = (email: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: KIT_PASSWORD },
    });
  const twoFactorRows = async (userId: string) => {
    const db = server.ctx.database.db;
    const [user, codes, sessions] = await Promise.all([
      db
        .selectFrom('users')
        .select(['two_factor_secret', 'two_factor_confirmed_at', 'two_factor_last_step'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
      db.selectFrom('recovery_codes').select('id').where('user_id', '=', userId).execute(),
      db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute(),
    ]);
    return { user, codes: codes.length, sessions: sessions.length };
  };

  it("turns the user's two-factor off, ends their sessions and emails them", async () => {
    await withTwoFactor(moderator, tenantId);
    // A second, half-finished sign-in (password right, code owed) ends too.
    const pending = await login(moderator.email);
    expect(pending.json()).toMatchObject({ two_factor: true });
    const before = await twoFactorRows(moderator.id);
    expect(before.codes).toBeGreaterThan(0);
    expect(before.sessions).toBe(2);

    const response = await call(server, admin, 'DELETE', `/users/${moderator.id}/two-factor`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: USER_MESSAGES.twoFactorReset });

    expect(await twoFactorRows(moderator.id)).toEqual({
      user: { two_factor_secret: null, two_factor_confirmed_at: null, two_factor_last_step: null },
      codes: 0,
      sessions: 0,
    });
    const signedOut = await call(server, moderator, 'GET', '/users/me');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });

    const email = await waitForEmail(server.dataDir, moderator.email);
    expect(email.subject).toBe('Your Vigil two-factor sign-in was reset');
    expect(email.body).toContain('Hello moderator of Reset Ltd,');
    expect(email.body).toContain('admin of Reset Ltd, an administrator of Reset Ltd');
    expect(email.links).toEqual([]);

    const users = (await call(server, admin, 'GET', '/users')).json() as { data: TUser[] };
    expect(users.data.find((user) => user.id === moderator.id)?.two_factor_enabled).toBe(false);
    // The tenant does not enforce two-factor: the next sign-in is complete with the password.
    const next = await login(moderator.email);
    expect(next.json()).toMatchObject({ two_factor: false, two_factor_enforced: false });
    moderator = { ...moderator, headers: sessionHeaders(sessionCookieFrom(next), tenantId) };
  });

  it('answers 409 when the user has no two-factor, changing nothing', async () => {
    const before = readOutbox(server.dataDir).length;
    const response = await call(server, admin, 'DELETE', `/users/${viewer.id}/two-factor`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: USER_MESSAGES.twoFactorNotEnabled });
    expect((await call(server, viewer, 'GET', '/users/me')).statusCode).toBe(200);
    expect(readOutbox(server.dataDir)).toHaveLength(before);
  });

  it("refuses the caller's own account with 422 (Settings › Security is the place)", async () => {
    await withTwoFactor(admin, tenantId);
    const response = await call(server, admin, 'DELETE', `/users/${admin.id}/two-factor`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: USER_MESSAGES.cannotResetOwnTwoFactor });
    expect((await twoFactorRows(admin.id)).user.two_factor_confirmed_at).not.toBeNull();
  });

  it("answers 404 for another tenant's user, whose two-factor and sessions stay", async () => {
    const before = await twoFactorRows(otherUser.id);
    const response = await call(server, admin, 'DELETE', `/users/${otherUser.id}/two-factor`);
    expect(response.statusCode).toBe(404);
    expect(await twoFactorRows(otherUser.id)).toEqual(before);
    expect(before.user.two_factor_confirmed_at).not.toBeNull();
  });

  it('answers 403 to moderators and viewers', async () => {
    await withTwoFactor(viewer, tenantId);
    for (const who of [moderator, viewer]) {
      const response = await call(server, who, 'DELETE', `/users/${viewer.id}/two-factor`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: USER_MESSAGES.roleForbidden });
    }
    expect((await twoFactorRows(viewer.id)).user.two_factor_confirmed_at).not.toBeNull();
  });

  it("asks for a new set-up at next sign-in once the tenant's enforcement date has passed", async () => {
    await setEnforcementDate(server, tenantId, '2026-01-01');
    const response = await call(server, admin, 'DELETE', `/users/${viewer.id}/two-factor`);
    expect(response.statusCode).toBe(200);

    const next = await login(viewer.email);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ two_factor: false, two_factor_enforced: true });
    const headers = sessionHeaders(sessionCookieFrom(next), tenantId);
    const blocked = await server.app.inject({
      method: 'GET',
      url: '/api/tenant/settings',
      headers,
    });
    expect(blocked.statusCode).toBe(423);
    expect(blocked.json()).toEqual({ message: ACCOUNT_MESSAGES.twoFactorMustBeEnabled });
    await setEnforcementDate(server, tenantId, null);
  });
});

describe('DELETE /users/:id/two-factor when the mail server is unreachable', () => {
  it('still resets, and says the user could not be told', async () => {
    // A real SMTP connection to a closed port: the transport fails as it would in production.
    const server = await createTestServer({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const { tenantId, users } = await seedTenant(server, 'Quiet Ltd', 'quiet.test', {
        admin: ROLES.administrator,
        mod: ROLES.moderator,
      });
      const client = recordingClient(server);
      await setUpTwoFactor(server, client, users.mod.headers.cookie ?? '', tenantId);
      const response = await call(
        server,
        users.admin,
        'DELETE',
        `/users/${users.mod.id}/two-factor`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: USER_MESSAGES.twoFactorResetNotNotified });
      const row = await server.ctx.database.db
        .selectFrom('users')
        .select('two_factor_confirmed_at')
        .where('id', '=', users.mod.id)
        .executeTakeFirstOrThrow();
      expect(row.two_factor_confirmed_at).toBeNull();
      expect(server.logs.join('\n')).toContain('two-factor reset email could not be sent');
    } finally {
      await server.close();
    }
  });
});
