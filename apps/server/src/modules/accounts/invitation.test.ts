import { ACCOUNT_MESSAGES, MESSAGES, ROLES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toStoredTimestamp } from '../../lib/clock';
import { createId } from '../../lib/tokens';
import { createTestServer, type TestServer } from '../../test/test-server';
import { insertUser } from '../auth/user.queries';
import { newUserRow } from '../auth/user.service';
import { sendInvitation } from './accounts.service';
import { linkParams, readOutbox, waitForEmail } from './outbox-reader';

const ADMIN_PASSWORD = 'orchid basalt trumpet 40';
const CHOSEN_PASSWORD = 'pebble lighthouse mango 73';

describe('invitation of a user an administrator adds', () => {
  let server: TestServer;
  let tenantId = '';
  let inviteeId = '';
  const responses: string[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    tenantId = (
      await server.ctx.services.users.createTenantWithUsers('Invite Media', [
        {
          name: 'Ines Admin',
          email: 'ines@invite.test',
          password: ADMIN_PASSWORD,
          roleId: ROLES.administrator,
          verified: true,
        },
      ])
    ).id;
    // What the Users screen will do: a user with no password yet.
    inviteeId = createId();
    const now = toStoredTimestamp(server.clock.now());
    await insertUser(
      server.ctx.database.db,
      newUserRow({
        id: inviteeId,
        tenantId,
        name: 'Milo Moderator',
        email: 'milo@invite.test',
        passwordHash: null,
        roleId: ROLES.moderator,
        verifiedAt: null,
        now,
      }),
    );
  });
  afterAll(async () => {
    await server.close();
  });

  const confirm = async (payload: Record<string, string>) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account-confirmation',
      payload,
    });
    responses.push(response.body);
    return response;
  };
  const login = (password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'milo@invite.test', password },
    });

  it('emails a link to the Confirm Account screen that asks for a password', async () => {
    await sendInvitation(server.ctx, tenantId, inviteeId);
    const email = await waitForEmail(server.dataDir, 'milo@invite.test');
    expect(email.subject).toBe('You have been invited to Invite Media on Vigil');
    expect(email.body).toContain('Hello Milo Moderator,');
    expect(email.links).toHaveLength(1);
    expect(email.links[0]).toMatch(
      /^http:\/\/localhost:3000\/confirmaccount\?token=[\w-]{43}&email=milo%40invite\.test&invite=1$/,
    );
    expect(linkParams(email.links[0] ?? '').invite).toBe(true);
  });

  it('refuses to send for a user of another tenant', async () => {
    await expect(sendInvitation(server.ctx, createId(), inviteeId)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('a newer invitation retires the older link', async () => {
    const older = linkParams(
      (await waitForEmail(server.dataDir, 'milo@invite.test')).links[0] ?? '',
    );
    await sendInvitation(server.ctx, tenantId, inviteeId);
    const newer = await waitForEmail(server.dataDir, 'milo@invite.test', { count: 2 });
    const response = await confirm({
      token: older.token,
      password: CHOSEN_PASSWORD,
      password_confirmation: CHOSEN_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MESSAGES.invalidConfirmationLink);
    expect(linkParams(newer.links[0] ?? '').token).not.toBe(older.token);
  });

  it('asks for a password, refuses a weak one or a mismatch, without using the link up', async () => {
    const { token } = linkParams(
      (await waitForEmail(server.dataDir, 'milo@invite.test', { count: 2 })).links[0] ?? '',
    );
    const missing = await confirm({ token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: [MESSAGES.required('Password')] });

    const weak = await confirm({
      token,
      password: 'MiloModerator1',
      password_confirmation: 'MiloModerator1',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ password: [MESSAGES.weakPassword] });

    const mismatch = await confirm({
      token,
      password: CHOSEN_PASSWORD,
      password_confirmation: `${CHOSEN_PASSWORD}.`,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: [MESSAGES.passwordMismatch] });

    const accepted = await confirm({
      token,
      password: CHOSEN_PASSWORD,
      password_confirmation: CHOSEN_PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: ACCOUNT_MESSAGES.accountConfirmed });

    const signedIn = await login(CHOSEN_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      role_id: ROLES.moderator,
      tenant_name: 'Invite Media',
    });

    const reused = await confirm({
      token,
      password: 'a different strong passphrase 88',
      password_confirmation: 'a different strong passphrase 88',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(MESSAGES.invalidConfirmationLink);
    expect((await login(CHOSEN_PASSWORD)).statusCode).toBe(200);
  });

  it('never puts the chosen password or a link token in a response or a log line', () => {
    const tokens = readOutbox(server.dataDir).flatMap((email) =>
      email.links.map((link) => linkParams(link).token),
    );
    expect(tokens).toHaveLength(2);
    const logText = server.logs.join('\n');
    for (const secret of [CHOSEN_PASSWORD, 'MiloModerator1', ...tokens]) {
      expect(logText).not.toContain(secret);
      expect(responses.join('\n')).not.toContain(secret);
    }
  });
});
