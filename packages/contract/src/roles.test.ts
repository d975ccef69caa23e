import { describe, expect, it } from 'vitest';
import { ENDPOINTS, PLANNED_ENDPOINTS } from './endpoints';
import { ROLES, type RoleId } from './roles';
import { ZUserFieldsSchema } from './users/user';
import { USER_MESSAGES } from './users/user-messages';

/**
 * Pins the role matrix of docs/decisions/0050-roles.md: a change to who may call what must
 * change this list too, on purpose. Planned endpoints (not served yet), if any, are held to it as well.
 */
const DEFINED = [...ENDPOINTS, ...PLANNED_ENDPOINTS];

const callableBy = (role: RoleId) =>
  DEFINED.filter(
    (endpoint) =>
      endpoint.access === 'session' && (endpoint.roles ?? [ROLES.administrator]).includes(role),
  )
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
    .sort();

const EVERYONE = [
  'DELETE /user/sessions/others',
  'DELETE /user/two-factor-authentication',
  'GET /analytics/automation',
  'GET /analytics/decisions',
  'GET /analytics/scores',
  'GET /analytics/team',
  'GET /charts/:chartId',
  'GET /eula',
  'GET /stats',
  'GET /tenant/plan',
  'GET /tenant/settings',
  'GET /transparency-reports',
  'GET /transparency-reports/:id/csv',
  'GET /transparency-reports/:id/pdf',
  'GET /user/sessions',
  'GET /user/two-factor-qr-code',
  'GET /user/two-factor-recovery-codes',
  'GET /users/me',
  'POST /eula',
  'POST /logout',
  'POST /two-factor-challenge',
  'POST /user/confirmed-two-factor-authentication',
  'POST /user/two-factor-authentication',
  'POST /user/two-factor-recovery-codes',
  'PUT /user/password',
];

const MODERATION = [
  'GET /artifact',
  'GET /domain-scanner-settings/:id/what-if',
  'GET /domains',
  'GET /domains/:id/settings',
  'GET /extractors',
  'GET /moderation-categories',
  'GET /report',
  'GET /report/:id/audit',
  'GET /report/appeals',
  'GET /report/author-history',
  'GET /scanners',
  'POST /moderation/appeal',
  'POST /moderation/bulk',
  'POST /moderation/ignore',
  'POST /moderation/unpublish',
  'POST /report/lock',
];

describe('the role matrix', () => {
  it('lets a viewer call only their own account, session, EULA and read-only dashboard calls', () => {
    expect(callableBy(ROLES.viewer)).toEqual(EVERYONE);
  });

  it('lets a moderator also moderate and read domains and their streams, nothing else', () => {
    expect(callableBy(ROLES.moderator)).toEqual([...EVERYONE, ...MODERATION].sort());
  });

  it('lets an administrator call every session endpoint', () => {
    const sessionRoutes = DEFINED.filter((endpoint) => endpoint.access === 'session');
    expect(callableBy(ROLES.administrator)).toHaveLength(sessionRoutes.length);
  });

  it('keeps tenant administration to administrators', () => {
    for (const route of [
      'POST /transparency-reports',
      'GET /users',
      'POST /users',
      'PUT /users/:id',
      'DELETE /users/:id',
      'GET /moderation-groups',
      'POST /moderation-groups',
      'PUT /moderation-groups/:id',
      'DELETE /moderation-groups/:id',
      'PUT /tenant/settings',
      'GET /tenant/contacts',
      'PUT /tenant/contacts',
      'GET /tenant/content-policy',
      'PUT /tenant/content-policy',
      'GET /tenant/billing',
      'GET /domains/:id/plugins',
      'GET /domains/:id/key',
      'POST /domain-scanner-settings/:id',
      'POST /domains',
      'PUT /domains/:id',
      'DELETE /domains/:id',
      'POST /domains/:id/key',
      'PUT /domains/:id/key',
      'POST /domains/:id/scanners',
      'PUT /domains/:id/scanners/:componentId',
      'DELETE /domains/:id/scanners/:componentId',
      'POST /domains/:id/extractors',
      'PUT /domains/:id/extractors/:componentId',
      'DELETE /domains/:id/extractors/:componentId',
      'GET /domains/:id/moderation-groups',
      'PUT /domains/:id/moderation-groups',
    ]) {
      expect(callableBy(ROLES.moderator), route).not.toContain(route);
      expect(callableBy(ROLES.administrator), route).toContain(route);
    }
  });

  it('is written out on every session endpoint, and on no public one', () => {
    for (const endpoint of DEFINED) {
      const label = `${endpoint.method} ${endpoint.path}`;
      if (endpoint.access === 'session') {
        expect(endpoint.roles, label).toBeDefined();
        expect(endpoint.roles, label).toContain(ROLES.administrator);
      } else {
        expect(endpoint.roles, label).toBeUndefined();
      }
    }
  });
});

describe('the role of a user form', () => {
  const fields = { name: 'Rae', email: 'rae@example.test' };

  it('accepts the three roles', () => {
    for (const role_id of [1, 2, 3]) {
      expect(ZUserFieldsSchema.safeParse({ ...fields, role_id }).success).toBe(true);
    }
  });

  it("answers 'Choose a role' for any other number", () => {
    for (const role_id of [0, 4, 1.5, -1]) {
      const result = ZUserFieldsSchema.safeParse({ ...fields, role_id });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(USER_MESSAGES.unknownRole);
    }
  });
});
