/**
 * Google sign-in end to end: Vigil listening on a real port, a real OpenID provider
 * (oidc-provider) standing in for Google, and a cookie-keeping client doing the redirects.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_HEADER } from '@vigil/contract';
import { SESSION_COOKIE } from '../../http/session-cookie';
import { createTestServer, type TestServer } from '../../test/test-server';
import { BrowserClient, type BrowserStep } from './test/browser-client';
import { startLocalOidcProvider, type LocalOidcProvider } from './test/local-oidc-provider';
import { OIDC_STATE_COOKIE } from './oidc-state';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}

let server: TestServer;
let provider: LocalOidcProvider;
let vigil: string;
let tenantId: string;
/** Authorization codes seen in callbacks, so the log check can look for them. */
const seenCodes: string[] = [];

const ACCOUNTS = {
  // Mixed case: providers do not lower-case addresses, Vigil's users table does.
  'ada-google': { email: 'Ada@Acme.test', email_verified: true, name: 'Ada' },
  'mallory-unverified': { email: 'ada@acme.test', email_verified: false },
  stranger: { email: 'nobody@elsewhere.test', email_verified: true },
  'cy-google': { email: 'cy@acme.test', email_verified: true },
  'ben-personal': { email: 'ben.personal@mail.test', email_verified: true },
  'dee-google': { email: 'dee@acme.test', email_verified: true },
};

async function userId(email: string): Promise<string> {
  const row = await server.ctx.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function signedInBrowser(email: string): Promise<BrowserClient> {
  const browser = new BrowserClient();
  const { token } = await server.ctx.services.sessions.create(await userId(email), tenantId);
  browser.setCookie(vigil, SESSION_COOKIE, token);
  return browser;
}

/** Start → provider login form → typed login → back through Vigil's callback. */
async function signInWithGoogle(
  browser: BrowserClient,
  login: string,
  query = 'mode=login',
): Promise<BrowserStep> {
  const atVigil = (next: URL) => next.origin === vigil;
  let step = await browser.follow(`${vigil}/api/auth/oidc/google/start?${query}`, atVigil);
  if (step.location === undefined) {
    const action = /<form[^>]*action="([^"]+)"/.exec(step.body)?.[1];
    if (!action) throw new Error(`No login form at ${step.url}`);
    const submitted = await browser.request(new URL(action, step.url).href, {
      method: 'POST',
      form: { prompt: 'login', login, password: 'anything' },
    });
    if (submitted.location === undefined) throw new Error('The login form did not redirect');
    step = await browser.follow(submitted.location, atVigil);
  }
  const next = new URL(step.location ?? '');
  if (!next.pathname.endsWith('/callback')) return step;
  const code = next.searchParams.get('code');
  if (code) seenCodes.push(code);
  return browser.request(next.href);
}

function redirectOf(step: BrowserStep): string {
  const location = new URL(step.location ?? 'missing:');
  return `${location.pathname}${location.search}`;
}

async function sessionProfile(browser: BrowserClient) {
  const token = browser.cookie(vigil, SESSION_COOKIE);
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/auth/session-profile',
    headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function identityCount(): Promise<number> {
  const rows = await server.ctx.database.db.selectFrom('oauth_identities').select('id').execute();
  return rows.length;
}

beforeAll(async () => {
  const port = await freePort();
  vigil = `http://127.0.0.1:${port}`;
  provider = await startLocalOidcProvider({
    redirectUris: [`${vigil}/api/auth/oidc/google/callback`],
    accounts: ACCOUNTS,
  });
  server = await createTestServer({
    google: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    },
    config: { publicUrl: vigil },
  });
  await server.app.listen({ port, host: '127.0.0.1' });
  server.clock.set(new Date());
  const user = (name: string, email: string, verified = true) => ({
    name,
    email,
    password: 'correct horse battery staple',
    roleId: 1,
    verified,
  });
  const tenant = await server.ctx.services.users.createTenantWithUsers('Acme', [
    user('Ada Lovelace', 'ada@acme.test'),
    user('Ben Okafor', 'ben@acme.test'),
    user('Cy Unconfirmed', 'cy@acme.test', false),
    user('Dee Twofactor', 'dee@acme.test'),
  ]);
  tenantId = tenant.id;
  await server.ctx.database.db
    .updateTable('users')
    .set({ two_factor_confirmed_at: new Date().toISOString() })
    .where('email', '=', 'dee@acme.test')
    .execute();
});

