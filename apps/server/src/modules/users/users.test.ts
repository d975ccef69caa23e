import {
  MESSAGES,
  ROLES,
  UNAUTHENTICATED_MESSAGE,
  USER_MESSAGES,
  type TUser,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { linkParams, waitForEmail } from '../accounts/outbox-reader';
import { ADMIN_MODERATOR_VIEWER, call, seedTenant, type SignedIn } from './users-test-kit';

const INVITEE_PASSWORD = 'copper meadow violin 58';

describe('Settings › Users', () => {
  let server: TestServer;
  let tenantId = '';
  let admin: SignedIn;
  let moderator: SignedIn;
  let viewer: SignedIn;
  let otherTenantGroupId = '';

  beforeAll(async () => {
    server = await createTestServer();
    const seeded = await seedTenant(server, 'Users Ltd', 'users.test', ADMIN_MODERATOR_VIEWER);
    tenantId = seeded.tenantId;
    ({ admin, moderator, viewer } = seeded.users);
    const other = await seedTenant(server, 'Elsewhere', 'elsewhere.test', { boss: 1 });
    const group = await call(server, other.users.boss, 'POST', '/moderation-groups', {
      name: 'Theirs',
    });
    otherTenantGroupId = (group.json() as { data: { id: string } }).data.id;
  });
  afterAll(async () => {
    await server.close();
  });

  const list = async (): Promise<TUser[]> =>
    ((await call(server, admin, 'GET', '/users')).json() as { data: TUser[] }).data;
  const createGroup = async (name: string): Promise<string> =>
    (
      (await call(server, admin, 'POST', '/moderation-groups', { name })).json() as {
        data: { id: string };
      }
    ).data.id;

  it("lists the tenant's users with role, groups, two-factor, confirmation and last sign-in", async () => {
    const users = await list();
    expect(users.map((user) => user.email).sort()).toEqual([
      'admin@users.test',
      'moderator@users.test',
      'viewer@users.test',
    ]);
    const me = users.find((user) => user.id === admin.id);
    expect(me).toEqual({
      id: admin.id,
      name: 'admin of Users Ltd',
      email: 'admin@users.test',
      role_id: ROLES.administrator,
      group_ids: [],
      two_factor_enabled: false,
      confirmed_at: '2026-11-21T09:00:00Z',
      last_login_at: '2026-11-21T09:00:00Z',
    });
    expect(JSON.stringify(users)).not.toMatch(/password|secret/);
  });

  it('adds an unconfirmed user without a password and emails an invitation to /confirmaccount', async () => {
    const groupId = await createGroup('Night shift');
    const response = await call(server, admin, 'POST', '/users', {
      name: 'Nina New',
      email: ' Nina@Users.TEST ',
      role_id: ROLES.moderator,
      group_ids: [groupId],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { message: string; data: TUser };
    expect(body.message).toBe(USER_MESSAGES.userCreated);
    expect(body.data).toMatchObject({
      name: 'Nina New',
      email: 'nina@users.test',
      role_id: ROLES.moderator,
      group_ids: [groupId],
      confirmed_at: null,
      last_login_at: null,
      two_factor_enabled: false,
    });
    const row = await server.ctx.database.db
      .selectFrom('users')
      .select(['password_hash', 'tenant_id'])
      .where('id', '=', String(body.data.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ password_hash: null, tenant_id: tenantId });

    const email = await waitForEmail(server.dataDir, 'nina@users.test');
    expect(email.subject).toBe('You have been invited to Users Ltd on Vigil');
    const link = email.links[0] ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/confirmaccount\?token=.+&invite=1$/);
    const params = linkParams(link);
    expect(params.invite).toBe(true);

    // The invitee chooses a password with the link, then signs in as a moderator.
    const confirm = await server.app.inject({
      method: 'POST',
      url: '/api/account-confirmation',
      payload: {
        token: params.token,
        password: INVITEE_PASSWORD,
        password_confirmation: INVITEE_PASSWORD,
      },
    });
    expect(confirm.statusCode).toBe(200);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nina@users.test', password: INVITEE_PASSWORD },
    });
    expect(login.json()).toMatchObject({ role_id: ROLES.moderator, tenant_id: tenantId });
    expect((await list()).find((user) => user.id === body.data.id)?.confirmed_at).not.toBeNull();
  });

  it('validates the user fields with their texts', async () => {
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ email: 'a@users.test', role_id: 2 }, { name: [MESSAGES.required('Name')] }],
      [{ name: 'A', email: 'not an email', role_id: 2 }, { email: [MESSAGES.invalidEmail] }],
      [{ name: 'A', email: 'a@users.test' }, { role_id: ['Role is required'] }],
      [{ name: 'A', email: 'a@users.test', role_id: 4 }, { role_id: [USER_MESSAGES.unknownRole] }],
      [
        // Only this tenant's addresses are refused (decision 0122; other tenants': no-enumeration.test.ts).
        { name: 'A', email: ' Moderator@Users.test ', role_id: 2 },
        { email: [USER_MESSAGES.emailTaken] },
      ],
      [
        { name: 'A', email: 'a@users.test', role_id: 2, group_ids: [otherTenantGroupId] },
        { group_ids: [USER_MESSAGES.unknownGroup] },
      ],
      [
        { name: 'A', email: 'a@users.test', role_id: 2, group_ids: ['no-such-group'] },
        { group_ids: [USER_MESSAGES.unknownGroup] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await call(server, admin, 'POST', '/users', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ errors });
    }
    expect((await list()).map((user) => user.email)).not.toContain('a@users.test');
  });

  it('edits name, role and groups; the email may be sent back but not changed', async () => {
    const groupId = await createGroup('Weekend');
    const response = await call(server, admin, 'PUT', `/users/${viewer.id}`, {
      name: 'Vera Viewer',
      email: 'VIEWER@users.test',
      role_id: ROLES.moderator,
      group_ids: [groupId],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: USER_MESSAGES.userUpdated,
      data: { id: viewer.id, name: 'Vera Viewer', role_id: ROLES.moderator, group_ids: [groupId] },
    });
    // Without group_ids the groups stay as they are.
    const kept = await call(server, admin, 'PUT', `/users/${viewer.id}`, {
      name: 'Vera Viewer',
      role_id: ROLES.viewer,
    });
    expect(kept.json()).toMatchObject({ data: { role_id: ROLES.viewer, group_ids: [groupId] } });

    const changedEmail = await call(server, admin, 'PUT', `/users/${viewer.id}`, {
      name: 'Vera Viewer',
      email: 'vera@users.test',
      role_id: ROLES.viewer,
    });
    expect(changedEmail.statusCode).toBe(422);
    expect(changedEmail.json()).toMatchObject({
      errors: { email: [USER_MESSAGES.emailNotEditable] },
    });
    const foreignGroup = await call(server, admin, 'PUT', `/users/${viewer.id}`, {
      name: 'Vera Viewer',
      role_id: ROLES.viewer,
      group_ids: [otherTenantGroupId],
    });
    expect(foreignGroup.json()).toMatchObject({
      errors: { group_ids: [USER_MESSAGES.unknownGroup] },
    });
    expect((await list()).find((user) => user.id === viewer.id)?.group_ids).toEqual([groupId]);

    const missing = await call(server, admin, 'PUT', '/users/no-such-user', {
      name: 'X',
      role_id: ROLES.viewer,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('applies a role change to the changed user at once', async () => {
    expect((await call(server, moderator, 'GET', '/users')).statusCode).toBe(403);
    await call(server, admin, 'PUT', `/users/${moderator.id}`, {
      name: 'M',
      role_id: ROLES.administrator,
    });
    expect((await call(server, moderator, 'GET', '/users')).statusCode).toBe(200);
    await call(server, admin, 'PUT', `/users/${moderator.id}`, {
      name: 'M',
      role_id: ROLES.viewer,
    });
    const refused = await call(server, moderator, 'GET', '/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: USER_MESSAGES.roleForbidden });
  });

  it('deletes a user, ending their sessions and memberships; never oneself', async () => {
    const groupId = await createGroup('Leavers');
    await call(server, admin, 'PUT', `/users/${moderator.id}`, {
      name: 'M',
      role_id: ROLES.moderator,
      group_ids: [groupId],
    });
    expect((await call(server, moderator, 'GET', '/users/me')).statusCode).toBe(200);

    const response = await call(server, admin, 'DELETE', `/users/${moderator.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: USER_MESSAGES.userDeleted });
    const after = await call(server, moderator, 'GET', '/users/me');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });
    const db = server.ctx.database.db;
    const leftovers = await Promise.all([
      db.selectFrom('sessions').select('id').where('user_id', '=', moderator.id).execute(),
      db
        .selectFrom('moderation_group_members')
        .select('group_id')
        .where('user_id', '=', moderator.id)
        .execute(),
    ]);
    expect(leftovers).toEqual([[], []]);
    expect((await list()).map((user) => user.id)).not.toContain(moderator.id);
    expect((await call(server, admin, 'DELETE', `/users/${moderator.id}`)).statusCode).toBe(404);

    const self = await call(server, admin, 'DELETE', `/users/${admin.id}`);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({ message: USER_MESSAGES.cannotDeleteSelf });
  });
});
