import {
  BULK_DECISION_LIMIT,
  BULK_REVIEW_MESSAGES,
  MODERATION_MESSAGES,
  type TBulkDecisionResult,
  type TDecideReportsResponse,
} from '@vigil/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import type { CallbackReceiver } from '../callbacks/callback-receiver-test-kit';
import { addTimedProbes, lockNow } from '../moderation-lock/moderation-lock-test-kit';
import { call, type SignedIn } from '../users/users-test-kit';
import {
  addDecidingRules,
  addSite,
  limitToGroup,
  seedDecidingSite,
  submitScanned,
  unpublishBody,
  recordOf,
  type QueueSite,
} from './moderation-test-kit';

/** POST /moderation/bulk: each id decided on its own, with a single decision's guards. */
describe('bulk review', () => {
  let server: TestServer;
  let site: QueueSite;
  let shop: QueueSite;
  let receiver: CallbackReceiver;
  let other: { site: QueueSite; receiver: CallbackReceiver };
  let next = 0;
  const db = () => server.ctx.database.db;

  const scanned = (content: string, target: QueueSite = site) =>
    submitScanned(server, target, `bulk-${(next += 1)}`, content);
  const bulk = (who: SignedIn, body: object) => call(server, who, 'POST', '/moderation/bulk', body);
  const decided = async (who: SignedIn, body: object) => {
    const response = await bulk(who, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TDecideReportsResponse;
  };
  const byId = (results: readonly TBulkDecisionResult[]) =>
    new Map(results.map((result) => [String(result.id), result]));
  const status = async (id: string) =>
    (
      await db()
        .selectFrom('reports')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const auditCount = async (id: string, action: 'unpublished' | 'ignored') =>
    (
      await db()
        .selectFrom('audit_log')
        .select('id')
        .where('report_id', '=', id)
        .where('action', '=', action)
        .execute()
    ).length;
  /** The unpublish notices the receiver got for a report, from the `from`-th notice on. */
  const unpublishNotices = (id: string, from: number) =>
    receiver.received.slice(from).filter((notice) => {
      const json = JSON.parse(notice.body) as { id: string; event: string };
      return json.id === id && json.event === 'unpublish';
    });

  beforeAll(async () => {
    server = await createTestServer();
    addTimedProbes(server);
    ({ site, receiver } = await seedDecidingSite(
      server,
      'Bulk Ltd',
      'bulk.example.com',
      '/vigil/callback?site=bulk',
    ));
    shop = await addSite(server, site, 'shop.bulk.example.com', receiver.url('/shop'));
    await addDecidingRules(server, shop);
    other = await seedDecidingSite(server, 'Other Ltd', 'other.example.com', '/other');
  });
  afterAll(async () => {
    await receiver.stop();
    await other.receiver.stop();
    await server.close();
  });
  beforeEach(() => {
    receiver.status = 200;
  });

  it('decides each id on its own and says what became of every one', async () => {
    const waiting = [await scanned('A casino offer'), await scanned('More casino talk')];
    const automatic = await scanned('Jackpot jackpot');
    const clean = await submitScanned(server, site, `bulk-${(next += 1)}`, 'Fine words');
    const taken = await scanned('Casino, decided first by a colleague');
    const first = await call(server, site.colleague, 'POST', '/moderation/ignore', { id: taken });
    expect(first.statusCode).toBe(200);
    const foreign = await submitScanned(server, other.site, 'foreign-1', 'A casino elsewhere');

    const before = receiver.received.length;
    const foreignNotices = other.receiver.received.length;
    const answer = await decided(site.moderator, {
      decision: 'unpublish',
      ids: [...waiting, automatic, clean, taken, foreign, 'no-such-report'],
    });
    const results = byId(answer.data.results);
    expect(answer.data.results.map((result) => String(result.id))).toEqual([
      ...waiting,
      automatic,
      clean,
      taken,
      foreign,
      'no-such-report',
    ]);
    for (const id of [...waiting, automatic, clean]) {
      expect(results.get(id)).toMatchObject({
        outcome: 'decided',
        status: 'MANUALLY_UNPUBLISHED',
        decided_by: 'moderator of Bulk Ltd',
        delivery: 'delivered',
        message: MODERATION_MESSAGES.unpublished.delivered,
      });
      expect(await status(id)).toBe('MANUALLY_UNPUBLISHED');
      expect(await auditCount(id, 'unpublished')).toBe(1);
      expect(unpublishNotices(id, before)).toHaveLength(1);
    }
    expect(results.get(taken)).toMatchObject({
      outcome: 'already-decided',
      status: 'MANUALLY_IGNORED',
      decided_by: 'colleague of Bulk Ltd',
      delivery: null,
      message: MODERATION_MESSAGES.alreadyDecided('MANUALLY_IGNORED', 'colleague of Bulk Ltd'),
    });
    expect(await status(taken)).toBe('MANUALLY_IGNORED');
    // Another tenant's report is as unknown as one that does not exist, and is left alone.
    for (const id of [foreign, 'no-such-report']) {
      expect(results.get(id)).toMatchObject({
        outcome: 'not-found',
        status: null,
        message: MODERATION_MESSAGES.notFound,
      });
    }
    expect(await status(foreign)).toBe('MODERATE');
    expect(other.receiver.received).toHaveLength(foreignNotices);
    expect(answer.message).toBe(
      '4 unpublished, 1 already decided by colleague of Bulk Ltd, 2 not found.',
    );
  });

  it('answers a repeated bulk decision as it stands, without deciding or telling anyone again', async () => {
    const items = [await scanned('Casino one'), await scanned('Casino two')];
    await decided(site.moderator, { decision: 'approve', ids: items });
    const notices = receiver.received.length;
    const again = await decided(site.moderator, { decision: 'approve', ids: items });
    expect(again.data.results.map((result) => result.outcome)).toEqual(['decided', 'decided']);
    expect(again.message).toBe('2 approved.');
    expect(receiver.received).toHaveLength(notices);
    for (const id of items) expect(await auditCount(id, 'ignored')).toBe(1);
    // The other way round is someone else's decision now: this user's own approval stands.
    const flipped = await decided(site.moderator, { decision: 'unpublish', ids: items });
    expect(flipped.data.results.map((result) => result.outcome)).toEqual([
      'already-decided',
      'already-decided',
    ]);
    expect(flipped.message).toBe('0 unpublished, 2 already decided by moderator of Bulk Ltd.');
  });

  it('decides every id once when two moderators decide overlapping sets at the same time', async () => {
    const items: string[] = [];
    for (let index = 0; index < 12; index += 1) items.push(await scanned(`Casino race ${index}`));
    const [mine, theirs] = await Promise.all([
      decided(site.moderator, { decision: 'unpublish', ids: items }),
      decided(site.colleague, { decision: 'approve', ids: [...items].reverse() }),
    ]);
    const mineById = byId(mine.data.results);
    const theirsById = byId(theirs.data.results);
    for (const id of items) {
      const outcomes = [mineById.get(id)?.outcome, theirsById.get(id)?.outcome].sort();
      expect(outcomes).toEqual(['already-decided', 'decided']);
      const final = await status(id);
      const winner = mineById.get(id)?.outcome === 'decided' ? mineById : theirsById;
      expect(winner.get(id)?.status).toBe(final);
      expect((await auditCount(id, 'unpublished')) + (await auditCount(id, 'ignored'))).toBe(1);
    }
  });

  it("leaves a group-restricted moderator's other domains alone, as not found", async () => {
    await limitToGroup(server, shop, 'Shop only', [site.colleague]);
    const atShop = await scanned('Casino at the shop', shop);
    const atBlog = await scanned('Casino on the blog');
    const answer = await decided(site.moderator, { decision: 'approve', ids: [atShop, atBlog] });
    expect(answer.data.results.map((result) => result.outcome)).toEqual(['not-found', 'decided']);
    expect(await status(atShop)).toBe('MODERATE');
    const colleague = await decided(site.colleague, { decision: 'approve', ids: [atShop] });
    expect(colleague.data.results[0]?.outcome).toBe('decided');
  });

  it('says which sites were not reached yet, and leaves their notices to the retries', async () => {
    receiver.status = 503;
    const items = [
      await scanned('Casino unreachable one'),
      await scanned('Casino unreachable two'),
    ];
    const answer = await decided(site.moderator, { decision: 'unpublish', ids: items });
    expect(answer.data.results.map((result) => result.delivery)).toEqual(['retrying', 'retrying']);
    expect(answer.message).toBe(
      '2 unpublished. Sites of 2 items were not reached yet; they are asked again until they answer.',
    );
    // Each item's unpublish notice is queued for the delivery job's next try.
    for (const id of items) {
      const notices = await db()
        .selectFrom('callback_deliveries')
        .select(['status', 'event'])
        .where('report_id', '=', id)
        .where('event', '=', 'unpublish')
        .execute();
      expect(notices).toEqual([{ status: 'pending', event: 'unpublish' }]);
    }
  });

  it('refuses a bad request whole, with the reason, and decides nothing', async () => {
    const item = await scanned('Casino, never decided by a bad request');
    const cases: Array<[object, string, string]> = [
      [{ decision: 'unpublish', ids: [] }, 'ids', BULK_REVIEW_MESSAGES.noIds],
      [
        {
          decision: 'unpublish',
          ids: [item, ...Array.from({ length: BULK_DECISION_LIMIT }, (_, index) => `x${index}`)],
        },
        'ids',
        BULK_REVIEW_MESSAGES.tooManyIds(BULK_DECISION_LIMIT),
      ],
      [{ decision: 'approve', ids: [item, item] }, 'ids', BULK_REVIEW_MESSAGES.repeatedIds],
    ];
    for (const [body, field, message] of cases) {
      const response = await bulk(site.moderator, body);
      expect(response.statusCode).toBe(422);
      const errors = (response.json() as { errors: Record<string, string[]> }).errors;
      expect(errors[field]).toContain(message);
    }
    for (const body of [
      { decision: 'delete', ids: [item] },
      { ids: [item] },
      { decision: 'approve' },
    ]) {
      expect((await bulk(site.moderator, body)).statusCode).toBe(422);
    }
    expect(await status(item)).toBe('MODERATE');
  });

  it('is for moderators and administrators, and waits with them through a break', async () => {
    const item = await scanned('Casino for the roles');
    expect((await bulk(site.viewer, { decision: 'approve', ids: [item] })).statusCode).toBe(403);
    expect((await lockNow(server, site.moderator)).statusCode).toBe(200);
    expect((await bulk(site.moderator, { decision: 'approve', ids: [item] })).statusCode).toBe(423);
    expect(await status(item)).toBe('MODERATE');
    const admin = await decided(site.admin, { decision: 'unpublish', ids: [item] });
    expect(admin.data.results[0]).toMatchObject({
      outcome: 'decided',
      status: 'MANUALLY_UNPUBLISHED',
    });
  });

  it('leaves the single unpublish as it was: the body still has to match the record', async () => {
    const item = await scanned('Casino for the single call');
    const record = await recordOf(server, site.admin, item);
    const response = await call(server, site.colleague, 'POST', '/moderation/unpublish', {
      ...unpublishBody(record),
      domain: 'elsewhere.example.com',
    });
    expect(response.statusCode).toBe(422);
    expect(await status(item)).toBe('MODERATE');
  });
});
