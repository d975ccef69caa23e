/**
 * The Streams what-if (decision 0170) against the engine's own rule: for items one category
 * scored, what whatIfCounts says the handles would do equals what decide() (decision 0082)
 * decides for the same scores at the same thresholds, for random scores and thresholds; and
 * `actual` is what the engine really decided. Only the domain's items of the last
 * WHAT_IF_DAYS days count.
 */
import fc from 'fast-check';
import {
  SCORE_BUCKET_COUNT,
  THRESHOLD_STEP,
  WHAT_IF_DAYS,
  ZGetThresholdWhatIfResponseSchema,
  emptyVerdictCounts,
  whatIfCounts,
  type CategoryVerdict,
  type TThresholdWhatIf,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import {
  historyWriter,
  seedDashboardSite,
  type DashboardSite,
} from '../dashboard/dashboard-test-kit';
import { decide, type AutomatedStatus } from '../engine/decide';
import { call } from '../users/users-test-kit';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 5, 15, 12);
const CATEGORIES = ['text-profanity', 'text-hate', 'text-spam'] as const;
const SPLIT: Readonly<Record<AutomatedStatus, CategoryVerdict>> = {
  CLEAN: 'passed',
  MODERATE: 'review',
  AUTO_UNPUBLISHED: 'unpublished',
};

const itemArbitrary = fc.record({
  category: fc.constantFrom(...CATEGORIES),
  score: fc.oneof(fc.constantFrom(0, 4, 5, 49, 50, 95, 99, 100), fc.integer({ min: 0, max: 100 })),
  verdict: fc.constantFrom<AutomatedStatus>('CLEAN', 'MODERATE', 'AUTO_UNPUBLISHED'),
  /** Days before now; WHAT_IF_DAYS and more fall outside the window. */
  daysAgo: fc.integer({ min: 0, max: WHAT_IF_DAYS + 5 }),
  /** 1: another domain, whose items the what-if of domain 0 never counts. */
  domain: fc.constantFrom(0, 0, 0, 1),
  person: fc.constantFrom(undefined, 'MANUALLY_IGNORED' as const, 'MANUALLY_UNPUBLISHED' as const),
});
type Item = typeof itemArbitrary extends fc.Arbitrary<infer T> ? T : never;

const thresholdArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }))
  .map(([a, b]) => ({
    moderation_threshold: Math.min(a, b) * THRESHOLD_STEP,
    unpublish_threshold: Math.max(a, b) * THRESHOLD_STEP,
  }));

describe('the Streams what-if', () => {
  let server: TestServer;
  let runs = 0;

  beforeAll(async () => {
    server = await createTestServer();
    server.clock.set(new Date(NOW));
  });
  afterAll(async () => {
    await server.close();
  });

  async function textScannerOf(site: DashboardSite, index: number): Promise<string> {
    const row = await server.ctx.database.db
      .selectFrom('domain_scanners')
      .select('id')
      .where('domain_id', '=', site.domains[index]?.id ?? '')
      .where('scanner_id', '=', 1)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function write(site: DashboardSite, items: readonly Item[]): Promise<void> {
    const writer = historyWriter(server, site.tenantId);
    for (const item of items) {
      const domain = site.domains[item.domain];
      if (!domain) throw new Error('no domain');
      // Submitted and scanned on the same day, an hour apart, before now.
      const scanned = NOW - item.daysAgo * DAY_MS - 2 * 3_600_000;
      const report = await writer.submit(new Date(scanned - 3_600_000), domain, 'text', 'ann');
      await writer.scan(new Date(scanned), report, item.verdict, {
        topCategoryId: item.category,
        scores: { [item.category]: item.score },
        scannerIds: '1',
        extractorIds: '',
      });
      // A person's later decision does not change what the engine decided.
      if (item.person) {
        await writer.decide(new Date(scanned + 60_000), report, item.person, {
          id: site.people.admin.id,
          name: 'admin',
        });
      }
    }
  }

  const whatIf = async (site: DashboardSite, scannerId: string): Promise<TThresholdWhatIf> => {
    const response = await call(
      server,
      site.people.admin,
      'GET',
      `/domain-scanner-settings/${scannerId}/what-if`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return ZGetThresholdWhatIfResponseSchema.parse(response.json()).data;
  };

  it('would do what the engine’s rule decides, for one-category items and random thresholds', async () => {
    let counted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(itemArbitrary, { minLength: 1, maxLength: 25 }),
        fc.array(thresholdArbitrary, { minLength: 1, maxLength: 4 }),
        async (items, pairs) => {
          runs += 1;
          const site = await seedDashboardSite(server, `What if ${runs}`);
          await write(site, items);
          const answer = await whatIf(site, await textScannerOf(site, 0));
          expect(answer.to).toBe('2026-06-15');
          expect(answer.from).toBe('2026-05-17');
          // Every category of the text scanner, each with every bucket.
          expect(answer.categories.map((category) => category.category_id)).toContain(
            'text-personal-data',
          );
          const shown = items.filter((item) => item.domain === 0 && item.daysAgo < WHAT_IF_DAYS);
          counted += shown.length;
          for (const category of answer.categories) {
            expect(category.buckets).toHaveLength(SCORE_BUCKET_COUNT);
            const mine = shown.filter((item) => item.category === category.category_id);
            for (const pair of pairs) {
              const expected = { would: emptyVerdictCounts(), actual: emptyVerdictCounts() };
              for (const item of mine) {
                const decision = decide({
                  scores: { [item.category]: item.score },
                  thresholds: new Map([
                    [
                      item.category,
                      {
                        moderation: pair.moderation_threshold,
                        unpublish: pair.unpublish_threshold,
                      },
                    ],
                  ]),
                  unavailableScannerIds: [],
                  covered: true,
                });
                expected.would[SPLIT[decision.status]] += 1;
                expected.actual[SPLIT[item.verdict]] += 1;
              }
              expect(whatIfCounts(category.buckets, pair), category.category_id).toEqual(expected);
            }
          }
        },
      ),
      { numRuns: 10 },
    );
    expect(counted).toBeGreaterThan(0);
  }, 120_000);
});