afterAll(async () => {
  await server?.close();
  await provider?.close();
});

describe('GET /api/auth/oidc/providers', () => {
  it('lists only the configured providers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/oidc/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: ['google'] });
  });

  it('lists none when nothing is configured', async () => {
    const bare = await createTestServer();
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/api/auth/oidc/providers' });
      expect(response.json()).toEqual({ data: [] });
      const start = await bare.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' });
      expect(start.headers.location).toBe('/login?oidc_error=unavailable');
    } finally {
      await bare.close();
    }
  });
});

describe('sign-in with Google', () => {
  it('matches a verified email to the user, links it, and starts a session', async () => {
    const browser = new BrowserClient();
    const done = await signInWithGoogle(browser, 'ada-google', 'mode=login&redirect=%2Fmoderation');
    expect(done.status).toBe(302);
    expect(redirectOf(done)).toBe('/login?oidc=done&redirect=%2Fmoderation');
    expect(browser.cookie(vigil, OIDC_STATE_COOKIE)).toBeUndefined();

    const profile = await sessionProfile(browser);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      tenant_id: tenantId,
      role_id: 1,
      two_factor: false,
      two_factor_enforced: false,
      name: 'Ada Lovelace',
      tenant_name: 'Acme',
      eula_accepted: false,
    });
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: {
        cookie: `${SESSION_COOKIE}=${browser.cookie(vigil, SESSION_COOKIE) ?? ''}`,
        [TENANT_HEADER]: tenantId,
      },
    });
    expect(me.statusCode).toBe(200);

    const identity = await server.ctx.database.db
      .selectFrom('oauth_identities')
      .select(['provider', 'subject', 'email', 'user_id'])
      .where('subject', '=', 'ada-google')
      .executeTakeFirstOrThrow();
    expect(identity).toEqual({
      provider: 'google',
      subject: 'ada-google',
      email: 'ada@acme.test',
      user_id: await userId('ada@acme.test'),
    });
  });

  it('marks the address it signed in from as known to the password guess limits', async () => {
    const marks = () =>
      server.ctx.database.db
        .selectFrom('sign_in_marks')
        .select('key')
        .where('key', 'like', 'known:password:ada@acme.test:%')
        .execute();
    await server.ctx.database.db
      .deleteFrom('sign_in_marks')
      .where('key', 'like', 'known:password:ada@acme.test:%')
      .execute();
    expect(await marks()).toEqual([]);
    await signInWithGoogle(new BrowserClient(), 'ada-google');
    expect(await marks()).toHaveLength(1);
  });

  it('signs in again through the linked identity, with a new session each time', async () => {
    const browser = new BrowserClient();
    await signInWithGoogle(browser, 'ada-google');
    const first = browser.cookie(vigil, SESSION_COOKIE);
    const again = await signInWithGoogle(browser, 'ada-google');
    expect(redirectOf(again)).toBe('/login?oidc=done');
    const second = browser.cookie(vigil, SESSION_COOKIE);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // The session the second sign-in replaced is over.
    expect(await server.ctx.services.sessions.resolve(first ?? '')).toBeUndefined();
  });

  it('refuses an email the provider has not verified, and opens no session', async () => {
    const browser = new BrowserClient();
    const done = await signInWithGoogle(browser, 'mallory-unverified');
    expect(redirectOf(done)).toBe('/login?oidc_error=email_not_verified');
    expect(browser.cookie(vigil, SESSION_COOKIE)).toBeUndefined();
  });

  it('creates no account for an unknown email', async () => {
    const before = await server.ctx.database.db.selectFrom('users').select('id').execute();
    const browser = new BrowserClient();
    const done = await signInWithGoogle(browser, 'stranger');
    expect(redirectOf(done)).toBe('/login?oidc_error=no_account');
    expect(browser.cookie(vigil, SESSION_COOKIE)).toBeUndefined();
    const after = await server.ctx.database.db.selectFrom('users').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses an account whose email is not confirmed yet, as password sign-in does', async () => {
    const browser = new BrowserClient();
    const done = await signInWithGoogle(browser, 'cy-google');
    expect(redirectOf(done)).toBe('/login?oidc_error=account_not_confirmed');
    expect(browser.cookie(vigil, SESSION_COOKIE)).toBeUndefined();
  });

  it('leaves a user with two-factor a session that still owes the second factor', async () => {
    const browser = new BrowserClient();
    const done = await signInWithGoogle(browser, 'dee-google');
    expect(redirectOf(done)).toBe('/login?oidc=done');
    const profile = await sessionProfile(browser);
    expect(profile.body).toMatchObject({ two_factor: true, name: 'Dee Twofactor' });
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: {
        cookie: `${SESSION_COOKIE}=${browser.cookie(vigil, SESSION_COOKIE) ?? ''}`,
        [TENANT_HEADER]: tenantId,
      },
    });
    expect(me.statusCode).toBe(401);
  });

  it('drops a redirect target that would leave the console', async () => {
    const browser = new BrowserClient();
    const done = await signInWithGoogle(browser, 'ada-google', 'redirect=%2F%2Fevil.example');
    expect(redirectOf(done)).toBe('/login?oidc=done');
  });
});

