import { ROLES, USER_MESSAGES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors';
import { createTestServer, type TestServer } from '../../test/test-server';
import { call, seedTenant } from './users-test-kit';
import { deleteUser } from './users.service';

/** docs/decisions/0059-last-administrator.md: a tenant always keeps an administrator. */
describe('the last administrator', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const administrators = async (tenantId: string) =>
    (
      await server.ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('role_id', '=', ROLES.administrator)
        .execute()
    ).map((row) => row.id);

  it('cannot be demoted, not even by themselves; a second administrator can be', async () => {
    const { tenantId, users } = await seedTenant(server, 'Solo', 'solo.test', {
      ada: ROLES.administrator,
      ben: ROLES.administrator,
    });
    const demoteBen = await call(server, users.ada, 'PUT', `/users/${users.ben.id}`, {
      name: 'Ben',
      role_id: ROLES.moderator,
    });
    expect(demoteBen.statusCode).toBe(200);
    for (const role_id of [ROLES.moderator, ROLES.viewer]) {
      const response = await call(server, users.ada, 'PUT', `/users/${users.ada.id}`, {
        name: 'Ada',
        role_id,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: USER_MESSAGES.lastAdministrator,
        errors: { role_id: [USER_MESSAGES.lastAdministrator] },
      });
    }
    // Renaming the last administrator, role unchanged, is fine.
    const rename = await call(server, users.ada, 'PUT', `/users/${users.ada.id}`, {
      name: 'Ada Lovelace',
      role_id: ROLES.administrator,
    });
    expect(rename.statusCode).toBe(200);
    expect(await administrators(tenantId)).toEqual([users.ada.id]);
  });

  it('cannot be deleted (409), whoever asks', async () => {
    const { tenantId, users } = await seedTenant(server, 'Pair', 'pair.test', {
      ada: ROLES.administrator,
      mo: ROLES.moderator,
    });
    // Over HTTP only an administrator can delete, and never themselves; the service rule
    // still holds when the caller is not the administrator being removed.
    await expect(
      deleteUser(server.ctx, { tenantId, userId: users.mo.id }, users.ada.id),
    ).rejects.toMatchObject(new HttpError(409, USER_MESSAGES.lastAdministrator));
    expect(await administrators(tenantId)).toEqual([users.ada.id]);
  });

  it('survives two administrators removing each other at the same time', async () => {
    const { tenantId, users } = await seedTenant(server, 'Duel', 'duel.test', {
      ada: ROLES.administrator,
      ben: ROLES.administrator,
    });
    const replies = await Promise.all([
      call(server, users.ada, 'DELETE', `/users/${users.ben.id}`),
      call(server, users.ben, 'DELETE', `/users/${users.ada.id}`),
    ]);
    const codes = replies.map((reply) => reply.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(await administrators(tenantId)).toHaveLength(1);
  });

  it('survives two administrators demoting each other at the same time', async () => {
    const { tenantId, users } = await seedTenant(server, 'Coup', 'coup.test', {
      ada: ROLES.administrator,
      ben: ROLES.administrator,
    });
    const replies = await Promise.all([
      call(server, users.ada, 'PUT', `/users/${users.ben.id}`, { name: 'Ben', role_id: 3 }),
      call(server, users.ben, 'PUT', `/users/${users.ada.id}`, { name: 'Ada', role_id: 3 }),
    ]);
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(await administrators(tenantId)).toHaveLength(1);
  });
});
