import { describe, expect, it } from 'vitest';
import { ZGetArtifactResponseSchema } from './get-artifact';
import { REPORT_PAGE_DEFAULT, ZListReportsQuerySchema } from './list-reports';
import { ZReportRecordSchema } from './report-record';

const record = {
  _id: 'r-1',
  utc_datetime: '2024-06-10T12:00:00Z',
  status: 'MODERATE',
  domain: 'blog.example.com',
  scheme: 'https',
  cms_meta: { post_id: 12 },
  access_key: 'ak_123',
  username: 'ada',
  content_type: 'text',
  content: 'hello',
  artifact_path: null,
  top_category: { name: 'Spam', score: 85 },
  categories: [
    { id: 'text-spam', name: 'Spam', score: 85, extractor_id: 'html-text', scanner_id: 1 },
  ],
  extracted_text: 'hello',
  status_reason: 'Scores',
  decision_source: 'automated',
  decided_by: null,
  decided_at: '2024-06-10T12:00:05Z',
  updated_at: '2024-06-10T12:00:05Z',
};

describe('ZReportRecordSchema', () => {
  it('accepts a status the console does not know, to show it raw', () => {
    expect(ZReportRecordSchema.parse({ ...record, status: 'ESCALATED' }).status).toBe('ESCALATED');
  });

  it('keeps no local _new flag from the wire', () => {
    expect(ZReportRecordSchema.parse({ ...record, _new: true })).not.toHaveProperty('_new');
  });

  it('refuses a timestamp that is not UTC', () => {
    expect(
      ZReportRecordSchema.safeParse({ ...record, utc_datetime: '2024-06-10T12:00:00+02:00' })
        .success,
    ).toBe(false);
  });
});

describe('ZListReportsQuerySchema', () => {
  it('defaults to newest first', () => {
    expect(ZListReportsQuerySchema.parse({})).toEqual({
      sort: 'utc_datetime',
      direction: 'desc',
      limit: REPORT_PAGE_DEFAULT,
    });
  });

  it('takes known statuses only and no other sort', () => {
    expect(ZListReportsQuerySchema.safeParse({ status: 'CLEAN' }).success).toBe(true);
    expect(ZListReportsQuerySchema.safeParse({ status: 'all' }).success).toBe(false);
    expect(ZListReportsQuerySchema.safeParse({ sort: 'domain' }).success).toBe(false);
  });
});

describe('ZGetArtifactResponseSchema', () => {
  it('answers a URL or false, never true', () => {
    expect(ZGetArtifactResponseSchema.parse({ artifact_url: false })).toEqual({
      artifact_url: false,
    });
    expect(
      ZGetArtifactResponseSchema.safeParse({ artifact_url: 'https://cdn/x.mp4' }).success,
    ).toBe(true);
    expect(ZGetArtifactResponseSchema.safeParse({ artifact_url: true }).success).toBe(false);
  });
});
