import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildPath, type EndpointDefinition, type UnfinishedSignIn } from './endpoint';
import {
  ENDPOINTS,
  ENDPOINTS_BY_NAME,
  PLANNED_ENDPOINTS,
  PLANNED_ENDPOINTS_BY_NAME,
} from './endpoints';
import { PLUGIN_ENDPOINTS } from './plugin/plugin-endpoints';

function placeholders(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
}

/** Served and planned: everything the route tests below hold to the same rules. */
const DEFINED = [...ENDPOINTS, ...PLANNED_ENDPOINTS];
/** And the plugin API, for the facts every endpoint states. */
const EVERY_ENDPOINT: readonly EndpointDefinition[] = [...DEFINED, ...PLUGIN_ENDPOINTS];
const route = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

function objectKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
}

describe('ENDPOINTS', () => {
  it('holds every named endpoint exactly once', () => {
    expect(ENDPOINTS).toHaveLength(Object.keys(ENDPOINTS_BY_NAME).length);
    expect(new Set(ENDPOINTS).size).toBe(ENDPOINTS.length);
  });

  it('has no two endpoints on the same method and path, served or planned', () => {
    const routes = DEFINED.map(route);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('covers the calls of spec §7, served or planned', () => {
    const routes = new Set(DEFINED.map(route));
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
    for (const endpoint of DEFINED) {
      expect(endpoint.path.startsWith('/api/')).toBe(false);
      expect(endpoint.path).not.toMatch(/[{}]/);
      expect(objectKeys(endpoint.params)).toEqual(placeholders(endpoint.path).sort());
    }
  });

  it('sends no body on GET or DELETE', () => {
    for (const endpoint of DEFINED) {
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
    const quiet = DEFINED.filter((endpoint) => endpoint.quiet).map((endpoint) => endpoint.path);
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

describe('planned endpoints', () => {
  it('are none now that the transparency reports are served, and never also in ENDPOINTS', () => {
    expect(PLANNED_ENDPOINTS.map(route)).toEqual([]);
    for (const endpoint of PLANNED_ENDPOINTS) expect(ENDPOINTS).not.toContain(endpoint);
  });
});

describe('download endpoints', () => {
  it('are the transparency report files, each with its media type', () => {
    const downloads = ENDPOINTS.filter((endpoint) => endpoint.download !== undefined);
    expect(downloads.map((endpoint) => [route(endpoint), endpoint.download?.mediaType])).toEqual([
      ['GET /transparency-reports/:id/csv', 'text/csv'],
      ['GET /transparency-reports/:id/pdf', 'application/pdf'],
    ]);
  });
});

describe('the facts each endpoint states', () => {
  const named = Object.entries({ ...ENDPOINTS_BY_NAME, ...PLANNED_ENDPOINTS_BY_NAME });

  it('give every endpoint a one-line summary', () => {
    for (const [name, endpoint] of named) {
      expect(endpoint.summary.trim(), name).not.toBe('');
      expect(endpoint.summary, name).not.toMatch(/\n/);
    }
  });

  it('answer 201 for the creations, 202 for a submission, 200 for everything else', () => {
    const byStatus = (status: number) =>
      EVERY_ENDPOINT.filter((endpoint) => endpoint.status === status)
        .map(route)
        .sort();
    expect(byStatus(201)).toEqual([
      'POST /domains',
      'POST /domains/:id/extractors',
      'POST /domains/:id/key',
      'POST /domains/:id/rules',
      'POST /domains/:id/scanners',
      'POST /moderation-groups',
      'POST /plugin/v1/content/:id/appeal',
      'POST /register',
      'POST /transparency-reports',
      'POST /users',
    ]);
    expect(byStatus(202)).toEqual(['POST /plugin/v1/content']);
    expect(byStatus(200)).toHaveLength(EVERY_ENDPOINT.length - 11);
  });

  it('list 409 where an answer can conflict, and no status twice', () => {
    const declaring = EVERY_ENDPOINT.filter((endpoint) => endpoint.errors);
    expect(declaring.map(route).sort()).toEqual([
      'DELETE /users/:id/two-factor',
      'POST /moderation/appeal',
      'POST /moderation/ignore',
      'POST /moderation/unpublish',
      'POST /plugin/v1/content',
      'POST /plugin/v1/content/:id/appeal',
      'POST /transparency-reports',
      'POST /user/two-factor-recovery-codes',
      'POST /users/:id/invitation',
    ]);
    for (const endpoint of declaring) {
      expect(new Set(endpoint.errors).size, route(endpoint)).toBe(endpoint.errors?.length);
    }
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
