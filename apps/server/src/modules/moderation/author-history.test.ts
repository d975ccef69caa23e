import { AUTHOR_HISTORY_RECENT, AUTHOR_USERNAME_MAX, type TAuthorHistory } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { call, type SignedIn } from '../users/users-test-kit';
import {
  addDecidingRules,
  addSite,
  limitToGroup,
  recordOf,
  seedQueueSite,
  submitScanned,
  unpublishBody,
  type QueueSite,
} from './moderation-test-kit';

/** GET /report/author-history (decision 0181). */
describe('author history', () => {
  let server: TestServer;
  let blog: QueueSite;
  let shop: QueueSite;
  let other: QueueSite;
  let next = 0;
  const ids: Record<string, string> = {};

  const scanned = (target: QueueSite, content: string, username: string) =>
    submitScanned(server, target, `author-${(next += 1)}`, content).then(async (id) => {
      // submitScanned sends the kit's author; this test needs its own per item.
      await server.ctx.database.db
        .updateTable('reports')
        .set({ username })
        .where('id', '=', id)
        .execute();
      return id;
    });
  const historyOf = (who: SignedIn, query: string) =>
    call(server, who, 'GET', `/report/author-history${query}`);
  const history = async (who: SignedIn, username: string): Promise<TAuthorHistory> => {
    const response = await historyOf(who, `?username=${encodeURIComponent(username)}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: TAuthorHistory }).data;
  };

  beforeAll(async () => {
    server = await createTestServer();
    blog = await seedQueueSite(server, 'History Ltd', 'blog.history.example.com');
    await addDecidingRules(server, blog);
    shop = await addSite(server, blog, 'shop.history.example.com');
    await addDecidingRules(server, shop);
    // The shop is open only to the colleague's group; the moderator sees the blog alone.
    await limitToGroup(server, shop, 'Shop team', [shop.colleague]);
    other = await seedQueueSite(server, 'Other Ltd', 'other.history.example.com');

    ids.clean = await scanned(blog, 'A kind word', 'Sam');
    ids.waiting = await scanned(blog, 'Visit my casino', 'Sam');
    ids.auto = await scanned(blog, 'Win the jackpot', 'Sam');
    ids.approved = await scanned(blog, 'Another casino', 'Sam');
    ids.unpublished = await scanned(blog, 'A third casino', 'Sam');
    ids.shop1 = await scanned(shop, 'Shop casino', 'Sam');
    ids.shop2 = await scanned(shop, 'A shop review', 'Sam');
    await scanned(blog, 'Someone else entirely', 'Alex');
    await scanned(other, 'Same name, other tenant', 'Sam');

    const approve = await call(server, blog.moderator, 'POST', '/moderation/ignore', {
      id: ids.approved,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const record = await recordOf(server, blog.moderator, ids.unpublished ?? '');
    const unpublish = await call(
      server,
      blog.moderator,
      'POST',
      '/moderation/unpublish',
      unpublishBody(record),
    );
    expect(unpublish.statusCode, unpublish.body).toBe(200);
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts an administrator every domain of the tenant, by outcome, most items first', async () => {
    const data = await history(blog.admin, 'Sam');
    expect(data.username).toBe('Sam');
    expect(data.total).toBe(7);
    expect(data.outcomes).toEqual({
      clean: 2,
      approved: 1,
      waiting: 2,
      auto_unpublished: 1,
      manually_unpublished: 1,
    });
    expect(data.domains.map((domain) => [domain.domain, domain.total])).toEqual([
      ['blog.history.example.com', 5],
      ['shop.history.example.com', 2],
    ]);
    expect(data.domains[0]).toMatchObject({
      domain_id: String(blog.domain.id),
      outcomes: { clean: 1, approved: 1, waiting: 1, auto_unpublished: 1, manually_unpublished: 1 },
      rule: null,
    });
    expect(data.first_seen).toBe(data.domains[0]?.first_seen);
    expect(data.last_seen).toBe(data.domains[1]?.last_seen);
    expect(data.first_seen && data.last_seen && data.first_seen < data.last_seen).toBe(true);
  });

  it('lists the latest items newest first, with the start of each text', async () => {
    const { recent } = await history(blog.admin, 'Sam');
    expect(recent).toHaveLength(AUTHOR_HISTORY_RECENT);
    expect(recent.map((item) => String(item.id))).toEqual([
      ids.shop2,
      ids.shop1,
      ids.unpublished,
      ids.approved,
      ids.auto,
    ]);
    expect(recent[0]).toMatchObject({
      domain: 'shop.history.example.com',
      content_type: 'text',
      excerpt: 'A shop review',
    });
    expect(recent[2]?.status).toBe('MANUALLY_UNPUBLISHED');
  });

  it('shows a moderator only the domains open to their groups', async () => {
    const data = await history(blog.moderator, 'Sam');
    expect(data.total).toBe(5);
    expect(data.domains.map((domain) => domain.domain)).toEqual(['blog.history.example.com']);
    expect(data.recent.map((item) => item.domain)).not.toContain('shop.history.example.com');

    const member = await history(shop.colleague, 'Sam');
    expect(member.total).toBe(7);
  });

  it('answers zero totals, not 404, for an author with nothing visible', async () => {
    const limitedOnly = await history(blog.moderator, 'Nobody');
    expect(limitedOnly).toEqual({
      username: 'Nobody',
      total: 0,
      outcomes: { clean: 0, approved: 0, waiting: 0, auto_unpublished: 0, manually_unpublished: 0 },
      first_seen: null,
      last_seen: null,
      domains: [],
      recent: [],
    });
  });

  it('keeps tenants apart', async () => {
    const data = await history(other.admin, 'Sam');
    expect(data.total).toBe(1);
    expect(data.domains.map((domain) => domain.domain)).toEqual(['other.history.example.com']);
  });

  it('names the author rule of each domain, review over trust, as the scan job applies them', async () => {
    const rule = (body: object) =>
      call(server, blog.admin, 'POST', `/domains/${blog.domain.id}/rules`, body);
    expect((await rule({ kind: 'trust', pattern: 'sam' })).statusCode).toBe(201);
    let data = await history(blog.admin, 'Sam');
    expect(data.domains.map((domain) => domain.rule)).toEqual(['trust', null]);

    expect((await rule({ kind: 'review', pattern: 'SAM' })).statusCode).toBe(201);
    data = await history(blog.moderator, 'Sam');
    expect(data.domains.map((domain) => domain.rule)).toEqual(['review']);
    // The same rule twice is refused, as for trust rules.
    expect((await rule({ kind: 'review', pattern: 'Sam ' })).statusCode).toBe(422);
  });

  it('refuses a missing, blank or over-long username with 422', async () => {
    for (const query of [
      '',
      '?username=',
      '?username=%20%20',
      `?username=${'a'.repeat(AUTHOR_USERNAME_MAX + 1)}`,
    ]) {
      const response = await historyOf(blog.admin, query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json()).toMatchObject({ errors: { username: [expect.any(String)] } });
    }
  });

  it('is not a viewer’s call', async () => {
    expect((await historyOf(blog.viewer, '?username=Sam')).statusCode).toBe(403);
  });
});
