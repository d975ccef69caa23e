import { MESSAGES, ROLES, USER_MESSAGES, type TModerationGroup, type TUser } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { ADMIN_MODERATOR_VIEWER, call, seedTenant, type SignedIn } from '../users/users-test-kit';

describe('moderation groups', () => {
  let server: TestServer;
  let admin: SignedIn;
  let moderator: SignedIn;
  let viewer: SignedIn;
  let outsiderId = '';

  beforeAll(async () => {
    server = await createTestServer();
    ({ admin, moderator, viewer } = (
      await seedTenant(server, 'Groups Ltd', 'groups.test', ADMIN_MODERATOR_VIEWER)
    ).users);
    outsiderId = (await seedTenant(server, 'Other', 'other.test', { out: ROLES.moderator })).users
      .out.id;
  });
  afterAll(async () => {
    await server.close();
  });

  const groups = async (): Promise<TModerationGroup[]> =>
    (
      (await call(server, admin, 'GET', '/moderation-groups')).json() as {
        data: TModerationGroup[];
      }
    ).data;
  const groupIdsOf = async (userId: string) =>
    ((await call(server, admin, 'GET', '/users')).json() as { data: TUser[] }).data.find(
      (user) => user.id === userId,
    )?.group_ids;

  it('creates a group with members, which the users list shows as their group_ids', async () => {
    const response = await call(server, admin, 'POST', '/moderation-groups', {
      name: 'Night shift',
      member_ids: [moderator.id, viewer.id, moderator.id],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { message: string; data: TModerationGroup };
    expect(body.message).toBe(USER_MESSAGES.groupCreated);
    expect(body.data).toMatchObject({ name: 'Night shift', domain_ids: [] });
    expect([...body.data.member_ids].sort()).toEqual([moderator.id, viewer.id].sort());
    expect(await groupIdsOf(moderator.id)).toEqual([body.data.id]);
    expect(await groups()).toEqual([body.data]);
  });

  it('renames, replaces members with PUT, and keeps them when member_ids is left out', async () => {
    const [group] = await groups();
    if (!group) throw new Error('no group');
    const replaced = await call(server, admin, 'PUT', `/moderation-groups/${group.id}`, {
      name: 'Late shift',
      member_ids: [admin.id],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({
      message: USER_MESSAGES.groupUpdated,
      data: { id: group.id, name: 'Late shift', member_ids: [admin.id], domain_ids: [] },
    });
    expect(await groupIdsOf(moderator.id)).toEqual([]);
    const renamed = await call(server, admin, 'PUT', `/moderation-groups/${group.id}`, {
      name: 'Late shift',
    });
    expect(renamed.json()).toMatchObject({ data: { member_ids: [admin.id] } });
  });

  it('validates names and members with their texts', async () => {
    const [group] = await groups();
    if (!group) throw new Error('no group');
    await call(server, admin, 'POST', '/moderation-groups', { name: 'Early shift' });
    const cases: Array<[string, string, object, Record<string, string[]>]> = [
      ['POST', '/moderation-groups', { name: '  ' }, { name: [MESSAGES.required('Group name')] }],
      [
        'POST',
        '/moderation-groups',
        { name: 'x'.repeat(81) },
        { name: ['Group name is too long'] },
      ],
      [
        'POST',
        '/moderation-groups',
        { name: 'Late shift' },
        { name: [USER_MESSAGES.groupNameTaken] },
      ],
      [
        'PUT',
        `/moderation-groups/${group.id}`,
        { name: 'Early shift' },
        { name: [USER_MESSAGES.groupNameTaken] },
      ],
      [
        'POST',
        '/moderation-groups',
        { name: 'Mixed', member_ids: [moderator.id, outsiderId] },
        { member_ids: [USER_MESSAGES.unknownMember] },
      ],
      [
        'PUT',
        `/moderation-groups/${group.id}`,
        { name: 'Late shift', member_ids: ['nobody'] },
        { member_ids: [USER_MESSAGES.unknownMember] },
      ],
    ];
    for (const [method, url, payload, errors] of cases) {
      const response = await call(server, admin, method as 'POST' | 'PUT', url, payload);
      const label = `${method} ${JSON.stringify(payload)}`;
      expect(response.statusCode, label).toBe(422);
      expect(response.json(), label).toMatchObject({ errors });
    }
    expect((await groups()).map((item) => item.name)).toEqual(['Early shift', 'Late shift']);
    expect((await groups()).find((item) => item.id === group.id)?.member_ids).toEqual([admin.id]);
  });

  it('deletes a group and its memberships; unknown ids are 404', async () => {
    const [first] = await groups();
    if (!first) throw new Error('no group');
    await call(server, admin, 'PUT', `/moderation-groups/${first.id}`, {
      name: first.name,
      member_ids: [viewer.id],
    });
    const response = await call(server, admin, 'DELETE', `/moderation-groups/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: USER_MESSAGES.groupDeleted });
    expect((await groups()).map((item) => item.id)).not.toContain(first.id);
    expect(await groupIdsOf(viewer.id)).toEqual([]);
    for (const [method, payload] of [
      ['PUT', { name: 'X' }],
      ['DELETE', undefined],
    ] as const) {
      const missing = await call(server, admin, method, `/moderation-groups/${first.id}`, payload);
      expect(missing.statusCode, method).toBe(404);
    }
  });

  it('is for administrators only', async () => {
    for (const who of [moderator, viewer]) {
      for (const [method, url] of [
        ['GET', '/moderation-groups'],
        ['POST', '/moderation-groups'],
        ['PUT', '/moderation-groups/x'],
        ['DELETE', '/moderation-groups/x'],
      ] as const) {
        const response = await call(
          server,
          who,
          method,
          url,
          method === 'POST' ? { name: 'Mine' } : undefined,
        );
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await groups()).map((item) => item.name)).not.toContain('Mine');
  });
});
