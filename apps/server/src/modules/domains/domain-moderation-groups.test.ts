import { DOMAIN_MESSAGES, ROLES, USER_MESSAGES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { call, seedTenant, type SignedIn } from '../users/users-test-kit';
import { type AddedDomain, addDomain, listDomainsAs } from './domains-test-kit';

describe('domain moderation groups', () => {
  let server: TestServer;
  let admin: SignedIn;
  let nightModerator: SignedIn;
  let dayModerator: SignedIn;
  let otherAdmin: SignedIn;
  let open: AddedDomain;
  let limited: AddedDomain;
  let nightGroup = '';
  let dayGroup = '';
  let foreignGroup = '';

  const createGroup = async (who: SignedIn, name: string, memberIds: string[]) =>
    (
      (
        await call(server, who, 'POST', '/moderation-groups', { name, member_ids: memberIds })
      ).json() as {
        data: { id: string };
      }
    ).data.id;

  beforeAll(async () => {
    server = await createTestServer();
    ({
      admin,
      night: nightModerator,
      day: dayModerator,
    } = (
      await seedTenant(server, 'Shifts Ltd', 'shifts.test', {
        admin: ROLES.administrator,
        night: ROLES.moderator,
        day: ROLES.moderator,
      })
    ).users);
    otherAdmin = (await seedTenant(server, 'Other', 'other.test', { admin: ROLES.administrator }))
      .users.admin;
    open = await addDomain(server, admin, 'open.example.com');
    limited = await addDomain(server, admin, 'limited.example.com');
    nightGroup = await createGroup(admin, 'Night', [nightModerator.id]);
    dayGroup = await createGroup(admin, 'Day', [dayModerator.id]);
    foreignGroup = await createGroup(otherAdmin, 'Foreign', []);
  });
  afterAll(async () => {
    await server.close();
  });

  const groupsUrl = () => `/domains/${limited.id}/moderation-groups`;

  it('starts with no groups, so every moderator sees every domain', async () => {
    expect((await call(server, admin, 'GET', groupsUrl())).json()).toEqual({ data: [] });
    for (const moderator of [nightModerator, dayModerator]) {
      expect((await listDomainsAs(server, moderator)).map((d) => d.name)).toEqual([
        'limited.example.com',
        'open.example.com',
      ]);
    }
  });

  it('saves the groups, which the group list shows too', async () => {
    const saved = await call(server, admin, 'PUT', groupsUrl(), {
      group_ids: [nightGroup, nightGroup],
    });
    expect(saved.json()).toEqual({
      message: DOMAIN_MESSAGES.moderationGroupsSaved,
      data: [nightGroup],
    });
    expect((await call(server, admin, 'GET', groupsUrl())).json()).toEqual({ data: [nightGroup] });
    expect((await call(server, admin, 'GET', '/moderation-groups')).json()).toMatchObject({
      data: [
        { id: dayGroup, domain_ids: [] },
        { id: nightGroup, domain_ids: [limited.id] },
      ],
    });
  });

  it('shows a limited domain only to the members of its groups', async () => {
    expect((await listDomainsAs(server, nightModerator)).map((d) => d.id)).toEqual([
      limited.id,
      open.id,
    ]);
    expect((await listDomainsAs(server, dayModerator)).map((d) => d.id)).toEqual([open.id]);
    expect((await listDomainsAs(server, admin)).map((d) => d.id)).toEqual([limited.id, open.id]);
    const hidden = await call(server, dayModerator, 'GET', `/domains/${limited.id}/settings`);
    expect(hidden.statusCode).toBe(404);
    const allowed = await call(server, nightModerator, 'GET', `/domains/${limited.id}/settings`);
    expect(allowed.statusCode).toBe(200);
  });

  it("refuses another tenant's group ids and unknown ids with 422, keeping the links", async () => {
    for (const ids of [[foreignGroup], [dayGroup, 'nope']]) {
      const response = await call(server, admin, 'PUT', groupsUrl(), { group_ids: ids });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { group_ids: [USER_MESSAGES.unknownGroup] },
      });
    }
    expect((await call(server, admin, 'GET', groupsUrl())).json()).toEqual({ data: [nightGroup] });
  });

  it('opens the domain again when the list is emptied; moderators may not change it', async () => {
    const asModerator = await call(server, nightModerator, 'PUT', groupsUrl(), { group_ids: [] });
    expect(asModerator.statusCode).toBe(403);
    await call(server, admin, 'PUT', groupsUrl(), { group_ids: [] });
    expect((await listDomainsAs(server, dayModerator)).map((d) => d.id)).toEqual([
      limited.id,
      open.id,
    ]);
  });
});