describe('linking from a signed-in session', () => {
  it('links another address to the signed-in user, who can then sign in with it', async () => {
    const browser = await signedInBrowser('ben@acme.test');
    // Not linked yet: the address is not Ben's Vigil email.
    expect(redirectOf(await signInWithGoogle(new BrowserClient(), 'ben-personal'))).toBe(
      '/login?oidc_error=no_account',
    );
    const linked = await signInWithGoogle(browser, 'ben-personal', 'mode=link');
    expect(redirectOf(linked)).toBe('/account/linked?provider=google');

    const fresh = new BrowserClient();
    expect(redirectOf(await signInWithGoogle(fresh, 'ben-personal'))).toBe('/login?oidc=done');
    expect((await sessionProfile(fresh)).body).toMatchObject({ name: 'Ben Okafor' });

    // Linking the same identity again to the same user is harmless.
    const again = await signInWithGoogle(browser, 'ben-personal', 'mode=link');
    expect(redirectOf(again)).toBe('/account/linked?provider=google');
  });

  it('refuses an identity already linked to someone else', async () => {
    await signInWithGoogle(new BrowserClient(), 'ada-google');
    const count = await identityCount();
    const browser = await signedInBrowser('ben@acme.test');
    const done = await signInWithGoogle(browser, 'ada-google', 'mode=link');
    expect(redirectOf(done)).toBe('/account/link?oidc_error=identity_taken');
    expect(await identityCount()).toBe(count);
  });

  it('needs a signed-in session to start', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/google/start?mode=link',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/account/link?oidc_error=not_signed_in');
  });

  it('refuses to finish when the session that started the link has ended', async () => {
    const browser = await signedInBrowser('ben@acme.test');
    const atVigil = (next: URL) => next.origin === vigil;
    const form = await browser.follow(`${vigil}/api/auth/oidc/google/start?mode=link`, atVigil);
    const token = browser.cookie(vigil, SESSION_COOKIE) ?? '';
    const session = await server.ctx.services.sessions.resolve(token);
    await server.ctx.services.sessions.destroy(session?.id ?? '');
    const action = /<form[^>]*action="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const submitted = await browser.request(new URL(action, form.url).href, {
      method: 'POST',
      form: { prompt: 'login', login: 'stranger', password: 'x' },
    });
    const back = await browser.follow(submitted.location ?? '', atVigil);
    const done = await browser.request(back.location ?? '');
    expect(redirectOf(done)).toBe('/account/link?oidc_error=not_signed_in');
  });
});

