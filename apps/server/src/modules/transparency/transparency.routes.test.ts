/**
 * GET /transparency-reports, POST /transparency-reports (the month so far) and the report's
 * CSV and PDF (decision 0161): newest first with the summary and the hash; the CSV's bytes are
 * the hashed ones; the PDF's text shows the figures and the hash; roles; and another tenant's
 * report answers 404, never its bytes.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  TRANSPARENCY_MESSAGES,
  ZGenerateTransparencyReportResponseSchema,
  ZListTransparencyReportsResponseSchema,
  type TTransparencyReport,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { call, type SignedIn } from '../users/users-test-kit';
import { generateDueReports } from './generate-report';
import { seedKnownMonth, type KnownTenant } from './transparency-test-kit';

/** The PDF's text as pdftotext (Debian's poppler-utils, installed by .ci/run) reads it. */
function pdfText(bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-pdf-')), 'report.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('the transparency report routes', () => {
  let server: TestServer;
  let known: KnownTenant;
  let other: KnownTenant;

  beforeAll(async () => {
    server = await createTestServer();
    known = await seedKnownMonth(server, 'Route Tenant');
    other = await seedKnownMonth(server, 'Other Tenant');
    server.clock.set('2026-11-01T00:00:05.000Z');
    await generateDueReports(server.ctx, server.clock.now());
    server.clock.set('2026-11-21T09:00:00.000Z');
  });
  afterAll(async () => {
    await server.close();
  });

  async function list(who: SignedIn): Promise<TTransparencyReport[]> {
    const response = await call(server, who, 'GET', '/transparency-reports');
    expect(response.statusCode, response.body).toBe(200);
    return ZListTransparencyReportsResponseSchema.parse(response.json()).data;
  }
  const download = (who: SignedIn, url: string) =>
    server.app.inject({ method: 'GET', url, headers: who.headers });

  it('lists the reports newest first, with their summary, hash and downloads, to every role', async () => {
    const reports = await list(known.viewer);
    expect(reports.map((report) => [report.month, report.status])).toEqual([
      ['2026-10', 'final'],
      ['2026-09', 'final'],
    ]);
    const october = reports[0];
    expect(october).toMatchObject({
      period: { from: '2026-10-01', to: '2026-10-31' },
      generated_at: '2026-11-01T00:00:05Z',
      summary: {
        items_received: 9,
        auto_unpublished: 2,
        unpublished_by_moderators: 3,
        approved_by_moderators: 2,
        median_response_seconds: 5,
        moderators: 2,
        automated_overturned_share: 2 / 6,
      },
      downloads: {
        csv: `/api/transparency-reports/${String(october?.id)}/csv`,
        pdf: `/api/transparency-reports/${String(october?.id)}/pdf`,
      },
    });
    expect(await list(known.moderator)).toEqual(reports);
  });

  it('answers the CSV whose SHA-256 the list shows, byte for byte, as an attachment', async () => {
    const [october] = await list(known.admin);
    if (!october) throw new Error('no report');
    const response = await download(known.admin, october.downloads.csv);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transparency-report-2026-10.csv"',
    );
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(october.sha256);
    const lines = response.rawPayload.toString('utf8').split('\r\n');
    expect(lines[0]).toBe('section,figure,item,breakdown,value');
    expect(lines).toContain('report,tenant,,,Route Tenant');
    expect(lines).toContain('items_received,total,,,9');
    expect(lines).toContain('measures,by_type,,auto_unpublished,2');
    expect(lines).toContain('measures,by_detection,human,unpublished_by_moderator,2');
    expect(lines).toContain('automated_means,overturned,Text scanner,passed_as_clean,1');
    expect(lines).toContain('items_received,by_domain,Deleted domains,total,1');
    expect(lines.at(-1)).toBe('');
    // The same bytes on every download.
    expect((await download(known.viewer, october.downloads.csv)).rawPayload).toEqual(
      response.rawPayload,
    );
  });

  it('answers a PDF whose text shows the tenant, the period, the hash and the figures', async () => {
    const [october] = await list(known.admin);
    if (!october) throw new Error('no report');
    const response = await download(known.moderator, october.downloads.pdf);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transparency-report-2026-10.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Transparency report');
    expect(text).toContain('Route Tenant');
    expect(text).toContain('1 October 2026 – 31 October 2026');
    expect(text).toContain(october.sha256);
    expect(text).toMatch(/Items received\s+9/);
    expect(text).toMatch(/Unpublished automatically\s+2/);
    expect(text).toMatch(/Approved by moderators\s+2/);
    expect(text).toMatch(/Automated decisions overturned\s+33\.33%/);
    expect(text).toMatch(/Nudity · Image\s+0\s+1\s+0\s+1/);
    expect(text).toContain('What each figure means');
    expect(text).toMatch(/Page 1 of \d+/);
  });

  it('answers 404 for another tenant’s report and an unknown id, never the bytes', async () => {
    const [theirs] = await list(other.admin);
    if (!theirs) throw new Error('no report');
    for (const url of [theirs.downloads.csv, theirs.downloads.pdf]) {
      const response = await download(known.admin, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: TRANSPARENCY_MESSAGES.notFound });
      expect(response.body).not.toContain(theirs.sha256);
    }
    for (const id of ['nope', 'x'.repeat(300), '%E2%80%AE', "1'%20or%20'1'='1"]) {
      const response = await download(known.admin, `/api/transparency-reports/${id}/csv`);
      expect(response.statusCode, id).toBe(404);
    }
    // A NUL in a path parameter is an unknown path (decision 0124), not a server error.
    const nul = await download(known.admin, '/api/transparency-reports/a%00b/pdf');
    expect(nul.statusCode).toBe(404);
    expect(nul.json()).toEqual({ message: 'Not Found' });
    // Their list is theirs alone.
    expect((await list(known.admin)).map((report) => report.id)).not.toContain(theirs.id);
  });

  it('lets an administrator generate this month so far, replacing the last partial one', async () => {
    for (const who of [known.moderator, known.viewer]) {
      expect((await call(server, who, 'POST', '/transparency-reports')).statusCode).toBe(403);
    }
    const first = await call(server, known.admin, 'POST', '/transparency-reports');
    expect(first.statusCode, first.body).toBe(201);
    const made = ZGenerateTransparencyReportResponseSchema.parse(first.json());
    expect(made.message).toBe(TRANSPARENCY_MESSAGES.generated);
    expect(made.data).toMatchObject({
      month: '2026-11',
      status: 'partial',
      period: { from: '2026-11-01', to: '2026-11-21' },
      generated_at: '2026-11-21T09:00:00Z',
    });
    server.clock.advance(3_600_000);
    const second = ZGenerateTransparencyReportResponseSchema.parse(
      (await call(server, known.admin, 'POST', '/transparency-reports')).json(),
    );
    expect(second.data.id).not.toBe(made.data.id);
    const reports = await list(known.admin);
    expect(reports.map((report) => [report.month, report.status])).toEqual([
      ['2026-11', 'partial'],
      ['2026-10', 'final'],
      ['2026-09', 'final'],
    ]);
    // The replaced partial report is gone: its links answer 404.
    expect((await download(known.admin, made.data.downloads.csv)).statusCode).toBe(404);
    const partialCsv = await download(known.admin, second.data.downloads.csv);
    expect(partialCsv.headers['content-disposition']).toContain(
      'transparency-report-2026-11-partial.csv',
    );
    expect(createHash('sha256').update(partialCsv.rawPayload).digest('hex')).toBe(
      second.data.sha256,
    );
    // Only the other tenant's own reports for them.
    expect((await list(other.admin)).map((report) => report.month)).toEqual(['2026-10', '2026-09']);
  });

  it('answers 409 when the current month has its final report already', async () => {
    // Only possible with a clock set back; the database's rule holds all the same.
    server.clock.set('2026-10-31T23:00:00.000Z');
    const refused = await call(server, known.admin, 'POST', '/transparency-reports');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: TRANSPARENCY_MESSAGES.monthIsFinal });
    server.clock.set('2026-11-21T12:00:00.000Z');
  });
});
