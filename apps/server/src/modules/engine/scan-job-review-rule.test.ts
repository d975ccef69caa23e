import { STATUS_REASON_TEXTS } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { call } from '../users/users-test-kit';
import { onlyText, reportRow, seedEngineSite, setThresholds, submitItem } from './engine-test-kit';
import type { EngineSite } from './engine-test-kit';

/** Decision 0181: an author sent to review waits for a moderator unless something unpublishes. */
describe('the scan job: an author sent to review', () => {
  let server: TestServer;
  let site: EngineSite;
  let next = 0;
  const submitText = async (content: string, username: string) => {
    const id = await submitItem(server, site, {
      cms_meta: { id: `review-${(next += 1)}` },
      content,
      username,
    });
    await server.ctx.jobs.drain();
    return reportRow(server, id);
  };
  const addRule = async (body: object) => {
    const response = await call(
      server,
      site.admin,
      'POST',
      `/domains/${site.domain.id}/rules`,
      body,
    );
    if (response.statusCode !== 201) throw new Error(response.body);
    return (response.json() as { data: { id: string; action: string } }).data;
  };
  let review: { id: string; action: string };

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedEngineSite(server, 'Review Rule', 'review-rule.example.com');
    // Any profanity unpublishes: the scores, not a rule, decide the profane items below.
    await setThresholds(server, site, 1, onlyText({ 'text-profanity': [5, 10] }));
    await addRule({ kind: 'trust', pattern: 'Regular' });
    review = await addRule({ kind: 'review', pattern: 'regular' });
    await addRule({ kind: 'block', pattern: 'jackpot', action: 'AUTO_UNPUBLISHED' });
    await addRule({ kind: 'block', pattern: 'casino', action: 'MODERATE' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('stores the rule as one that moderates', () => {
    expect(review.action).toBe('MODERATE');
  });

  it('outranks a trust rule for the same author: a clean item waits for a moderator', async () => {
    const row = await submitText('Thank you for the lovely article.', ' REGULAR ');
    expect(row).toMatchObject({
      status: 'MODERATE',
      status_reason: `rule:${review.id}`,
      decision_source: 'automated',
      credits_charged: 1,
    });
    // Someone the rules do not name is scanned and clean.
    expect(await submitText('Thank you for the lovely article.', 'visitor')).toMatchObject({
      status: 'CLEAN',
      status_reason: 'scores',
    });
  });

  it('yields to a block rule that unpublishes, without scanning', async () => {
    const block = await submitText('Win the jackpot today', 'Regular');
    expect(block).toMatchObject({ status: 'AUTO_UNPUBLISHED', credits_charged: 0 });
    expect(block.status_reason).not.toBe(`rule:${review.id}`);
  });

  it('yields to scores above the unpublish threshold', async () => {
    expect(await submitText('Shit, what a shitty article.', 'Regular')).toMatchObject({
      status: 'AUTO_UNPUBLISHED',
      status_reason: 'scores',
    });
  });

  it('decides MODERATE by itself over a block rule that only moderates', async () => {
    expect(await submitText('The casino down the road', 'Regular')).toMatchObject({
      status: 'MODERATE',
      status_reason: `rule:${review.id}`,
    });
  });

  it('names the rule on the card', async () => {
    const response = await call(server, site.admin, 'GET', '/report?limit=50');
    const { data } = response.json() as {
      data: { username: string; status_reason: string | null }[];
    };
    expect(data.map((record) => record.status_reason)).toContain(
      STATUS_REASON_TEXTS.reviewRule('regular'),
    );
  });
});
