import {
  APPEAL_AUDIT_DETAILS,
  APPEAL_MESSAGES,
  APPEAL_TEXT_MAX,
  CALLBACK_BACKOFF_SECONDS,
  PLUGIN_MESSAGES,
  ZPluginCallbackSchema,
  type TAppealRecord,
  type TListAppealsResponse,
} from '@vigil/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import type { CallbackReceiver } from '../callbacks/callback-receiver-test-kit';
import {
  addDecidingRules,
  addSite,
  limitToGroup,
  recordOf,
  seedDecidingSite,
  seedQueueSite,
  submitScanned,
  unpublishBody,
  type QueueSite,
} from '../moderation/moderation-test-kit';
import { signedCall } from '../plugin-api/plugin-api-test-kit';
import { call, type SignedIn } from '../users/users-test-kit';

const SECOND = 1_000;

describe('appeals of unpublished items (decision 0185)', () => {
  let server: TestServer;
  let site: QueueSite;
  let receiver: CallbackReceiver;
  let next = 0;
  const db = () => server.ctx.database.db;

  /** 'jackpot' is unpublished by a rule; 'casino' waits for review; author 'Editor' is clean. */
  const scanned = (content: string, target: QueueSite = site) =>
    submitScanned(server, target, `appeal-${(next += 1)}`, content);
  const appeal = (id: string, body: unknown = { text: 'It was a quote.' }, target = site) =>
    signedCall(server, target, {
      method: 'POST',
      url: `/plugin/v1/content/${id}/appeal`,
      body: body as object,
    });
  const filed = async (id: string) => {
    const response = await appeal(id);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { id: string } }).data.id;
  };
  const unpublish = async (who: SignedIn, id: string) => {
    const response = await call(
      server,
      who,
      'POST',
      '/moderation/unpublish',
      unpublishBody(await recordOf(server, who, id)),
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  const decide = (who: SignedIn, id: string, outcome: 'uphold' | 'reverse', override = false) =>
    call(server, who, 'POST', '/moderation/appeal', { id, outcome, override });
  const appeals = async (who: SignedIn, query = 'status=all') => {
    const response = await call(server, who, 'GET', `/report/appeals?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TListAppealsResponse;
  };
  const appealOf = async (who: SignedIn, id: string): Promise<TAppealRecord | undefined> =>
    (await appeals(who)).data.find((record) => String(record.id) === id);
  const reportStatus = async (id: string) =>
    (
      await db()
        .selectFrom('reports')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const auditOf = (id: string) =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'detail'])
      .where('report_id', '=', id)
      .orderBy('created_at')
      .execute();
  const noticesOf = (id: string) =>
    receiver.received
      .map((notice) => ({ valid: notice.signatureValid, body: JSON.parse(notice.body) as unknown }))
      .map(({ valid, body }) => ({ valid, notice: ZPluginCallbackSchema.parse(body) }))
      .filter(({ notice }) => String(notice.id) === id);

  beforeAll(async () => {
    server = await createTestServer();
    ({ site, receiver } = await seedDecidingSite(
      server,
      'Appeals Ltd',
      'appeals.example.com',
      '/callback',
    ));
  });
  beforeEach(() => {
    receiver.status = 200;
  });
  afterAll(async () => {
    await receiver.stop();
    await server.close();
  });

  describe('filing an appeal through the plugin API', () => {
    it('accepts the first appeal of an unpublish, records it, and refuses a second', async () => {
      const id = await scanned('Win the jackpot now');
      expect(await reportStatus(id)).toBe('AUTO_UNPUBLISHED');
      const response = await appeal(id, { text: '  It was a quote from the news.  ' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        message: APPEAL_MESSAGES.received,
        data: { item_id: id, status: 'open', decided_at: null },
      });
      const record = await appealOf(site.moderator, String(response.json().data.id));
      expect(record).toMatchObject({
        status: 'open',
        text: 'It was a quote from the news.',
        original: { status: 'AUTO_UNPUBLISHED', decided_by: null, decided_by_you: false },
        statement: { automated_decision: true, appeal: { item_id: id } },
      });
      expect((await auditOf(id)).at(-1)).toMatchObject({
        action: 'appeal-received',
        detail: APPEAL_AUDIT_DETAILS.received,
      });

      const again = await appeal(id, { text: 'Please look again.' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: APPEAL_MESSAGES.alreadyAppealed });
    });

    it('refuses items that are not unpublished, unknown ids and other domains’ items', async () => {
      const waiting = await scanned('Visit my casino');
      const notUnpublished = await appeal(waiting);
      expect(notUnpublished.statusCode).toBe(409);
      expect(notUnpublished.json()).toMatchObject({ message: APPEAL_MESSAGES.notUnpublished });

      const unknown = await appeal('no-such-item');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: PLUGIN_MESSAGES.contentNotFound });

      // The same tenant's other domain: its key sees only its own items.
      const other = await addSite(server, site, 'other.appeals.example.com');
      await addDecidingRules(server, other);
      const elsewhere = await scanned('jackpot elsewhere', other);
      const crossDomain = await appeal(elsewhere, { text: 'From the wrong site' }, site);
      expect(crossDomain.statusCode).toBe(404);
      expect((await appeal(elsewhere, { text: 'From its own site' }, other)).statusCode).toBe(201);
    });

    it('answers 422 for a missing, empty or too long explanation, and stores nothing', async () => {
      const id = await scanned('jackpot three');
      for (const body of [{}, { text: '   ' }, { text: 'x'.repeat(APPEAL_TEXT_MAX + 1) }]) {
        const response = await appeal(id, body);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toHaveProperty('errors.text');
      }
      const count = await db()
        .selectFrom('appeals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('report_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
      expect((await appeal(id, { text: 'x'.repeat(APPEAL_TEXT_MAX) })).statusCode).toBe(201);
    });
  });

  describe('deciding an appeal in the console', () => {
    it('is refused to the moderator who decided, and reversed by another with a signed republish', async () => {
      const id = await scanned('Wholesome text by a reader');
      await unpublish(site.moderator, id);
      const appealId = await filed(id);
      expect(await appealOf(site.moderator, appealId)).toMatchObject({
        original: { status: 'MANUALLY_UNPUBLISHED', decided_by_you: true },
      });
      expect(await appealOf(site.colleague, appealId)).toMatchObject({
        original: { decided_by_you: false },
      });

      const own = await decide(site.moderator, appealId, 'reverse');
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({ message: APPEAL_MESSAGES.ownDecision });
      // Only an administrator may override.
      expect((await decide(site.moderator, appealId, 'reverse', true)).statusCode).toBe(409);
      expect(await reportStatus(id)).toBe('MANUALLY_UNPUBLISHED');

      const reversed = await decide(site.colleague, appealId, 'reverse');
      expect(reversed.statusCode, reversed.body).toBe(200);
      expect(reversed.json()).toMatchObject({
        message: APPEAL_MESSAGES.reversed,
        data: {
          id: appealId,
          status: 'reversed',
          override: false,
          report_status: 'MANUALLY_IGNORED',
          delivery: 'delivered',
        },
      });
      expect(await reportStatus(id)).toBe('MANUALLY_IGNORED');
      const republish = noticesOf(id).find(({ notice }) => notice.event === 'republish');
      expect(republish?.valid).toBe(true);
      expect(republish?.notice).toMatchObject({
        status: 'MANUALLY_IGNORED',
        appeal: { id: appealId, outcome: 'reversed' },
      });
      expect((await auditOf(id)).at(-1)).toMatchObject({
        action: 'appeal-reversed',
        detail: APPEAL_AUDIT_DETAILS.reversed,
      });
      const record = await recordOf(server, site.colleague, id);
      expect(record.status).toBe('MANUALLY_IGNORED');
      expect(record.statement).toBeNull();

      const twice = await decide(site.admin, appealId, 'uphold');
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(
        APPEAL_MESSAGES.alreadyDecided('reversed', reversed.json().data.decided_by),
      );
    });

    it('upholds: the item stays down and the author is told with an appeal notice', async () => {
      const id = await scanned('jackpot to uphold');
      const appealId = await filed(id);
      const upheld = await decide(site.moderator, appealId, 'uphold');
      expect(upheld.statusCode, upheld.body).toBe(200);
      expect(upheld.json()).toMatchObject({
        message: APPEAL_MESSAGES.upheld,
        data: { status: 'upheld', report_status: 'AUTO_UNPUBLISHED', delivery: 'delivered' },
      });
      expect(await reportStatus(id)).toBe('AUTO_UNPUBLISHED');
      const told = noticesOf(id).find(({ notice }) => notice.event === 'appeal');
      expect(told?.valid).toBe(true);
      expect(told?.notice).toMatchObject({
        status: 'AUTO_UNPUBLISHED',
        appeal: { id: appealId, outcome: 'upheld' },
      });
      expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'appeal-upheld' });
      expect(await appealOf(site.admin, appealId)).toMatchObject({ status: 'upheld' });
    });

    it('lets an administrator override on their own decision, and records it', async () => {
      const id = await scanned('Admin removed this');
      await unpublish(site.admin, id);
      const appealId = await filed(id);
      expect((await decide(site.admin, appealId, 'uphold')).statusCode).toBe(409);
      const overridden = await decide(site.admin, appealId, 'uphold', true);
      expect(overridden.statusCode, overridden.body).toBe(200);
      expect(overridden.json()).toMatchObject({ data: { override: true } });
      expect(await appealOf(site.admin, appealId)).toMatchObject({ override: true });
      expect((await auditOf(id)).at(-1)?.detail).toContain(APPEAL_AUDIT_DETAILS.override);
    });

    it('records no override when the administrator did not make the decision', async () => {
      const id = await scanned('jackpot for the admin');
      const appealId = await filed(id);
      const decided = await decide(site.admin, appealId, 'reverse', true);
      expect(decided.json()).toMatchObject({ data: { override: false } });
    });

    it('retries the republish notice while the site is down', async () => {
      const id = await scanned('jackpot while down');
      const appealId = await filed(id);
      receiver.status = 503;
      const reversed = await decide(site.moderator, appealId, 'reverse');
      expect(reversed.json()).toMatchObject({
        message: APPEAL_MESSAGES.reversedRetrying,
        data: { delivery: 'retrying' },
      });
      const delivery = () =>
        db()
          .selectFrom('callback_deliveries')
          .select(['status', 'attempts'])
          .where('report_id', '=', id)
          .where('event', '=', 'republish')
          .executeTakeFirstOrThrow();
      expect(await delivery()).toMatchObject({ status: 'pending', attempts: 1 });
      receiver.status = 200;
      server.clock.advance(CALLBACK_BACKOFF_SECONDS.first * SECOND);
      await server.ctx.jobs.drain();
      expect(await delivery()).toMatchObject({ status: 'delivered', attempts: 2 });
    });

    it('lapses an open appeal when the item is decided otherwise, and refuses to decide it', async () => {
      const id = await scanned('jackpot approved meanwhile');
      const appealId = await filed(id);
      const approved = await call(server, site.moderator, 'POST', '/moderation/ignore', { id });
      expect(approved.statusCode).toBe(200);
      expect(await appealOf(site.admin, appealId)).toMatchObject({ status: 'lapsed' });
      const late = await decide(site.colleague, appealId, 'reverse');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ message: APPEAL_MESSAGES.lapsed });
    });

    it('decides a race between two moderators exactly once', async () => {
      const id = await scanned('jackpot raced');
      const appealId = await filed(id);
      const answers = await Promise.all([
        decide(site.moderator, appealId, 'reverse'),
        decide(site.colleague, appealId, 'uphold'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const audit = (await auditOf(id)).filter((row) => row.action.startsWith('appeal-'));
      expect(audit.map((row) => row.action).filter((a) => a !== 'appeal-received')).toHaveLength(1);
    });
  });

  describe('the Appeals list', () => {
    it('lists open appeals oldest first with a count, pages them, and filters by status', async () => {
      const fresh = await seedDecidingSite(server, 'Paging Ltd', 'paging.example.com', '/cb');
      try {
        const made: string[] = [];
        for (let index = 0; index < 3; index += 1) {
          const id = await scanned(`jackpot page ${index}`, fresh.site);
          server.clock.advance(SECOND);
          made.push(
            (
              (await appeal(id, { text: `appeal ${index}` }, fresh.site)).json() as {
                data: { id: string };
              }
            ).data.id,
          );
        }
        const first = await appeals(fresh.site.moderator, 'limit=2');
        expect(first.open_count).toBe(3);
        expect(first.data.map((record) => String(record.id))).toEqual(made.slice(0, 2));
        expect(first.next_cursor).not.toBeNull();
        const rest = await appeals(
          fresh.site.moderator,
          `limit=2&cursor=${first.next_cursor ?? ''}`,
        );
        expect(rest.data.map((record) => String(record.id))).toEqual(made.slice(2));
        expect(rest.next_cursor).toBeNull();

        const mixed = await call(
          server,
          fresh.site.moderator,
          'GET',
          `/report/appeals?status=upheld&cursor=${first.next_cursor ?? ''}`,
        );
        expect(mixed.statusCode).toBe(422);

        await decide(fresh.site.moderator, made[0] ?? '', 'uphold');
        expect((await appeals(fresh.site.moderator, 'status=upheld')).data).toHaveLength(1);
        expect((await appeals(fresh.site.moderator)).open_count).toBe(2);
        const bad = await call(server, fresh.site.moderator, 'GET', '/report/appeals?status=x');
        expect(bad.statusCode).toBe(422);
      } finally {
        await fresh.receiver.stop();
      }
    });
  });

  describe('isolation', () => {
    it('keeps appeals to their tenant and to the moderator’s groups; viewers see none', async () => {
      const id = await scanned('jackpot scoped');
      const appealId = await filed(id);

      const stranger = await seedQueueSite(server, 'Stranger Ltd', 'stranger.example.com');
      expect((await appeals(stranger.admin)).data).toEqual([]);
      expect((await decide(stranger.admin, appealId, 'reverse')).statusCode).toBe(404);
      // Another tenant's key cannot appeal this tenant's item.
      expect((await appeal(id, { text: 'not mine' }, stranger)).statusCode).toBe(404);

      const viewer = await call(server, site.viewer, 'GET', '/report/appeals');
      expect(viewer.statusCode).toBe(403);
      expect((await decide(site.viewer, appealId, 'reverse')).statusCode).toBe(403);

      // A domain open only to the colleague's group: the other moderator sees nothing of it.
      const groupSite = await seedQueueSite(server, 'Groups Ltd', 'groups.example.com');
      await addDecidingRules(server, groupSite);
      await limitToGroup(server, groupSite, 'Night shift', [groupSite.colleague]);
      const groupId = await scanned('jackpot in a group', groupSite);
      const filedInGroup = await appeal(groupId, { text: 'group' }, groupSite);
      const groupAppeal = String((filedInGroup.json() as { data: { id: string } }).data.id);
      const outsider = await appeals(groupSite.moderator);
      expect(outsider.data).toEqual([]);
      expect(outsider.open_count).toBe(0);
      expect((await decide(groupSite.moderator, groupAppeal, 'reverse')).statusCode).toBe(404);
      const member = await appeals(groupSite.colleague);
      expect(member.open_count).toBe(1);
      expect((await decide(groupSite.colleague, groupAppeal, 'reverse')).statusCode).toBe(200);
    });
  });

  describe('the appeal window', () => {
    it('closes the window six months after the decision', async () => {
      const id = await scanned('jackpot four');
      const until = (await recordOf(server, site.moderator, id)).statement?.appeal.until;
      if (until === undefined) throw new Error('no statement');
      // Last in the file: every later call would be half a year on.
      server.clock.set(new Date(new Date(until).getTime() + SECOND));
      const late = await appeal(id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        message: APPEAL_MESSAGES.windowClosed(until.slice(0, 10)),
      });
    });
  });
});
