/**
 * The Analytics calls and the Streams what-if over HTTP (decision 0170): exact figures for a
 * known history written by the real plugin API, engine and moderation routes; who sees what;
 * and bad input answered with the documented errors, never a 500.
 */
import {
  ANALYTICS_OUTCOME_LABELS,
  MAX_ANALYTICS_DOMAINS,
  MESSAGES,
  SCORE_BUCKET_COUNT,
  TENANT_NOT_FOUND_MESSAGE,
  ZGetAnalyticsAutomationResponseSchema,
  ZGetAnalyticsDecisionsResponseSchema,
  ZGetAnalyticsScoresResponseSchema,
  ZGetAnalyticsTeamResponseSchema,
  ZGetThresholdWhatIfResponseSchema,
  type TAnalyticsTimeSeries,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, sessionHeaders, type TestServer } from '../../test/test-server';
import type { CallbackReceiver } from '../callbacks/callback-receiver-test-kit';
import { seedDecidingSite, type QueueSite } from '../moderation/moderation-test-kit';
import { seedFiguresHistory } from '../moderation/figures-history-test-kit';
import { call, type SignedIn } from '../users/users-test-kit';

describe('the Analytics calls', () => {
  let server: TestServer;
  let site: QueueSite;
  let shop: QueueSite;
  let receiver: CallbackReceiver;
  let today = '';
  let yesterday = '';

  const get = async (who: SignedIn, path: string, query = '') => {
    const range = `from=${today}&to=${today}`;
    const response = await call(server, who, 'GET', `${path}?${range}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as unknown;
  };
  const decisions = async (who: SignedIn, query = ''): Promise<TAnalyticsTimeSeries> =>
    ZGetAnalyticsDecisionsResponseSchema.parse(await get(who, '/analytics/decisions', query)).data;
  const series = async (who: SignedIn, query = '') =>
    Object.fromEntries(
      (await decisions(who, query)).series.map((entry) => [entry.key, entry.counts]),
    );
  const scores = async (who: SignedIn, query = '') =>
    ZGetAnalyticsScoresResponseSchema.parse(await get(who, '/analytics/scores', query)).data;
  const automation = async (who: SignedIn, query = '') =>
    ZGetAnalyticsAutomationResponseSchema.parse(await get(who, '/analytics/automation', query))
      .data;
  const team = async (who: SignedIn, query = '') =>
    ZGetAnalyticsTeamResponseSchema.parse(await get(who, '/analytics/team', query)).data;
  const textScanner = async (domainId: string) =>
    (
      await server.ctx.database.db
        .selectFrom('domain_scanners')
        .select('id')
        .where('domain_id', '=', domainId)
        .where('scanner_id', '=', 1)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    server = await createTestServer();
    ({ site, shop, receiver } = await seedFiguresHistory(server, '/vigil/callback?site=analytics'));
    const now = server.clock.now();
    today = now.toISOString().slice(0, 10);
    yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  });
  afterAll(async () => {
    await receiver.stop();
    await server.close();
  });

  it('counts decisions over time by outcome, category, domain and content type', async () => {
    const byOutcome = await decisions(site.admin);
    expect(byOutcome.periods).toEqual([{ start: today, end: today }]);
    expect(byOutcome.series).toEqual([
      { key: 'clean', label: ANALYTICS_OUTCOME_LABELS.clean, counts: [1] },
      { key: 'review', label: ANALYTICS_OUTCOME_LABELS.review, counts: [3] },
      { key: 'auto_unpublished', label: ANALYTICS_OUTCOME_LABELS.auto_unpublished, counts: [2] },
      {
        key: 'manually_unpublished',
        label: ANALYTICS_OUTCOME_LABELS.manually_unpublished,
        counts: [1],
      },
      { key: 'approved', label: ANALYTICS_OUTCOME_LABELS.approved, counts: [1] },
    ]);
    // Rules give no category; the clean item's top category is its first zero (decide.ts).
    expect((await decisions(site.admin, '&by=category')).series).toEqual([
      { key: 'none', label: 'No category scored it', counts: [6] },
      { key: 'text-harassment', label: 'Harassment · Text', counts: [1] },
      { key: 'text-profanity', label: 'Profanity', counts: [1] },
    ]);
    expect((await decisions(site.admin, '&by=domain')).series).toEqual([
      { key: site.domain.id, label: 'figures.example.com', counts: [5] },
      { key: shop.domain.id, label: 'shop.figures.example.com', counts: [3] },
    ]);
    expect(await series(site.admin, '&by=content_type')).toEqual({ text: [8] });
    expect(await series(site.admin, '&by=domain&outcome=review')).toEqual({
      [site.domain.id]: [2],
      [shop.domain.id]: [1],
    });
    expect(await series(site.admin, '&by=category&content_type=image')).toEqual({});
    expect(await series(site.admin, `&domain_ids=${shop.domain.id}`)).toEqual({
      clean: [0],
      review: [1],
      auto_unpublished: [1],
      manually_unpublished: [0],
      approved: [1],
    });
  });

  it('draws every period of the range, zeros included', async () => {
    const twoDays = ZGetAnalyticsDecisionsResponseSchema.parse(
      (
        await call(
          server,
          site.admin,
          'GET',
          `/analytics/decisions?from=${yesterday}&to=${today}&granularity=day&by=content_type`,
        )
      ).json(),
    ).data;
    expect(twoDays).toEqual({
      periods: [
        { start: yesterday, end: yesterday },
        { start: today, end: today },
      ],
      series: [{ key: 'text', label: expect.any(String), counts: [0, 8] }],
    });
    const month = await call(
      server,
      site.admin,
      'GET',
      `/analytics/decisions?from=2026-10-15&to=${today}&granularity=month`,
    );
    expect(
      ZGetAnalyticsDecisionsResponseSchema.parse(month.json()).data.periods.map((p) => p.start),
    ).toEqual(['2026-10-15', '2026-11-01']);
    const empty = await call(
      server,
      site.admin,
      'GET',
      '/analytics/decisions?from=2020-01-01&to=2020-01-10&granularity=week',
    );
    expect(empty.json()).toEqual({
      data: {
        periods: [
          { start: '2020-01-01', end: '2020-01-05' },
          { start: '2020-01-06', end: '2020-01-10' },
        ],
        series: [],
      },
    });
  });

  it('shows a moderator only the domains open to their groups; viewers see every domain', async () => {
    expect(await series(site.colleague)).toEqual({
      clean: [1],
      review: [2],
      auto_unpublished: [1],
      manually_unpublished: [1],
      approved: [0],
    });
    // A domain the moderator cannot see, named, counts nothing.
    expect(await series(site.colleague, `&domain_ids=${shop.domain.id}`)).toEqual({});
    expect(await series(site.viewer)).toEqual(await series(site.admin));
  });

  it('gives score distributions, with the thresholds when one domain is in view', async () => {
    const all = await scores(site.admin);
    const profanity = all.find((entry) => entry.category_id === 'text-profanity');
    const buckets = Array.from({ length: SCORE_BUCKET_COUNT }, () => 0);
    expect(profanity).toEqual({
      category_id: 'text-profanity',
      name: 'Profanity',
      scanner_id: 1,
      buckets: buckets.map((_, index) => (index === 0 || index === 19 ? 1 : 0)),
      thresholds: null,
    });
    // The two scanned items scored every text category but personal data.
    expect(all.map((entry) => entry.category_id)).toHaveLength(7);
    const one = await scores(site.admin, `&domain_ids=${site.domain.id}`);
    expect(one.find((entry) => entry.category_id === 'text-profanity')?.thresholds).toEqual({
      moderation_threshold: 5,
      unpublish_threshold: 100,
    });
    const hate = await server.ctx.database.db
      .selectFrom('moderation_categories')
      .select(['default_moderation_threshold', 'default_unpublish_threshold'])
      .where('id', '=', 'text-hate')
      .executeTakeFirstOrThrow();
    expect(one.find((entry) => entry.category_id === 'text-hate')?.thresholds).toEqual({
      moderation_threshold: hate.default_moderation_threshold,
      unpublish_threshold: hate.default_unpublish_threshold,
    });
    // A moderator who sees one domain sees its thresholds; the shop's items were not scanned.
    expect((await scores(site.colleague))[0]?.thresholds).not.toBeNull();
    expect(await scores(site.admin, `&domain_ids=${shop.domain.id}`)).toEqual([]);
    expect(await scores(site.admin, '&content_type=video')).toEqual([]);
  });

  it('measures automation by category and scanner', async () => {
    const quality = await automation(site.admin);
    expect(quality.total).toEqual({
      key: 'all',
      label: 'All items judged',
      judged: 6,
      passed_clean: 1,
      auto_unpublished: 2,
      sent_to_review: 3,
      reversed_clean: 0,
      reversed_unpublish: 0,
      review_approved: 1,
      review_unpublished: 1,
    });
    expect(quality.by_category.map((row) => [row.key, row.judged])).toEqual([
      ['none', 4],
      ['text-harassment', 1],
      ['text-profanity', 1],
    ]);
    expect(quality.by_scanner.map((row) => [row.key, row.label, row.judged])).toEqual([
      ['none', 'No scanner scored it', 4],
      ['1', expect.any(String), 2],
    ]);
    expect((await automation(site.colleague)).total.judged).toBe(4);
  });

  it('lists moderators’ decisions and times, the backlog and the oldest waiting item', async () => {
    // Decided 105 s (f-1) and 100 s (s-2) after submission: the 60–119 s bucket.
    const figures = await team(site.admin);
    expect(figures).toEqual({
      moderators: [
        {
          user_id: site.admin.id,
          name: 'admin of Figures Ltd',
          decisions: 1,
          unpublished: 0,
          approved: 1,
          median_seconds: 60,
          p90_seconds: 60,
        },
        {
          user_id: site.moderator.id,
          name: 'moderator of Figures Ltd',
          decisions: 1,
          unpublished: 1,
          approved: 0,
          median_seconds: 60,
          p90_seconds: 60,
        },
      ],
      backlog: [{ start: today, end: today, waiting: 1 }],
      // f-4, submitted at 09:00:03, waits; it is now 09:01:45.
      oldest_waiting_seconds: 102,
    });
    // A moderator gets only their own row.
    expect((await team(site.moderator)).moderators.map((member) => member.user_id)).toEqual([
      site.moderator.id,
    ]);
    expect((await team(site.colleague)).moderators).toEqual([]);
    expect(await team(site.viewer)).toEqual(figures);
    const images = await team(site.admin, '&content_type=image');
    expect(images).toEqual({
      moderators: [],
      backlog: [{ start: today, end: today, waiting: 0 }],
      oldest_waiting_seconds: null,
    });
    const shopOnly = await team(site.admin, `&domain_ids=${shop.domain.id}`);
    expect(shopOnly.oldest_waiting_seconds).toBeNull();
    expect(shopOnly.moderators.map((member) => member.user_id)).toEqual([site.admin.id]);
    const days = await call(
      server,
      site.admin,
      'GET',
      `/analytics/team?from=${yesterday}&to=${today}`,
    );
    expect(ZGetAnalyticsTeamResponseSchema.parse(days.json()).data.backlog).toEqual([
      { start: yesterday, end: yesterday, waiting: 0 },
      { start: today, end: today, waiting: 1 },
    ]);
  });

  it('answers the what-if of a domain scanner to administrators and moderators who see it', async () => {
    const scanner = await textScanner(site.domain.id);
    const response = await call(
      server,
      site.admin,
      'GET',
      `/domain-scanner-settings/${scanner}/what-if`,
    );
    expect(response.statusCode).toBe(200);
    const whatIf = ZGetThresholdWhatIfResponseSchema.parse(response.json()).data;
    expect(whatIf.to).toBe(today);
    const profanity = whatIf.categories.find((entry) => entry.category_id === 'text-profanity');
    expect(profanity?.buckets[0]).toEqual({ passed: 1, review: 0, unpublished: 0 });
    expect(profanity?.buckets[19]).toEqual({ passed: 0, review: 1, unpublished: 0 });
    expect(whatIf.categories).toHaveLength(8);
    const asColleague = await call(
      server,
      site.colleague,
      'GET',
      `/domain-scanner-settings/${scanner}/what-if`,
    );
    expect(asColleague.json()).toEqual(response.json());
    // The shop is not open to `colleague`: for them it is not there.
    const shopScanner = await textScanner(shop.domain.id);
    for (const [who, id, status] of [
      [site.colleague, shopScanner, 404],
      [site.moderator, shopScanner, 200],
      [site.viewer, scanner, 403],
      [site.admin, 'no-such-scanner', 404],
    ] as const) {
      const answer = await call(server, who, 'GET', `/domain-scanner-settings/${id}/what-if`);
      expect(answer.statusCode, `${who.email} ${id}`).toBe(status);
    }
  });

  it('refuses bad input with 422 and the field that is wrong, never a 500', async () => {
    const tooMany = Array.from({ length: MAX_ANALYTICS_DOMAINS + 1 }, (_, i) => `d${i}`).join(',');
    const range = `from=${today}&to=${today}`;
    const cases: Array<[string, string, Record<string, unknown[]>]> = [
      [
        '/analytics/decisions',
        'from=2026-02-30&to=2026-03-01',
        { from: [MESSAGES.invalidQueryDate] },
      ],
      ['/analytics/scores', 'from=yesterday&to=2026-03-01', { from: [MESSAGES.invalidQueryDate] }],
      ['/analytics/team', 'from=2026-03-01', { to: [expect.any(String)] }],
      [
        '/analytics/automation',
        'from=2026-03-02&to=2026-03-01',
        { from: [MESSAGES.dateRangeReversed] },
      ],
      [
        '/analytics/decisions',
        'from=2025-01-01&to=2026-03-01',
        { to: [MESSAGES.dateRangeTooLong] },
      ],
      ['/analytics/decisions', `${range}&granularity=year`, { granularity: [expect.any(String)] }],
      ['/analytics/team', `${range}&granularity=`, { granularity: [expect.any(String)] }],
      ['/analytics/decisions', `${range}&by=author`, { by: [expect.any(String)] }],
      ['/analytics/decisions', `${range}&outcome=maybe`, { outcome: [expect.any(String)] }],
      ['/analytics/scores', `${range}&content_type=pdf`, { content_type: [expect.any(String)] }],
      [
        '/analytics/automation',
        `${range}&domain_ids=a,b%20c`,
        { domain_ids: [MESSAGES.invalidDomainIds] },
      ],
      [
        '/analytics/team',
        `${range}&domain_ids=${tooMany}`,
        { domain_ids: [MESSAGES.tooManyDomainIds] },
      ],
      [
        '/analytics/decisions',
        `${range}&domain_ids=a&domain_ids=b`,
        { domain_ids: [expect.any(String)] },
      ],
      [
        '/analytics/scores',
        `${range}&content_type=text%00`,
        { content_type: [expect.any(String)] },
      ],
    ];
    for (const [path, query, errors] of cases) {
      const response = await call(server, site.admin, 'GET', `${path}?${query}`);
      expect(response.statusCode, `${path}?${query}`).toBe(422);
      expect(response.json(), `${path}?${query}`).toMatchObject({ errors });
    }
    // Empty lists and stray commas name no domain: every domain counts.
    expect(await series(site.admin, '&domain_ids=,,')).toEqual(await series(site.admin));
  });

  it('never counts another tenant, and refuses another tenant’s header and ids', async () => {
    const other = await seedDecidingSite(server, 'Other Ltd', 'other.example.com', '/vigil/cb');
    try {
      // Their administrator naming our domain counts nothing; our scanner is not theirs.
      expect(await series(other.site.admin, `&domain_ids=${site.domain.id}`)).toEqual({});
      expect((await team(other.site.admin)).oldest_waiting_seconds).toBeNull();
      const scanner = await textScanner(site.domain.id);
      const theirs = await call(
        server,
        other.site.admin,
        'GET',
        `/domain-scanner-settings/${scanner}/what-if`,
      );
      expect(theirs.statusCode).toBe(404);
      for (const path of ['decisions', 'scores', 'automation', 'team']) {
        const crossed = await server.app.inject({
          method: 'GET',
          url: `/api/analytics/${path}?from=${today}&to=${today}`,
          headers: sessionHeaders(String(other.site.admin.headers.cookie), site.tenantId),
        });
        expect(crossed.statusCode).toBe(401);
        expect(crossed.json()).toEqual({ message: TENANT_NOT_FOUND_MESSAGE });
      }
    } finally {
      await other.receiver.stop();
    }
  });
});
