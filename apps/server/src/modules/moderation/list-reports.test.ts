import { MODERATION_MESSAGES, STATUS_REASON_TEXTS, USER_MESSAGES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { call, seedTenant, type SignedIn } from '../users/users-test-kit';
import {
  addDecidingRules,
  addSite,
  limitToGroup,
  ids,
  listQueue,
  queue,
  seedQueueSite,
  submitText,
  type QueueSite,
} from './moderation-test-kit';

const PROFANE = 'You are a fucking piece of shit.';
const SECOND = 1_000;

describe('GET /report: the review queue', () => {
  let server: TestServer;
  let site: QueueSite;
  let shop: QueueSite;
  let next = 0;
  const cmsId = () => `item-${(next += 1)}`;
  /** Submits and scans one item a second after the previous one. */
  const arrive = async (target: QueueSite, content: string, username = 'Reader') => {
    server.clock.advance(SECOND);
    const id = await submitText(server, target, cmsId(), content, { username });
    await server.ctx.jobs.drain();
    return id;
  };

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedQueueSite(server, 'Queue Ltd', 'queue.example.com');
    shop = await addSite(server, site, 'shop.example.com');
    await addDecidingRules(server, site);
    await addDecidingRules(server, shop);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers each report as the record the console shows, newest first', async () => {
    const scored = await arrive(site, `<p>${PROFANE}</p>`);
    const ruled = await arrive(site, 'Play at our casino tonight');
    const trusted = await arrive(site, 'Editorial note', 'Editor');
    server.clock.advance(SECOND);
    const waiting = await submitText(server, site, cmsId(), 'Not scanned yet');

    const answer = await queue(server, site.admin);
    expect(ids(answer.data).slice(0, 4)).toEqual([waiting, trusted, ruled, scored]);
    expect(answer.next_cursor).toBeNull();
    expect(answer.poll_cursor).toMatch(/^[A-Za-z0-9_-]+$/);

    const [pending, clean, moderate, profane] = answer.data;
    expect(pending).toMatchObject({
      status: 'PENDING',
      status_reason: STATUS_REASON_TEXTS.waiting,
      categories: [],
      top_category: null,
      extracted_text: null,
      decision_source: null,
      decided_by: null,
      decided_at: null,
    });
    expect(clean?.status_reason).toBe(STATUS_REASON_TEXTS.trustRule('Editor'));
    expect(moderate).toMatchObject({
      status: 'MODERATE',
      status_reason: STATUS_REASON_TEXTS.blockRule('casino'),
      extracted_text: 'Play at our casino tonight',
    });
    expect(profane).toEqual({
      _id: scored,
      utc_datetime: '2026-11-21T09:00:01Z',
      // A new domain's default thresholds unpublish strong profanity.
      status: 'AUTO_UNPUBLISHED',
      domain: 'queue.example.com',
      scheme: 'https',
      cms_meta: { id: 'item-1', type: 'comment' },
      access_key: site.accessKey,
      username: 'Reader',
      content_type: 'text',
      content: `<p>${PROFANE}</p>`,
      artifact_path: null,
      top_category: { name: 'Profanity', score: expect.any(Number) as number },
      categories: expect.any(Array) as unknown[],
      // The extractors' reading, without the HTML.
      extracted_text: PROFANE,
      status_reason: STATUS_REASON_TEXTS.scores,
      decision_source: 'automated',
      decided_by: null,
      decided_at: '2026-11-21T09:00:01Z',
      statement: expect.objectContaining({
        ground: 'Offensive language',
        automated_decision: true,
      }) as unknown,
      updated_at: '2026-11-21T09:00:01Z',
    });
    expect(profane?.top_category?.score).toBeGreaterThan(50);
    const categories = profane?.categories ?? [];
    expect(categories.map((category) => category.name)).toEqual(
      [...categories.map((category) => category.name)].sort((a, b) =>
        a.localeCompare(b, 'en', { sensitivity: 'base' }),
      ),
    );
    expect(categories).toContainEqual({
      id: 'text-profanity',
      name: 'Profanity',
      score: profane?.top_category?.score,
      extractor_id: 'html-text',
      scanner_id: 1,
    });
    await server.ctx.jobs.drain();
  });

  it('filters by status and by domain, a domain including its subdomains', async () => {
    const shopItem = await arrive(shop, 'Casino night at the shop');
    server.clock.advance(SECOND);
    const www = await submitText(server, site, cmsId(), 'From www: casino', {
      domain: 'www.queue.example.com',
    });
    await server.ctx.jobs.drain();

    const moderate = await queue(server, site.admin, { status: 'MODERATE' });
    expect(moderate.data.every((record) => record.status === 'MODERATE')).toBe(true);
    expect(ids(moderate.data)).toEqual(expect.arrayContaining([shopItem, www]));

    const shopOnly = await queue(server, site.admin, { domain: 'shop.example.com' });
    expect(ids(shopOnly.data)).toEqual([shopItem]);
    // The domain list's name, in any case, covers reports filed under its subdomains.
    const main = await queue(server, site.admin, { domain: 'Queue.Example.com' });
    expect(ids(main.data)).toContain(www);
    expect(ids(main.data)).not.toContain(shopItem);
    // A report's own host narrows to that host.
    const host = await queue(server, site.admin, { domain: 'www.queue.example.com' });
    expect(ids(host.data)).toEqual([www]);
    expect(host.data[0]?.domain).toBe('www.queue.example.com');

    const both = await queue(server, site.admin, { status: 'CLEAN', domain: 'shop.example.com' });
    expect(both.data).toEqual([]);
    expect((await listQueue(server, site.admin, { status: 'SOMETHING' })).statusCode).toBe(422);
  });

  it('pages newest first with a cursor: inserts between pages cause no gap and no repeat', async () => {
    const paged = await seedQueueSite(server, 'Pages Ltd', 'pages.example.com');
    const before: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      server.clock.advance(SECOND);
      before.push(await submitText(server, paged, `page-${index}`, `Item ${index}`));
    }
    // Three arriving in the same millisecond: the id orders them.
    server.clock.advance(SECOND);
    for (let index = 4; index < 7; index += 1) {
      before.push(await submitText(server, paged, `page-${index}`, `Item ${index}`));
    }

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await queue(server, paged.admin, {
        limit: 3,
        ...(cursor === null ? {} : { cursor }),
      });
      seen.push(...ids(answer.data));
      cursor = answer.next_cursor;
      pages += 1;
      // Newer items arrive while the moderator pages: they belong above, not in later pages.
      server.clock.advance(SECOND);
      await submitText(server, paged, `late-${pages}`, `Late ${pages}`);
      await server.ctx.jobs.drain();
    } while (cursor !== null);

    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...before].sort());
    // Newest first: the three of one millisecond (in the database's order of their ids),
    // then the earlier ones.
    expect([...seen.slice(0, 3)].sort()).toEqual([...before.slice(4)].sort());
    expect(seen.slice(3)).toEqual(before.slice(0, 4).reverse());

    // Oldest first reads the same reports the other way round.
    const oldest = await queue(server, paged.admin, { direction: 'asc', limit: 4 });
    expect(ids(oldest.data)).toEqual(seen.slice().reverse().slice(0, 4));
    const rest = await queue(server, paged.admin, {
      direction: 'asc',
      limit: 4,
      cursor: oldest.next_cursor ?? '',
    });
    expect(ids(rest.data).slice(0, 3)).toEqual(seen.slice().reverse().slice(4));
  });

  it('refuses a cursor it did not give out', async () => {
    const page = await queue(server, site.admin, { limit: 1 });
    const queries: Array<Record<string, string>> = [
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from('{"d":"desc","t":"yesterday","i":"x"}').toString('base64url') },
      // A newest-first cursor does not read oldest first.
      { cursor: page.next_cursor ?? '', direction: 'asc' },
      { changed_since: page.next_cursor ?? '' },
      { changed_since: '%%%' },
    ];
    for (const query of queries) {
      const response = await listQueue(server, site.admin, query);
      expect(response.statusCode).toBe(422);
      const field = 'cursor' in query ? 'cursor' : 'changed_since';
      expect(response.json()).toMatchObject({
        errors: { [field]: [MODERATION_MESSAGES.invalidCursor] },
      });
    }
  });

  describe('polling with changed_since', () => {
    it('returns new and changed reports, whatever the status filter, and not the unchanged', async () => {
      const polled = await seedQueueSite(server, 'Poll Ltd', 'poll.example.com');
      await addDecidingRules(server, polled);
      const other = await addSite(server, polled, 'elsewhere.example.com');
      const old = await arrive(polled, 'Old and unchanged');
      const pending = await submitText(server, polled, 'to-scan', 'A casino to be scanned');
      server.clock.advance(10 * SECOND);
      const start = await queue(server, polled.moderator, { status: 'PENDING' });
      expect(ids(start.data)).toEqual([pending]);

      server.clock.advance(10 * SECOND);
      await server.ctx.jobs.drain(); // PENDING → MODERATE: it left the filtered status
      server.clock.advance(SECOND);
      const fresh = await submitText(server, polled, 'fresh', 'Just arrived');
      await submitText(server, other, 'elsewhere', 'On the other domain');
      // The next poll comes after the overlap: what it hands out is not handed out again.
      server.clock.advance(10 * SECOND);

      const poll = await queue(server, polled.moderator, {
        status: 'PENDING',
        domain: 'poll.example.com',
        changed_since: start.poll_cursor,
      });
      expect(ids(poll.data)).toEqual([pending, fresh]);
      expect(poll.data.map((record) => record.status)).toEqual(['MODERATE', 'PENDING']);
      expect(ids(poll.data)).not.toContain(old);
      expect(poll.next_cursor).toBeNull();

      const quiet = await queue(server, polled.moderator, {
        domain: 'poll.example.com',
        changed_since: poll.poll_cursor,
      });
      expect(quiet.data).toEqual([]);
      server.clock.advance(10 * SECOND);
      await server.ctx.jobs.drain();
    });

    it('hands a change out again within the overlap, for clocks that differ a little', async () => {
      const polled = await seedQueueSite(server, 'Overlap Ltd', 'overlap.example.com');
      const start = await queue(server, polled.admin);
      // Stamped 2 s before the answer's time, as by an instance whose clock is behind.
      server.clock.advance(-2 * SECOND);
      const late = await submitText(server, polled, 'late', 'Written by a slow clock');
      server.clock.advance(3 * SECOND);
      const poll = await queue(server, polled.admin, { changed_since: start.poll_cursor });
      expect(ids(poll.data)).toEqual([late]);
      await server.ctx.jobs.drain();
    });

    it('reads a burst larger than the limit over several answers, oldest change first', async () => {
      const burst = await seedQueueSite(server, 'Burst Ltd', 'burst.example.com');
      const start = await queue(server, burst.admin);
      server.clock.advance(10 * SECOND);
      const arrived: string[] = [];
      for (let index = 0; index < 5; index += 1) {
        arrived.push(await submitText(server, burst, `burst-${index}`, `Burst ${index}`));
      }
      const seen: string[] = [];
      let cursor = start.poll_cursor;
      for (let round = 0; round < 3; round += 1) {
        const poll = await queue(server, burst.admin, { changed_since: cursor, limit: 2 });
        seen.push(...ids(poll.data));
        cursor = poll.poll_cursor;
      }
      expect(seen).toHaveLength(5);
      expect([...seen].sort()).toEqual([...arrived].sort());
      await server.ctx.jobs.drain();
    });
  });

  describe('who sees what', () => {
    beforeAll(async () => {
      await limitToGroup(server, shop, 'Shop team', [site.colleague]);
    });

    const domainsSeen = async (who: SignedIn, query: Record<string, string> = {}) =>
      [
        ...new Set((await queue(server, who, { limit: 1000, ...query })).data.map((r) => r.domain)),
      ].sort();

    it('shows moderators only the domains their groups may moderate; open domains to all', async () => {
      expect(await domainsSeen(site.admin)).toEqual([
        'queue.example.com',
        'shop.example.com',
        'www.queue.example.com',
      ]);
      expect(await domainsSeen(site.colleague)).toEqual([
        'queue.example.com',
        'shop.example.com',
        'www.queue.example.com',
      ]);
      expect(await domainsSeen(site.moderator)).toEqual([
        'queue.example.com',
        'www.queue.example.com',
      ]);
      // Asking for the domain does not get round it, nor does polling.
      expect(await domainsSeen(site.moderator, { domain: 'shop.example.com' })).toEqual([]);
      const start = await queue(server, site.moderator);
      server.clock.advance(SECOND);
      await arrive(shop, 'Another casino at the shop');
      const poll = await queue(server, site.moderator, { changed_since: start.poll_cursor });
      expect(poll.data.map((record) => record.domain)).not.toContain('shop.example.com');
    });

    it("leaves a deleted domain's reports to administrators", async () => {
      const gone = await addSite(server, site, 'gone.example.com');
      const orphan = await arrive(gone, 'Left behind');
      const deleted = await call(server, site.admin, 'DELETE', `/domains/${gone.domain.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(ids((await queue(server, site.admin, { limit: 1000 })).data)).toContain(orphan);
      expect(ids((await queue(server, site.moderator, { limit: 1000 })).data)).not.toContain(
        orphan,
      );
      expect(ids((await queue(server, site.admin, { domain: 'gone.example.com' })).data)).toEqual([
        orphan,
      ]);
    });

    it("never shows another tenant's reports, whatever the filter", async () => {
      const stranger = (await seedTenant(server, 'Stranger Ltd', 'stranger.test', { admin: 1 }))
        .users.admin;
      expect((await queue(server, stranger)).data).toEqual([]);
      expect((await queue(server, stranger, { domain: 'queue.example.com' })).data).toEqual([]);
      const theirs = await queue(server, site.admin);
      const poll = await queue(server, stranger, { changed_since: theirs.poll_cursor });
      expect(poll.data).toEqual([]);
    });

    it('refuses viewers', async () => {
      const response = await listQueue(server, site.viewer);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: USER_MESSAGES.roleForbidden });
    });
  });
});
