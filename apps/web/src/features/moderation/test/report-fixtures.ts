/** Report records and list answers for the queue's tests, shaped by the contract. */
import type { TListReportsResponse, TReportRecord } from '@vigil/contract';

export function reportRecord(id: string, overrides: Partial<TReportRecord> = {}): TReportRecord {
  return {
    _id: id,
    utc_datetime: '2024-06-10T12:00:00Z',
    status: 'MODERATE',
    domain: 'blog.example.com',
    scheme: 'https',
    cms_meta: { post_id: 12, comment_id: id },
    access_key: 'ak_blog',
    username: `user-${id}`,
    content_type: 'text',
    content: `Comment ${id}`,
    artifact_path: null,
    top_category: { name: 'Insult', score: 72 },
    categories: [
      { id: 'insult', name: 'Insult', score: 72, extractor_id: 'html-text', scanner_id: 1 },
    ],
    extracted_text: null,
    status_reason: 'Scores',
    decision_source: 'automated',
    decided_by: null,
    decided_at: '2024-06-10T12:00:05Z',
    updated_at: '2024-06-10T12:00:05Z',
    ...overrides,
  };
}

export function reportPage(
  data: TReportRecord[],
  cursors: { next?: string | null; poll?: string } = {},
): { status: number; body: TListReportsResponse } {
  return {
    status: 200,
    body: { data, next_cursor: cursors.next ?? null, poll_cursor: cursors.poll ?? 'poll-1' },
  };
}

/** A 1×1 PNG. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
