import { ACCOUNT_MESSAGES, MESSAGES, ROLES, USER_MESSAGES, type TUser } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { linkParams, readOutbox, waitForEmail } from '../accounts/outbox-reader';
import { ADMIN_MODERATOR_VIEWER, call, seedTenant, type SignedIn } from './users-test-kit';

const CHOSEN_PASSWORD = 'saffron glacier kettle 84';

describe('POST /users/:id/invitation (resend an invitation)', () => {
  let server: TestServer;
  let admin: SignedIn;
  let moderator: SignedIn;
  let viewer: SignedIn;
  let otherBoss: SignedIn;
  let otherInviteeId = '';

  beforeAll(async () => {
    server = await createTestServer();
    ({ admin, moderator, viewer } = (
      await seedTenant(server, 'Resend Ltd', 'resend.test', ADMIN_MODERATOR_VIEWER)
    ).users);
    otherBoss = (await seedTenant(server, 'Elsewhere', 'elsewhere.test', { boss: 1 })).users.boss;
    otherInviteeId = await invite(otherBoss, 'Otto Other', 'otto@elsewhere.test');
  });
  afterAll(async () => {
    await server.close();
  });

  async function invite(by: SignedIn, name: string, email: string): Promise<string> {
    const response = await call(server, by, 'POST', '/users', {
      name,
      email,
      role_id: ROLES.moderator,
    });
    expect(response.statusCode).toBe(201);
    return String((response.json() as { data: TUser }).data.id);
  }
  const confirm = (token: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/account-confirmation',
      payload: { token, password: CHOSEN_PASSWORD, password_confirmation: CHOSEN_PASSWORD },
    });

  it('emails a new link to a pending invitee; the older link stops working, the new one joins', async () => {
    const id = await invite(admin, 'Ivy Invitee', 'ivy@resend.test');
    const first = linkParams(
      (await waitForEmail(server.dataDir, 'ivy@resend.test')).links[0] ?? '',
    );

    const response = await call(server, admin, 'POST', `/users/${id}/invitation`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: USER_MESSAGES.invitationResent });

    const email = await waitForEmail(server.dataDir, 'ivy@resend.test', { count: 2 });
    expect(email.subject).toBe('You have been invited to Resend Ltd on Vigil');
    const second = linkParams(email.links[0] ?? '');
    expect(second).toMatchObject({ path: '/confirmaccount', invite: true });
    expect(second.token).not.toBe(first.token);

    const stale = await confirm(first.token);
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe(MESSAGES.invalidConfirmationLink);
    expect((await confirm(second.token)).statusCode).toBe(200);

    // Accepted now: there is nothing left to resend.
    const again = await call(server, admin, 'POST', `/users/${id}/invitation`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: USER_MESSAGES.invitationNotPending });
  });

  it('answers 409 for a user who has confirmed their account, sending nothing', async () => {
    const before = readOutbox(server.dataDir).length;
    const response = await call(server, admin, 'POST', `/users/${moderator.id}/invitation`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: USER_MESSAGES.invitationNotPending });
    expect(readOutbox(server.dataDir)).toHaveLength(before);
  });

  it("answers 404 for another tenant's invitee and an unknown id, sending nothing", async () => {
    const before = readOutbox(server.dataDir).length;
    for (const id of [otherInviteeId, 'no-such-user']) {
      const response = await call(server, admin, 'POST', `/users/${id}/invitation`);
      expect(response.statusCode, id).toBe(404);
    }
    expect(readOutbox(server.dataDir)).toHaveLength(before);
  });

  it('answers 403 to moderators and viewers', async () => {
    const id = await invite(admin, 'Rex Refused', 'rex@resend.test');
    for (const who of [moderator, viewer]) {
      const response = await call(server, who, 'POST', `/users/${id}/invitation`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: USER_MESSAGES.roleForbidden });
    }
    expect(
      readOutbox(server.dataDir).filter((email) => email.to === 'rex@resend.test'),
    ).toHaveLength(1);
  });

  it('sends at most 5 an hour per invitee (429 with Retry-After), then again', async () => {
    const id = await invite(admin, 'Lou Limited', 'lou@resend.test');
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await call(server, admin, 'POST', `/users/${id}/invitation`)).statusCode).toBe(200);
    }
    const refused = await call(server, admin, 'POST', `/users/${id}/invitation`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: ACCOUNT_MESSAGES.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The invitation email of POST /users and the five resends.
    expect(
      readOutbox(server.dataDir).filter((email) => email.to === 'lou@resend.test'),
    ).toHaveLength(6);

    server.clock.advance(60 * 60 * 1000 + 1000);
    expect((await call(server, admin, 'POST', `/users/${id}/invitation`)).statusCode).toBe(200);
  });
});
