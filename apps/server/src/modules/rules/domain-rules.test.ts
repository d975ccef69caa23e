import { DOMAIN_MESSAGES, DOMAIN_RULES_MAX, ROLES, type TDomainRule } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { addDomain, type AddedDomain } from '../domains/domains-test-kit';
import { ADMIN_MODERATOR_VIEWER, call, seedTenant, type SignedIn } from '../users/users-test-kit';

describe('domain rules API', () => {
  let server: TestServer;
  let admin: SignedIn;
  let moderator: SignedIn;
  let viewer: SignedIn;
  let otherAdmin: SignedIn;
  let domain: AddedDomain;
  let theirs: AddedDomain;

  const url = (id = domain.id) => `/domains/${id}/rules`;
  const list = async (who = admin, id = domain.id) =>
    ((await call(server, who, 'GET', url(id))).json() as { data: TDomainRule[] }).data;
  const create = (body: object, who = admin, id = domain.id) =>
    call(server, who, 'POST', url(id), body);

  beforeAll(async () => {
    server = await createTestServer();
    ({ admin, moderator, viewer } = (
      await seedTenant(server, 'Rules Ltd', 'rules.test', ADMIN_MODERATOR_VIEWER)
    ).users);
    otherAdmin = (await seedTenant(server, 'Other', 'other.test', { admin: ROLES.administrator }))
      .users.admin;
    domain = await addDomain(server, admin, 'rules.example.com');
    theirs = await addDomain(server, otherAdmin, 'theirs.other.test');
  });
  afterAll(async () => {
    await server.close();
  });

  it('starts empty, adds block and trust rules and lists them', async () => {
    expect(await list()).toEqual([]);
    const blocked = await create({ kind: 'block', pattern: '  casino  ', action: 'MODERATE' });
    expect(blocked.statusCode).toBe(201);
    expect(blocked.json()).toEqual({
      message: DOMAIN_MESSAGES.ruleCreated,
      data: {
        id: expect.any(String) as string,
        kind: 'block',
        pattern: 'casino',
        action: 'MODERATE',
        created_at: '2026-11-21T09:00:00Z',
      },
    });
    server.clock.advance(1_000);
    const regex = await create({
      kind: 'block',
      pattern: '/buy\\s+now/',
      action: 'AUTO_UNPUBLISHED',
    });
    expect(regex.statusCode).toBe(201);
    server.clock.advance(1_000);
    // A trust rule's action is always CLEAN, whatever the body says.
    const trusted = await create({ kind: 'trust', pattern: 'Alice', action: 'AUTO_UNPUBLISHED' });
    expect((trusted.json() as { data: TDomainRule }).data).toMatchObject({
      kind: 'trust',
      pattern: 'Alice',
      action: 'CLEAN',
    });
    expect((await list()).map((rule) => [rule.kind, rule.pattern, rule.action])).toEqual([
      ['block', 'casino', 'MODERATE'],
      ['block', '/buy\\s+now/', 'AUTO_UNPUBLISHED'],
      ['trust', 'Alice', 'CLEAN'],
    ]);
  });

  it('refuses duplicates, also in another case or disguise, with 422 on pattern', async () => {
    for (const body of [
      { kind: 'block', pattern: 'CASINO', action: 'MODERATE' },
      { kind: 'block', pattern: 'c a s i n o', action: 'AUTO_UNPUBLISHED' },
      { kind: 'block', pattern: 'cas1no', action: 'MODERATE' },
      { kind: 'trust', pattern: 'alice' },
    ]) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual({
        message: DOMAIN_MESSAGES.ruleDuplicate,
        errors: { pattern: [DOMAIN_MESSAGES.ruleDuplicate] },
      });
    }
    // Two racing requests for one new rule: exactly one is stored.
    const [first, second] = await Promise.all([
      create({ kind: 'block', pattern: 'lottery', action: 'MODERATE' }),
      create({ kind: 'block', pattern: 'Lottery', action: 'MODERATE' }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 422]);
    expect((await list()).filter((rule) => rule.pattern.toLowerCase() === 'lottery')).toHaveLength(
      1,
    );
  });

  it('explains each pattern it refuses and stores nothing', async () => {
    const before = await list();
    const cases: Array<[object, string]> = [
      [{ kind: 'block', pattern: '/(a+)+b/', action: 'MODERATE' }, DOMAIN_MESSAGES.ruleRegexUnsafe],
      [
        { kind: 'block', pattern: '/(?<=a)b/', action: 'MODERATE' },
        DOMAIN_MESSAGES.ruleRegexUnsafe,
      ],
      [{ kind: 'block', pattern: '/[oops/', action: 'MODERATE' }, DOMAIN_MESSAGES.ruleRegexInvalid],
      [
        { kind: 'block', pattern: '/x*/', action: 'MODERATE' },
        DOMAIN_MESSAGES.ruleRegexMatchesEmpty,
      ],
      [{ kind: 'block', pattern: '?!.', action: 'MODERATE' }, DOMAIN_MESSAGES.ruleNoWords],
    ];
    for (const [body, message] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual({ message, errors: { pattern: [message] } });
    }
    for (const body of [
      { kind: 'block', pattern: 'x', action: 'CLEAN' },
      { kind: 'block', pattern: '   ', action: 'MODERATE' },
      { kind: 'block', pattern: 'x'.repeat(201), action: 'MODERATE' },
      { kind: 'mute', pattern: 'x' },
      {},
    ]) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toHaveProperty('errors');
    }
    expect(await list()).toEqual(before);
  });

  it('caps the number of rules per domain', async () => {
    const { db } = server.ctx.database;
    const tenantId = (
      await db
        .selectFrom('domains')
        .select('tenant_id')
        .where('id', '=', domain.id)
        .executeTakeFirstOrThrow()
    ).tenant_id;
    const have = (await list()).length;
    await db
      .insertInto('domain_rules')
      .values(
        Array.from({ length: DOMAIN_RULES_MAX - have }, (_, index) => ({
          id: `filler-${index}`,
          tenant_id: tenantId,
          domain_id: domain.id,
          kind: 'block',
          pattern: `filler${index}`,
          action: 'MODERATE',
          created_at: '2026-11-21T10:00:00.000Z',
        })),
      )
      .execute();
    const response = await create({ kind: 'block', pattern: 'one too many', action: 'MODERATE' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { pattern: [DOMAIN_MESSAGES.ruleLimit] } });
    await db.deleteFrom('domain_rules').where('id', 'like', 'filler-%').execute();
  });

  it('deletes a rule once (404 after)', async () => {
    const rule = (await list()).find((candidate) => candidate.pattern === 'casino');
    const path = `${url()}/${rule?.id}`;
    const deleted = await call(server, admin, 'DELETE', path);
    expect(deleted.json()).toEqual({ message: DOMAIN_MESSAGES.ruleDeleted });
    expect((await list()).some((candidate) => candidate.id === rule?.id)).toBe(false);
    expect((await call(server, admin, 'DELETE', path)).statusCode).toBe(404);
  });

  it('keeps tenants apart and lets only administrators manage rules', async () => {
    const theirRule = (
      (
        await create(
          { kind: 'block', pattern: 'theirs', action: 'MODERATE' },
          otherAdmin,
          theirs.id,
        )
      ).json() as { data: TDomainRule }
    ).data;
    const mine = await list();
    const mineFirst = mine[0]?.id;
    for (const [method, path] of [
      ['GET', url(theirs.id)],
      ['POST', url(theirs.id)],
      ['DELETE', `${url(theirs.id)}/${theirRule.id}`],
      ['DELETE', `${url()}/${theirRule.id}`],
      ['GET', url('no-such-domain')],
    ] as const) {
      const response = await call(server, admin, method, path, {
        kind: 'block',
        pattern: 'sneaky',
        action: 'MODERATE',
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(await list(otherAdmin, theirs.id)).toEqual([theirRule]);
    for (const who of [moderator, viewer]) {
      expect((await call(server, who, 'GET', url())).statusCode).toBe(403);
      expect((await create({ kind: 'trust', pattern: 'mallory' }, who)).statusCode).toBe(403);
      expect((await call(server, who, 'DELETE', `${url()}/${mineFirst}`)).statusCode).toBe(403);
    }
    expect(await list()).toEqual(mine);
  });
});
