/** A stored report (with its joined names and its scores) as the API's report record. */
import {
  REPORT_CONTENT_TYPES,
  type ReportContentType,
  type TReportCategoryScore,
  type TReportRecord,
  type TStatementOfReasons,
} from '@vigil/contract';
import { z } from 'zod';
import { toApiTimestamp } from '../../lib/clock';
import type { ReportRecordRow, ReportScoreRow } from '../reports/reports.service';
import { statusReasonText } from './status-reason';

/** What the engine keeps of the extractors' findings (engine/decision-detail.ts). */
const ZStoredExtractionSchema = z.object({
  text: z.string().catch(''),
  metadata_text: z.string().catch(''),
});

/** The visible text, then the metadata text (titles, alt texts), or null when neither. */
export function extractedText(extraction: string | null): string | null {
  if (extraction === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(extraction);
  } catch {
    return null;
  }
  const found = ZStoredExtractionSchema.safeParse(parsed);
  if (!found.success) return null;
  const parts = [found.data.text, found.data.metadata_text].filter((part) => part.trim() !== '');
  return parts.length === 0 ? null : parts.join('\n\n');
}

/** cms_meta as the plugin sent it; the item's id alone should the stored text be unreadable. */
export function cmsMetaObject(json: string, cmsId: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Fall through: the stored text is always an object written by the submission.
  }
  return { id: cmsId };
}

const isContentType = (value: string): value is ReportContentType =>
  (REPORT_CONTENT_TYPES as readonly string[]).includes(value);

function decisionSource(value: string | null): TReportRecord['decision_source'] {
  return value === 'automated' || value === 'human' ? value : null;
}

// One collator for every comparison: localeCompare with options builds one per call.
const CASE_INSENSITIVE = new Intl.Collator('en', { sensitivity: 'base' });
const EXACT = new Intl.Collator('en');
const byName = (a: TReportCategoryScore, b: TReportCategoryScore): number =>
  CASE_INSENSITIVE.compare(a.name, b.name) || EXACT.compare(a.name, b.name);

/** Groups a page's score rows by report. */
export function scoresByReport(
  rows: readonly ReportScoreRow[],
): Map<string, TReportCategoryScore[]> {
  const grouped = new Map<string, TReportCategoryScore[]>();
  for (const row of rows) {
    const list = grouped.get(row.report_id) ?? [];
    list.push({
      id: row.category_id,
      name: row.name,
      score: row.score,
      extractor_id: row.extractor_id,
      scanner_id: row.scanner_id,
    });
    grouped.set(row.report_id, list);
  }
  for (const list of grouped.values()) list.sort(byName);
  return grouped;
}

export function toReportRecord(
  row: ReportRecordRow,
  categories: TReportCategoryScore[],
  /** The standing unpublish's statement of reasons; null for any other status. */
  statement: TStatementOfReasons | null = null,
): TReportRecord {
  return {
    _id: row.id,
    utc_datetime: toApiTimestamp(row.submitted_at),
    status: row.status,
    domain: row.domain,
    scheme: row.scheme,
    cms_meta: cmsMetaObject(row.cms_meta, row.cms_id),
    access_key: row.access_key,
    username: row.username,
    // Stored types are the plugin contract's; text is the safe reading of anything else.
    content_type: isContentType(row.content_type) ? row.content_type : 'text',
    content: row.content,
    artifact_path: row.artifact_path,
    // A top score of 0 means nothing fired: no category to name.
    top_category:
      row.top_category_name !== null && row.top_score !== null && row.top_score > 0
        ? { name: row.top_category_name, score: row.top_score }
        : null,
    categories,
    extracted_text: extractedText(row.extraction),
    status_reason: statusReasonText(row),
    decision_source: decisionSource(row.decision_source),
    decided_by: row.decider_name ?? null,
    decided_at: row.decided_at === null ? null : toApiTimestamp(row.decided_at),
    statement,
    updated_at: toApiTimestamp(row.updated_at),
  };
}
