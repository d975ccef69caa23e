/**
 * A month of known data makes a report whose every figure is what was done that month
 * (decision 0160): stated by hand for the known month, and each equal to a direct count over
 * the reports table written here, independently of the roll-ups. The stored report does not
 * change when the month's items change later.
 */
import { responseTimeBucket, type TTransparencyFigures } from '@vigil/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { generateReport } from './generate-report';
import { reportFigures } from './report-figures';
import { storedFigures } from './report-item';
import { findReportForMonth } from './transparency.queries';
import {
  FIRST_OF_NOVEMBER,
  KNOWN_MONTH,
  seedKnownMonth,
  type KnownTenant,
} from './transparency-test-kit';

const FROM = '2026-10-01T00:00:00.000Z';
const TO = '2026-11-01T00:00:00.000Z';

describe('a transparency report of a month of known data', () => {
  let server: TestServer;
  let known: KnownTenant;
  let figures: TTransparencyFigures;

  beforeAll(async () => {
    server = await createTestServer();
    known = await seedKnownMonth(server, 'Known Month');
    server.clock.set(FIRST_OF_NOVEMBER);
    const written = await generateReport(server.ctx, {
      tenantId: known.tenantId,
      month: KNOWN_MONTH,
      status: 'final',
      generatedBy: null,
      now: server.clock.now(),
    });
    expect(written).toBe(true);
    const row = await findReportForMonth(server.ctx.database.db, known.tenantId, KNOWN_MONTH);
    if (!row) throw new Error('no report stored');
    figures = storedFigures(row);
  });
  afterAll(async () => {
    await server.close();
  });

  const db = () => server.ctx.database.db;
  const reports = () => db().selectFrom('reports').where('tenant_id', '=', known.tenantId);
  const countOf = async (query: ReturnType<typeof reports>) =>
    Number(
      (await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())
        ?.n ?? 0,
    );
  const inMonth = (column: 'submitted_at' | 'decided_at' | 'first_decided_at' | 'scanned_at') =>
    reports().where(column, '>=', FROM).where(column, '<', TO);

  it('states the period, the status and the tenant', () => {
    expect(figures).toMatchObject({
      format: 1,
      tenant: 'Known Month',
      month: '2026-10',
      period: { from: '2026-10-01', to: '2026-10-31' },
      status: 'final',
      generated_at: '2026-11-01T00:00:05Z',
    });
  });

  it('counts the items received by content type and domain, the deleted domain apart', async () => {
    expect(figures.items.total).toBe(9);
    expect(figures.items.by_content_type).toEqual([
      { content_type: 'text', count: 7 },
      { content_type: 'image', count: 1 },
      { content_type: 'video', count: 1 },
    ]);
    expect(figures.items.by_domain).toEqual([
      {
        domain: 'one.knownmonth.test',
        deleted: false,
        by_content_type: [
          { content_type: 'text', count: 4 },
          { content_type: 'video', count: 1 },
        ],
        total: 5,
      },
      {
        domain: 'two.knownmonth.test',
        deleted: false,
        by_content_type: [
          { content_type: 'text', count: 2 },
          { content_type: 'image', count: 1 },
        ],
        total: 3,
      },
      {
        domain: 'Deleted domains',
        deleted: true,
        by_content_type: [{ content_type: 'text', count: 1 }],
        total: 1,
      },
    ]);
    // Directly: the reports submitted in the month, by type and by domain.
    expect(figures.items.total).toBe(await countOf(inMonth('submitted_at')));
    for (const entry of figures.items.by_content_type) {
      expect(entry.count).toBe(
        await countOf(inMonth('submitted_at').where('content_type', '=', entry.content_type)),
      );
    }
    expect(figures.items.by_domain.find((entry) => entry.deleted)?.total).toBe(
      await countOf(inMonth('submitted_at').where('domain_id', 'is', null)),
    );
  });

  it('counts the measures by type, category and detection method', async () => {
    expect(figures.measures.by_type).toEqual({
      AUTO_UNPUBLISHED: 2,
      MANUALLY_UNPUBLISHED: 3,
      MANUALLY_IGNORED: 2,
      total: 7,
    });
    expect(
      figures.measures.by_category.map((entry) => [entry.category_id, entry.counts.total]),
    ).toEqual([
      // Most first, then by name: Harassment, Hate, Nudity · Image, Profanity, Spam.
      ['text-harassment', 1],
      ['text-hate', 1],
      ['image-nudity', 1],
      ['text-profanity', 1],
      ['text-spam', 1],
      [null, 2],
    ]);
    expect(figures.measures.by_category.at(-1)).toMatchObject({
      category: 'No category scored it',
      counts: { AUTO_UNPUBLISHED: 1, MANUALLY_UNPUBLISHED: 1, MANUALLY_IGNORED: 0 },
    });
    expect(figures.measures.by_detection).toEqual([
      {
        detection: 'automated',
        counts: { AUTO_UNPUBLISHED: 2, MANUALLY_UNPUBLISHED: 1, MANUALLY_IGNORED: 2, total: 5 },
      },
      {
        detection: 'human',
        counts: { AUTO_UNPUBLISHED: 0, MANUALLY_UNPUBLISHED: 2, MANUALLY_IGNORED: 0, total: 2 },
      },
    ]);
    // Directly: decided in the month, by status; by category; by the engine's verdict.
    for (const status of [
      'AUTO_UNPUBLISHED',
      'MANUALLY_UNPUBLISHED',
      'MANUALLY_IGNORED',
    ] as const) {
      expect(figures.measures.by_type[status]).toBe(
        await countOf(inMonth('decided_at').where('status', '=', status)),
      );
      for (const entry of figures.measures.by_category) {
        const query = inMonth('decided_at').where('status', '=', status);
        expect(entry.counts[status]).toBe(
          await countOf(
            entry.category_id === null
              ? query.where('top_category_id', 'is', null)
              : query.where('top_category_id', '=', entry.category_id),
          ),
        );
      }
      const automated = await countOf(
        inMonth('decided_at')
          .where('status', '=', status)
          .where('automated_status', 'in', ['MODERATE', 'AUTO_UNPUBLISHED']),
      );
      expect(figures.measures.by_detection[0]?.counts[status]).toBe(automated);
      expect(figures.measures.by_detection[1]?.counts[status]).toBe(
        (await countOf(inMonth('decided_at').where('status', '=', status))) - automated,
      );
    }
  });

  it('states the median time to decision and the moderators who acted', async () => {
    expect(figures.response).toEqual({ decided: 9, median_seconds: 5 });
    expect(figures.moderators).toBe(2);
    // Directly: the lower median of the times to the first final decision, at the buckets'
    // resolution; the people behind the month's decisions.
    const times = (
      await inMonth('first_decided_at').select(['submitted_at', 'first_decided_at']).execute()
    )
      .map((row) => (Date.parse(row.first_decided_at ?? '') - Date.parse(row.submitted_at)) / 1000)
      .sort((x, y) => x - y);
    expect(figures.response.decided).toBe(times.length);
    expect(figures.response.median_seconds).toBe(
      responseTimeBucket(Math.floor(times[Math.ceil(times.length / 2) - 1] ?? 0)),
    );
    const people = await inMonth('decided_at')
      .where('status', 'in', ['MANUALLY_UNPUBLISHED', 'MANUALLY_IGNORED'])
      .select(sql<number | string>`count(distinct decided_by)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(figures.moderators).toBe(Number(people.n));
  });

  it('names the automated means with their outcomes and how many a person overturned', async () => {
    expect(figures.automated_means).toEqual([
      {
        means_id: '1',
        means: 'Text scanner',
        items_scanned: 4,
        outcomes: [
          { outcome: 'AUTO_UNPUBLISHED', decisions: 2, overturned: 1 },
          { outcome: 'CLEAN', decisions: 1, overturned: 1 },
          { outcome: 'MODERATE', decisions: 1, overturned: 0 },
        ],
      },
      {
        means_id: '2',
        means: 'Image scanner',
        items_scanned: 1,
        outcomes: [{ outcome: 'MODERATE', decisions: 1, overturned: 0 }],
      },
      {
        means_id: '3',
        means: 'Video scanner',
        items_scanned: 1,
        outcomes: [{ outcome: 'CLEAN', decisions: 1, overturned: 0 }],
      },
      {
        means_id: 'none',
        means: 'Domain rules, or no scanner scored the item',
        items_scanned: null,
        outcomes: [
          { outcome: 'AUTO_UNPUBLISHED', decisions: 1, overturned: 0 },
          { outcome: 'CLEAN', decisions: 1, overturned: 0 },
        ],
      },
    ]);
    expect(figures.extractors).toEqual([
      { extractor_id: 'html-text', extractor: 'HTML text', items: 4 },
    ]);
    // Directly: the engine's verdicts of the month, and those a person went against.
    for (const verdict of ['AUTO_UNPUBLISHED', 'CLEAN', 'MODERATE'] as const) {
      const all = figures.automated_means.flatMap((means) =>
        means.outcomes.filter((entry) => entry.outcome === verdict),
      );
      expect(all.reduce((sum, entry) => sum + entry.decisions, 0)).toBe(
        await countOf(inMonth('scanned_at').where('automated_status', '=', verdict)),
      );
      const against = verdict === 'CLEAN' ? 'MANUALLY_UNPUBLISHED' : 'MANUALLY_IGNORED';
      expect(all.reduce((sum, entry) => sum + entry.overturned, 0)).toBe(
        await countOf(
          inMonth('scanned_at')
            .where('automated_status', '=', verdict)
            .where('status', '=', against),
        ),
      );
    }
  });

  it('equals the same figures counted by plain queries over the reports', async () => {
    const request = {
      tenantId: known.tenantId,
      tenantName: 'Known Month',
      month: KNOWN_MONTH,
      period: figures.period,
      status: 'final' as const,
      generatedAt: figures.generated_at,
    };
    expect(await reportFigures(server.ctx, request, 'plain')).toEqual(figures);
  });

  it('stays as generated when the month’s items change afterwards', async () => {
    const { writer, reports: items, people } = known;
    const before = await findReportForMonth(db(), known.tenantId, KNOWN_MONTH);
    const g = items.G;
    const a = items.A;
    if (!g || !a) throw new Error('missing items');
    await writer.decide(
      new Date('2026-11-02T10:00:00.000Z'),
      g,
      'MANUALLY_IGNORED',
      people.moderator,
    );
    await writer.decide(new Date('2026-11-03T10:00:00.000Z'), a, 'MANUALLY_IGNORED', people.admin);
    server.clock.set('2026-11-04T00:00:00.000Z');
    const again = await generateReport(server.ctx, {
      tenantId: known.tenantId,
      month: KNOWN_MONTH,
      status: 'final',
      generatedBy: null,
      now: server.clock.now(),
    });
    expect(again).toBe(false);
    expect(await findReportForMonth(db(), known.tenantId, KNOWN_MONTH)).toEqual(before);
    // The roll-ups, which count the present, moved: the report did not.
    const now = await reportFigures(server.ctx, {
      tenantId: known.tenantId,
      tenantName: 'Known Month',
      month: KNOWN_MONTH,
      period: figures.period,
      status: 'final',
      generatedAt: figures.generated_at,
    });
    expect(now.automated_means[0]?.outcomes).toEqual([
      { outcome: 'AUTO_UNPUBLISHED', decisions: 2, overturned: 2 },
      { outcome: 'CLEAN', decisions: 1, overturned: 1 },
      { outcome: 'MODERATE', decisions: 1, overturned: 1 },
    ]);
  });
});