describe('callback failures', () => {
  const atVigil = (next: URL) => next.origin === vigil;

  it('answers a callback without a started sign-in with "expired", not an error page', async () => {
    const browser = new BrowserClient();
    const done = await browser.request(`${vigil}/api/auth/oidc/google/callback?code=x&state=y`);
    expect(done.status).toBe(302);
    expect(redirectOf(done)).toBe('/login?oidc_error=expired');
  });

  it('refuses a tampered state cookie', async () => {
    const browser = new BrowserClient();
    await browser.follow(`${vigil}/api/auth/oidc/google/start`, atVigil);
    const sealed = browser.cookie(vigil, OIDC_STATE_COOKIE) ?? '';
    expect(sealed).not.toBe('');
    browser.setCookie(vigil, OIDC_STATE_COOKIE, `${sealed.slice(0, -4)}AAAA`);
    const done = await browser.request(`${vigil}/api/auth/oidc/google/callback?code=x&state=y`);
    expect(redirectOf(done)).toBe('/login?oidc_error=expired');
  });

  it('refuses a sign-in finished after the state expired', async () => {
    const browser = new BrowserClient();
    await browser.follow(`${vigil}/api/auth/oidc/google/start`, atVigil);
    server.clock.advance(11 * 60 * 1000);
    try {
      const done = await browser.request(`${vigil}/api/auth/oidc/google/callback?code=x&state=y`);
      expect(redirectOf(done)).toBe('/login?oidc_error=expired');
    } finally {
      server.clock.set(new Date());
    }
  });

  it('turns a cancelled sign-in at the provider into "cancelled"', async () => {
    const browser = new BrowserClient();
    await browser.follow(`${vigil}/api/auth/oidc/google/start`, atVigil);
    const done = await browser.request(
      `${vigil}/api/auth/oidc/google/callback?error=access_denied&state=whatever`,
    );
    expect(redirectOf(done)).toBe('/login?oidc_error=cancelled');
    expect(browser.cookie(vigil, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a callback whose state does not match the one this browser started', async () => {
    const browser = new BrowserClient();
    await browser.follow(`${vigil}/api/auth/oidc/google/start`, atVigil);
    const done = await browser.request(
      `${vigil}/api/auth/oidc/google/callback?code=x&state=forged`,
    );
    expect(redirectOf(done)).toBe('/login?oidc_error=provider_error');
    expect(browser.cookie(vigil, SESSION_COOKIE)).toBeUndefined();
  });

  it('says "unavailable" when the provider cannot be reached', async () => {
    const deadPort = await freePort();
    const offline = await createTestServer({
      google: { issuer: `http://127.0.0.1:${deadPort}`, clientId: 'id', clientSecret: 'secret' },
    });
    try {
      const response = await offline.app.inject({
        method: 'GET',
        url: '/api/auth/oidc/google/start',
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?oidc_error=unavailable');
    } finally {
      await offline.close();
    }
  });

  it('answers 404 for a provider Vigil does not know', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/oidc/github/start' });
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 for the session profile without a session', async () => {
    expect((await sessionProfile(new BrowserClient())).status).toBe(401);
  });
});

describe('secrets', () => {
  it('never writes the client secret, a code or a session token to the log', async () => {
    const browser = new BrowserClient();
    await signInWithGoogle(browser, 'ada-google');
    const token = browser.cookie(vigil, SESSION_COOKIE);
    expect(token).toBeDefined();
    expect(seenCodes.length).toBeGreaterThan(0);
    const log = server.logs.join('\n');
    expect(log).toContain('oidc sign-in');
    for (const secret of [provider.clientSecret, token ?? '', ...seenCodes]) {
      expect(log).not.toContain(secret);
    }
  });
});
