import { ACCOUNT_MESSAGES, MESSAGES, type TUser } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { runHousekeeping } from '../housekeeping/housekeeping';
import { PENDING_INVITATION_LIFETIME_MS } from './pending-users';
import { call, seedTenant, type SignedIn } from '../users/users-test-kit';
import { PASSWORD_RESET_EMAIL_JOB_KIND } from './accounts.service';
import { linkParams, readOutbox, waitForEmail } from './outbox-reader';
import { REGISTRATION_EMAIL_JOB_KIND } from './registration';

const OWNER_PASSWORD = 'harbour lantern quince 64';
const SQUATTER_PASSWORD = 'gravel thistle banjo 19';

/** Decision 0122: no answer tells who has an account, and pending rows block nobody. */
describe('no account enumeration, no address squatting', () => {
  let server: TestServer;
  let admin: SignedIn;
  let otherAdmin: SignedIn;
  let ip = 0;

  beforeAll(async () => {
    server = await createTestServer();
    admin = (await seedTenant(server, 'Inviters', 'inviters.test', { admin: 1 })).users.admin;
    otherAdmin = (await seedTenant(server, 'Elsewhere', 'elsewhere.test', { boss: 1 })).users.boss;
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (url: string, payload: object) => {
    ip += 1;
    return server.app.inject({ method: 'POST', url, payload, remoteAddress: `203.0.113.${ip}` });
  };
  const register = (email: string, password = OWNER_PASSWORD, tenantName = 'Own Ltd') =>
    post('/api/register', {
      name: 'Owen Owner',
      tenant_name: tenantName,
      email,
      password,
      password_confirmation: password,
    });
  const emailsTo = (to: string) => readOutbox(server.dataDir).filter((mail) => mail.to === to);
  const queuedJobs = (kind: string) =>
    server.ctx.database.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', kind)
      .where('status', '=', 'queued')
      .execute();
  const invite = (who: SignedIn, email: string) =>
    call(server, who, 'POST', '/users', { name: 'Ivo Invitee', email, role_id: 2 });
  const listOf = async (who: SignedIn): Promise<TUser[]> =>
    ((await call(server, who, 'GET', '/users')).json() as { data: TUser[] }).data;
  const usersOf = (email: string) =>
    server.ctx.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
  const login = (email: string, password: string) => post('/api/login', { email, password });

  it('answers sign-up before any email work, and the job sends it afterwards', async () => {
    const response = await register('early@own.test');
    expect(response.statusCode).toBe(201);
    // The reply is out; the email is not: it waits as a queued job.
    expect(emailsTo('early@own.test')).toHaveLength(0);
    expect(await queuedJobs(REGISTRATION_EMAIL_JOB_KIND)).toHaveLength(1);
    await server.ctx.jobs.drain();
    expect(emailsTo('early@own.test').map((mail) => mail.subject)).toEqual([
      'Confirm your Vigil account',
    ]);
  });

  it('answers a password-reset request before looking the address up, known or not', async () => {
    const known = await post('/api/request-password-reset', { email: 'admin@inviters.test' });
    const unknown = await post('/api/request-password-reset', { email: 'nobody@inviters.test' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // The same work for both: one queued job each; no link, no email yet.
    expect(await queuedJobs(PASSWORD_RESET_EMAIL_JOB_KIND)).toHaveLength(2);
    expect(emailsTo('admin@inviters.test')).toHaveLength(0);
    const links = await server.ctx.database.db
      .selectFrom('email_tokens')
      .select('id')
      .where('purpose', '=', 'reset')
      .execute();
    expect(links).toHaveLength(0);
    await server.ctx.jobs.drain();
    expect(emailsTo('admin@inviters.test').map((mail) => mail.subject)).toEqual([
      'Reset your Vigil password',
    ]);
    expect(emailsTo('nobody@inviters.test')).toHaveLength(0);
  });

  it('lets the owner of an invited address sign up; confirming withdraws the invitation', async () => {
    expect((await invite(admin, 'ivo@mail.test')).statusCode).toBe(201);
    const invitation = linkParams(
      (await waitForEmail(server.dataDir, 'ivo@mail.test')).links[0] ?? '',
    );

    const response = await register('ivo@mail.test');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.accountCreated });
    await server.ctx.jobs.drain();
    const mail = await waitForEmail(server.dataDir, 'ivo@mail.test', { count: 2 });
    expect(mail.subject).toBe('Confirm your Vigil account');
    // Until the link is used nothing is taken: the invitation is still pending.
    expect((await listOf(admin)).map((user) => user.email)).toContain('ivo@mail.test');

    const confirmed = await post('/api/account-confirmation', {
      token: linkParams(mail.links[0] ?? '').token,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await listOf(admin)).map((user) => user.email)).not.toContain('ivo@mail.test');
    const refused = await post('/api/account-confirmation', {
      token: invitation.token,
      password: 'another fine phrase 88',
      password_confirmation: 'another fine phrase 88',
    });
    expect(refused.json().message).toBe(MESSAGES.invalidConfirmationLink);
    expect((await login('ivo@mail.test', OWNER_PASSWORD)).json()).toMatchObject({
      tenant_name: 'Own Ltd',
    });
  });

  it('does not let a sign-up by someone else knock out an invitation', async () => {
    expect((await invite(admin, 'vera@mail.test')).statusCode).toBe(201);
    const invitation = linkParams(
      (await waitForEmail(server.dataDir, 'vera@mail.test')).links[0] ?? '',
    );
    expect((await register('vera@mail.test', SQUATTER_PASSWORD, 'Squat Ltd')).statusCode).toBe(201);
    await server.ctx.jobs.drain();
    const squatterLink = linkParams(
      (await waitForEmail(server.dataDir, 'vera@mail.test', { count: 2 })).links[0] ?? '',
    );
    // The squatter cannot read the mailbox; the invitee accepts the invitation.
    const accepted = await post('/api/account-confirmation', {
      token: invitation.token,
      password: 'velvet canyon oyster 12',
      password_confirmation: 'velvet canyon oyster 12',
    });
    expect(accepted.statusCode).toBe(200);
    expect(
      (await listOf(admin)).find((user) => user.email === 'vera@mail.test')?.confirmed_at,
    ).not.toBeNull();
    const late = await post('/api/account-confirmation', { token: squatterLink.token });
    expect(late.json().message).toBe(MESSAGES.invalidConfirmationLink);
  });

  it('does not let an unconfirmed sign-up hold an address against its owner', async () => {
    expect((await register('sol@mail.test', SQUATTER_PASSWORD, 'Squat Ltd')).statusCode).toBe(201);
    await server.ctx.jobs.drain();
    const squatterLink = linkParams(
      (await waitForEmail(server.dataDir, 'sol@mail.test')).links[0] ?? '',
    );
    expect((await register('sol@mail.test')).statusCode).toBe(201);
    await server.ctx.jobs.drain();
    const ownerLink = linkParams(
      (await waitForEmail(server.dataDir, 'sol@mail.test', { count: 2 })).links[0] ?? '',
    );
    // Only the newest email's link works; it makes the owner's account.
    expect(
      (await post('/api/account-confirmation', { token: squatterLink.token })).statusCode,
    ).toBe(422);
    expect((await post('/api/account-confirmation', { token: ownerLink.token })).statusCode).toBe(
      200,
    );
    expect((await login('sol@mail.test', OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await login('sol@mail.test', SQUATTER_PASSWORD)).statusCode).toBe(422);
  });

  it('answers an invitation to another organisation’s address as any other', async () => {
    const unknown = await invite(otherAdmin, 'fresh@mail.test');
    const known = await invite(otherAdmin, 'admin@inviters.test');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.statusCode).toBe(201);
    expect(known.json().message).toBe(unknown.json().message);
    const listed = await listOf(otherAdmin);
    expect(listed.find((user) => user.email === 'admin@inviters.test')).toMatchObject({
      confirmed_at: null,
    });
    // The owner is told, without a link that could never work.
    const notice = await waitForEmail(server.dataDir, 'admin@inviters.test', { count: 2 });
    expect(notice.subject).toBe('You have been invited to Elsewhere on Vigil');
    expect(notice.body).toContain('already belongs to a Vigil account');
    expect(notice.links).toEqual([]);
    // The owner's own account is untouched.
    expect(
      (await listOf(admin)).find((user) => user.email === 'admin@inviters.test')?.confirmed_at,
    ).not.toBeNull();
  });

  it('withdraws an invitation nobody accepted once its lifetime is over', async () => {
    expect((await invite(otherAdmin, 'gone@mail.test')).statusCode).toBe(201);
    const link = linkParams((await waitForEmail(server.dataDir, 'gone@mail.test')).links[0] ?? '');
    server.clock.advance(PENDING_INVITATION_LIFETIME_MS - 60_000);
    await runHousekeeping(server.ctx.database.db, server.clock.now());
    // Read from the table: a month on, the administrator's session has ended too.
    expect(await usersOf('gone@mail.test')).toHaveLength(1);
    server.clock.advance(120_000);
    const counts = await runHousekeeping(server.ctx.database.db, server.clock.now());
    expect(counts.expiredInvitations).toBeGreaterThanOrEqual(1);
    expect(await usersOf('gone@mail.test')).toHaveLength(0);
    const refused = await post('/api/account-confirmation', {
      token: link.token,
      password: 'velvet canyon oyster 12',
      password_confirmation: 'velvet canyon oyster 12',
    });
    expect(refused.json().message).toBe(MESSAGES.invalidConfirmationLink);
  });
});
