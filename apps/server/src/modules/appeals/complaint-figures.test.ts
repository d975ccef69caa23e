/**
 * The transparency report's complaint figures (decision 0185): appeals received in the month,
 * those decided in it with their outcome, and the median time to decide — written by hand for
 * a month of known appeals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import type { CallbackReceiver } from '../callbacks/callback-receiver-test-kit';
import { seedDecidingSite, submitScanned, type QueueSite } from '../moderation/moderation-test-kit';
import { signedCall } from '../plugin-api/plugin-api-test-kit';
import { reportCsv } from '../transparency/report-csv';
import { reportFigures } from '../transparency/report-figures';
import { call } from '../users/users-test-kit';

const HOUR = 3_600_000;

describe('complaint figures of a transparency report', () => {
  let server: TestServer;
  let site: QueueSite;
  let receiver: CallbackReceiver;
  let next = 0;

  const appealed = async (): Promise<string> => {
    const id = await submitScanned(server, site, `complaint-${(next += 1)}`, 'jackpot');
    const response = await signedCall(server, site, {
      method: 'POST',
      url: `/plugin/v1/content/${id}/appeal`,
      body: { text: 'Please look again.' },
    });
    if (response.statusCode !== 201) throw new Error(`appeal: ${response.body}`);
    return String((response.json() as { data: { id: string } }).data.id);
  };
  const decide = async (id: string, outcome: 'uphold' | 'reverse') => {
    const response = await call(server, site.moderator, 'POST', '/moderation/appeal', {
      id,
      outcome,
    });
    if (response.statusCode !== 200) throw new Error(`decide: ${response.body}`);
  };
  const figuresOf = (month: string, from: string, to: string) =>
    reportFigures(server.ctx, {
      tenantId: site.tenantId,
      tenantName: 'Complaints Ltd',
      month,
      period: { from, to },
      status: 'final',
      generatedAt: '2026-03-01T00:00:00Z',
    });

  beforeAll(async () => {
    server = await createTestServer();
    ({ site, receiver } = await seedDecidingSite(
      server,
      'Complaints Ltd',
      'complaints.example.com',
      '/callback',
    ));
    server.clock.set('2026-01-10T12:00:00.000Z');
    // January: three received; one upheld after 2 h, one reversed after 6 h; one waits into
    // February and is upheld on its first day, three weeks on.
    const first = await appealed();
    const second = await appealed();
    const third = await appealed();
    server.clock.advance(2 * HOUR);
    await decide(first, 'uphold');
    server.clock.advance(4 * HOUR);
    await decide(second, 'reverse');
    server.clock.set('2026-02-01T00:00:00.000Z');
    await decide(third, 'uphold');
  });
  afterAll(async () => {
    await receiver.stop();
    await server.close();
  });

  it('counts the month’s appeals received and decided, with the median time to decide', async () => {
    const january = await figuresOf('2026-01', '2026-01-01', '2026-01-31');
    // Each appeal is filed a few seconds after the last (submitScanned moves the clock).
    expect(january.complaints).toMatchObject({ received: 3, decided: 2, upheld: 1, reversed: 1 });
    const median = january.complaints?.median_seconds_to_decide ?? 0;
    expect(median).toBeGreaterThan(4 * 3600);
    expect(median).toBeLessThan(4 * 3600 + 60);

    const february = await figuresOf('2026-02', '2026-02-01', '2026-02-28');
    expect(february.complaints).toMatchObject({ received: 0, decided: 1, upheld: 1, reversed: 0 });
    expect(february.complaints?.median_seconds_to_decide).toBeGreaterThan(21 * 24 * 3600);
  });

  it('writes them into the CSV, and leaves the median empty when nothing was decided', async () => {
    const csv = reportCsv(await figuresOf('2026-01', '2026-01-01', '2026-01-31'));
    expect(csv).toContain('complaints,received,,,3\r\n');
    expect(csv).toContain('complaints,upheld,,,1\r\n');
    const march = reportCsv(await figuresOf('2026-03', '2026-03-01', '2026-03-31'));
    expect(march).toContain('complaints,received,,,0\r\n');
    expect(march).toContain('complaints,median_seconds_to_decide,,,\r\n');
  });
});
