import {
  CONTENT_POLICY_TEXTS,
  DEFAULT_POLICY_NAMES,
  GENERAL_POLICY_NAME,
  STATEMENT_FACTS,
  ZUnpublishCallbackSchema,
  appealDeadline,
  type TCategoryPolicyName,
  type TStatementOfReasons,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import type { CallbackReceiver } from '../callbacks/callback-receiver-test-kit';
import { callbacksOf, onlyText, setThresholds } from '../engine/engine-test-kit';
import {
  recordOf,
  seedDecidingSite,
  seedQueueSite,
  submitScanned,
  unpublishBody,
  type QueueSite,
} from '../moderation/moderation-test-kit';
import { call, type SignedIn } from '../users/users-test-kit';

const PROFANE = 'You are a fucking piece of shit.';

describe('the statement of reasons of every unpublish (decision 0182)', () => {
  let server: TestServer;
  let site: QueueSite;
  let receiver: CallbackReceiver;
  let next = 0;

  const scanned = (content: string) => submitScanned(server, site, `sor-${(next += 1)}`, content);
  const unpublishNotice = async (id: string) => {
    const notice = (await callbacksOf(server, id)).find((row) => row.event === 'unpublish');
    return ZUnpublishCallbackSchema.parse(notice?.payload);
  };
  const statementOf = async (id: string, who: SignedIn = site.moderator) =>
    (await recordOf(server, who, id)).statement;
  const unpublish = async (id: string) => {
    const response = await call(
      server,
      site.moderator,
      'POST',
      '/moderation/unpublish',
      unpublishBody(await recordOf(server, site.moderator, id)),
    );
    expect(response.statusCode).toBe(200);
    return response.json() as { data: { decided_at: string } };
  };
  const rename = (who: SignedIn, names: Array<{ category_id: string; name: string }>) =>
    call(server, who, 'PUT', '/tenant/content-policy', { names });

  beforeAll(async () => {
    server = await createTestServer();
    ({ site, receiver } = await seedDecidingSite(
      server,
      'Reasons Ltd',
      'reasons.example.com',
      '/callback',
    ));
  });
  afterAll(async () => {
    await receiver.stop();
    await server.close();
  });

  it("explains the engine's unpublish in the signed notice and on the report", async () => {
    await setThresholds(server, site, 1, onlyText({ 'text-profanity': [5, 10] }));
    const id = await scanned(PROFANE);
    const notice = await unpublishNotice(id);
    expect(notice.status).toBe('AUTO_UNPUBLISHED');
    const statement = notice.statement;
    if (!statement) throw new Error('the notice has no statement');
    const decidedAt = new Date(statement.decided_at);
    expect(statement).toMatchObject({
      restriction: 'removed',
      category: 'text-profanity',
      ground: DEFAULT_POLICY_NAMES['text-profanity'],
      automated_detection: true,
      automated_decision: true,
      appeal: { item_id: id, until: appealDeadline(decidedAt).toISOString().replace('.000', '') },
    });
    expect(statement.facts).toMatch(
      /^Automated scanning scored the content \d+ of 100 for Profanity/,
    );
    expect(await statementOf(id)).toEqual(statement);

    // The plugin got it signed, and a receiver of the documented shape reads it.
    await server.ctx.jobs.drain();
    const delivered = receiver.received.find((received) => received.body.includes(`"id":"${id}"`));
    expect(delivered?.signatureValid).toBe(true);
    expect(ZUnpublishCallbackSchema.parse(JSON.parse(delivered?.body ?? '{}')).statement).toEqual(
      statement,
    );
  });

  it("explains a moderator's unpublish with the ground named then, kept after a rename", async () => {
    expect(
      (await rename(site.admin, [{ category_id: 'text-profanity', name: ' Swearing ' }]))
        .statusCode,
    ).toBe(200);
    await setThresholds(server, site, 1, onlyText({ 'text-profanity': [5, 100] }));
    const id = await scanned(PROFANE);
    expect((await recordOf(server, site.moderator, id)).statement).toBeNull();
    const decided = await unpublish(id);

    const expected: Partial<TStatementOfReasons> = {
      decided_at: decided.data.decided_at,
      category: 'text-profanity',
      ground: 'Swearing',
      automated_detection: true,
      automated_decision: false,
      facts: STATEMENT_FACTS.moderator('Swearing'),
    };
    expect((await unpublishNotice(id)).statement).toMatchObject(expected);

    expect(
      (await rename(site.admin, [{ category_id: 'text-profanity', name: 'Bad words' }])).statusCode,
    ).toBe(200);
    expect(await statementOf(id)).toMatchObject(expected);
    const policy = await call(server, site.admin, 'GET', '/tenant/content-policy');
    const names = (policy.json() as { data: TCategoryPolicyName[] }).data;
    expect(names.find((row) => row.category_id === 'text-profanity')).toMatchObject({
      name: 'Bad words',
      default_name: DEFAULT_POLICY_NAMES['text-profanity'],
    });
  });

  it('says a person found content that nothing flagged, on the general ground', async () => {
    await setThresholds(server, site, 1, onlyText({}));
    const id = await scanned('A calm note about tomatoes.');
    await unpublish(id);
    expect(await statementOf(id)).toMatchObject({
      category: null,
      ground: GENERAL_POLICY_NAME,
      automated_detection: false,
      automated_decision: false,
    });
  });

  it('explains an unpublish by a rule, and each unpublish of a bulk decision', async () => {
    const byRule = await scanned('Win the jackpot now');
    expect((await unpublishNotice(byRule)).statement).toMatchObject({
      category: null,
      ground: GENERAL_POLICY_NAME,
      automated_decision: true,
      facts: STATEMENT_FACTS.automatedRule,
    });
    const flagged = await scanned('Visit my casino');
    const bulk = await call(server, site.moderator, 'POST', '/moderation/bulk', {
      decision: 'unpublish',
      ids: [flagged],
    });
    expect(bulk.statusCode).toBe(200);
    expect((await unpublishNotice(flagged)).statement).toMatchObject({
      automated_detection: true,
      automated_decision: false,
      appeal: { item_id: flagged },
    });
  });

  it('shows no statement once an automated unpublish is approved', async () => {
    const id = await scanned('Another jackpot here');
    expect(await statementOf(id)).not.toBeNull();
    const approved = await call(server, site.moderator, 'POST', '/moderation/ignore', { id });
    expect(approved.statusCode).toBe(200);
    expect(await statementOf(id)).toBeNull();
  });
});

describe('the content policy names: /tenant/content-policy', () => {
  let server: TestServer;
  let site: QueueSite;
  let other: QueueSite;

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedQueueSite(server, 'Policy Ltd', 'policy.example.com');
    other = await seedQueueSite(server, 'Other Ltd', 'other.example.com');
  });
  afterAll(async () => {
    await server.close();
  });

  const read = async (who: SignedIn) => {
    const response = await call(server, who, 'GET', '/tenant/content-policy');
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: TCategoryPolicyName[] }).data;
  };

  it('answers a default for every category, and saves names of the session’s tenant only', async () => {
    const defaults = await read(site.admin);
    expect(defaults.length).toBe(Object.keys(DEFAULT_POLICY_NAMES).length);
    for (const row of defaults) expect(row.name).toBe(row.default_name);

    const saved = await call(server, site.admin, 'PUT', '/tenant/content-policy', {
      names: [{ category_id: 'text-hate', name: 'Hate and discrimination' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: CONTENT_POLICY_TEXTS.saved });
    expect((await read(site.admin)).find((row) => row.category_id === 'text-hate')?.name).toBe(
      'Hate and discrimination',
    );
    expect((await read(other.admin)).find((row) => row.category_id === 'text-hate')?.name).toBe(
      DEFAULT_POLICY_NAMES['text-hate'],
    );

    // Back to the default: no row is kept, so the default speaks for it.
    await call(server, site.admin, 'PUT', '/tenant/content-policy', {
      names: [{ category_id: 'text-hate', name: DEFAULT_POLICY_NAMES['text-hate'] }],
    });
    const rows = await server.ctx.database.db
      .selectFrom('category_policy_names')
      .select('category_id')
      .where('tenant_id', '=', site.tenantId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses blank, too long and unknown names with 422 and the field’s message', async () => {
    const put = (names: unknown) =>
      call(server, site.admin, 'PUT', '/tenant/content-policy', { names });
    const blank = await put([{ category_id: 'text-hate', name: '   ' }]);
    expect(blank.statusCode).toBe(422);
    expect(JSON.stringify(blank.json())).toContain('Policy name is required');
    const long = await put([{ category_id: 'text-hate', name: 'x'.repeat(81) }]);
    expect(long.statusCode).toBe(422);
    expect(JSON.stringify(long.json())).toContain(CONTENT_POLICY_TEXTS.nameTooLong);
    const unknown = await put([{ category_id: 'no-such', name: 'Fine' }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      errors: { 'names.0.category_id': [CONTENT_POLICY_TEXTS.unknownCategory] },
    });
  });

  it('is for administrators: moderators and viewers get 403', async () => {
    for (const who of [site.moderator, site.viewer]) {
      expect((await call(server, who, 'GET', '/tenant/content-policy')).statusCode).toBe(403);
      const put = await call(server, who, 'PUT', '/tenant/content-policy', {
        names: [{ category_id: 'text-hate', name: 'Mine' }],
      });
      expect(put.statusCode).toBe(403);
    }
  });
});
