import { ACCOUNT_MESSAGES, ROLES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  sessionCookieFrom,
  sessionHeaders,
  type TestServer,
} from '../../test/test-server';
import { hasAcceptedCurrentEula } from './eula-acceptance';
import { EULA_VERSION } from './eula-document';
import { listEulaAcceptances } from './eula.queries';
import { sanitizeEulaHtml } from './eula.service';

const PASSWORD = 'juniper cobalt sonnet 52';

describe('EULA', () => {
  let server: TestServer;
  let tenantId = '';
  let userId = '';

  beforeAll(async () => {
    server = await createTestServer();
    tenantId = (
      await server.ctx.services.users.createTenantWithUsers('Eula Co', [
        {
          name: 'Eve Eula',
          email: 'eve@eula.test',
          password: PASSWORD,
          roleId: ROLES.administrator,
          verified: true,
        },
      ])
    ).id;
    const row = await server.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'eve@eula.test')
      .executeTakeFirstOrThrow();
    userId = row.id;
  });
  afterAll(async () => {
    await server.close();
  });

  const login = () =>
    server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'eve@eula.test', password: PASSWORD },
    });

  it('serves the agreement as sanitised HTML with its version', async () => {
    const cookie = sessionCookieFrom(await login());
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/eula',
      headers: sessionHeaders(cookie, tenantId),
    });
    expect(response.statusCode).toBe(200);
    const { html } = response.json<{ html: string }>();
    expect(html).toContain('<h1>Vigil End User License Agreement</h1>');
    expect(html).toContain(`Version ${EULA_VERSION}`);
    expect(html).toContain('Acceptable use');
    expect(html).not.toMatch(/<script|<style|<iframe|\son\w+=|javascript:/i);
    expect(html).toBe(sanitizeEulaHtml(html));
  });

  it('refuses the agreement without a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/eula' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'POST', url: '/api/eula' })).statusCode).toBe(401);
  });

  it('strips anything active from the document', () => {
    const dirty =
      '<h2 onclick="steal()">Terms</h2><script>alert(1)</script><p style="x">Read <a href="javascript:alert(1)">this</a> and <a href="https://vigil.example/terms" onmouseover="x()">that</a><img src=x onerror=alert(1)><iframe src="https://evil.test"></iframe></p>';
    expect(sanitizeEulaHtml(dirty)).toBe(
      '<h2>Terms</h2><p>Read <a>this</a> and <a href="https://vigil.example/terms">that</a></p>',
    );
  });

  it('records acceptance of the current version; the login reply then says accepted', async () => {
    server.clock.set('2026-11-22T10:15:30.000Z');
    expect((await login()).json().eula_accepted).toBe(false);
    const cookie = sessionCookieFrom(await login());
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/eula',
      headers: sessionHeaders(cookie, tenantId),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: ACCOUNT_MESSAGES.eulaAccepted,
      accepted_at: '2026-11-22T10:15:30Z',
    });
    const user = await server.ctx.services.users.findInTenant(tenantId, userId);
    expect(user).toMatchObject({
      eula_accepted_at: '2026-11-22T10:15:30.000Z',
      eula_version: EULA_VERSION,
    });
    expect(await listEulaAcceptances(server.ctx.database.db, tenantId, userId)).toEqual([
      { version: EULA_VERSION, accepted_at: '2026-11-22T10:15:30.000Z' },
    ]);
    expect((await login()).json().eula_accepted).toBe(true);
  });

  it('asks again once the accepted version is no longer the current one', async () => {
    await server.ctx.database.db
      .updateTable('users')
      .set({ eula_version: '2000-01-01' })
      .where('id', '=', userId)
      .execute();
    expect((await login()).json().eula_accepted).toBe(false);
    expect(
      hasAcceptedCurrentEula({
        eula_accepted_at: '2026-01-01T00:00:00.000Z',
        eula_version: EULA_VERSION,
      }),
    ).toBe(true);
    expect(hasAcceptedCurrentEula({ eula_accepted_at: null, eula_version: EULA_VERSION })).toBe(
      false,
    );

    const cookie = sessionCookieFrom(await login());
    await server.app.inject({
      method: 'POST',
      url: '/api/eula',
      headers: sessionHeaders(cookie, tenantId),
    });
    expect((await login()).json().eula_accepted).toBe(true);
    // Every acceptance stays on record.
    expect(await listEulaAcceptances(server.ctx.database.db, tenantId, userId)).toHaveLength(2);
  });
});
