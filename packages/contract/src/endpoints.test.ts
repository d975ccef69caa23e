import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildPath, type UnfinishedSignIn } from './endpoint';
import { ENDPOINTS, ENDPOINTS_BY_NAME } from './endpoints';

function placeholders(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
}

function objectKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
}

describe('ENDPOINTS', () => {
  it('holds every named endpoint exactly once', () => {
    expect(ENDPOINTS).toHaveLength(Object.keys(ENDPOINTS_BY_NAME).length);
    expect(new Set(ENDPOINTS).size).toBe(ENDPOINTS.length);
  });

  it('has no two endpoints on the same method and path', () => {
    const routes = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('covers the calls of spec §7', () => {
    const routes = new Set(ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    for (const route of [
      'POST /login',
      'GET /users/me',
      'POST /two-factor-challenge',
      'DELETE /user/two-factor-authentication',
      'GET /domains/:id/key',
      'POST /domains/:id/key',
      'PUT /domains/:id/key',
      'POST /domain-scanner-settings/:id',
      'GET /charts/:chartId',
      'GET /report',
      'POST /report/lock',
      'GET /artifact',
      'GET /moderation-categories',
    ]) {
      expect(routes).toContain(route);
    }
  });

  it('writes paths without the /api prefix and declares a params schema for each placeholder', () => {
    for (const endpoint of ENDPOINTS) {
      expect(endpoint.path.startsWith('/api/')).toBe(false);
      expect(endpoint.path).not.toMatch(/[{}]/);
      expect(objectKeys(endpoint.params)).toEqual(placeholders(endpoint.path).sort());
    }
  });

  it('sends no body on GET or DELETE', () => {
    for (const endpoint of ENDPOINTS) {
      if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
        expect(endpoint.body, `${endpoint.method} ${endpoint.path}`).toBeUndefined();
      }
    }
  });

  it('leaves exactly the sign-in, account and health calls public', () => {
    const publicRoutes = ENDPOINTS.filter((endpoint) => endpoint.access === 'public')
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
      .sort();
    expect(publicRoutes).toEqual([
      'GET /auth/oidc/providers',
      'GET /auth/session-profile',
      'GET /health',
      'POST /account-confirmation',
      'POST /login',
      'POST /password-reset',
      'POST /register',
      'POST /request-password-reset',
    ]);
  });

  it('marks the calls spec §7 calls quiet', () => {
    const quiet = ENDPOINTS.filter((endpoint) => endpoint.quiet).map((endpoint) => endpoint.path);
    expect(quiet).toEqual(
      expect.arrayContaining([
        '/domains/:id/settings',
        '/stats',
        '/charts/:chartId',
        '/artifact',
        '/moderation-categories',
      ]),
    );
    expect(ENDPOINTS.find((endpoint) => endpoint.path === '/report')?.quiet).toBeUndefined();
  });

  it('fills the placeholders of its paths', () => {
    expect(buildPath(ENDPOINTS_BY_NAME.updateDomain.path, { id: 42 })).toBe('/domains/42');
    expect(buildPath(ENDPOINTS_BY_NAME.getChart.path, { chartId: 'top-domains' })).toBe(
      '/charts/top-domains',
    );
  });
});

describe('the tenant header', () => {
  it('may be left out only by the session check and sign-out', () => {
    const optional = ENDPOINTS.filter((endpoint) => endpoint.tenantHeader === 'optional').map(
      (endpoint) => `${endpoint.method} ${endpoint.path}`,
    );
    expect(optional.sort()).toEqual(['GET /users/me', 'POST /logout']);
  });
});

describe('unfinished sign-ins', () => {
  const allowing = (stage: UnfinishedSignIn) =>
    ENDPOINTS.filter((endpoint) => endpoint.allowUnfinishedSignIn?.includes(stage))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
      .sort();

  it('let a session still owing its second factor only answer the challenge or leave', () => {
    expect(allowing('second-factor')).toEqual(['POST /logout', 'POST /two-factor-challenge']);
  });

  it('let a user owing enforced two-factor set-up reach only set-up, the session check, EULA and sign-out', () => {
    expect(allowing('two-factor-setup')).toEqual([
      'GET /eula',
      'GET /user/two-factor-qr-code',
      'GET /user/two-factor-recovery-codes',
      'GET /users/me',
      'POST /eula',
      'POST /logout',
      'POST /user/confirmed-two-factor-authentication',
      'POST /user/two-factor-authentication',
    ]);
  });

  it('is declared on session endpoints only', () => {
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.allowUnfinishedSignIn)) {
      expect(endpoint.access, `${endpoint.method} ${endpoint.path}`).toBe('session');
    }
  });
});
