/** A stored report as the list answers it (decision 0161): its summary read from its figures. */
import {
  API_PREFIX,
  ZTransparencyFiguresSchema,
  automatedDecisionsOverturned,
  buildPath,
  downloadTransparencyReportCsvEndpoint,
  downloadTransparencyReportPdfEndpoint,
  type TTransparencyFigures,
  type TTransparencyReport,
} from '@vigil/contract';
import { toApiTimestamp } from '../../lib/clock';
import type { TransparencyReportRow } from './transparency.queries';

export function storedFigures(row: Pick<TransparencyReportRow, 'figures'>): TTransparencyFigures {
  return ZTransparencyFiguresSchema.parse(JSON.parse(row.figures));
}

export function toReportItem(row: TransparencyReportRow): TTransparencyReport {
  const figures = storedFigures(row);
  const measures = figures.measures.by_type;
  const path = (endpoint: { path: string }) =>
    API_PREFIX + buildPath(endpoint.path, { id: row.id });
  return {
    id: row.id,
    month: row.month,
    status: row.status,
    period: { from: row.period_from, to: row.period_to },
    generated_at: toApiTimestamp(row.generated_at),
    sha256: row.sha256,
    summary: {
      items_received: figures.items.total,
      auto_unpublished: measures.AUTO_UNPUBLISHED,
      unpublished_by_moderators: measures.MANUALLY_UNPUBLISHED,
      approved_by_moderators: measures.MANUALLY_IGNORED,
      median_response_seconds: figures.response.median_seconds,
      moderators: figures.moderators,
      automated_overturned_share: automatedDecisionsOverturned(figures).share,
    },
    downloads: {
      csv: path(downloadTransparencyReportCsvEndpoint),
      pdf: path(downloadTransparencyReportPdfEndpoint),
    },
  };
}

/** `transparency-report-2026-10.csv`; a partial one says so in its name. */
export function reportFileName(row: TransparencyReportRow, extension: 'csv' | 'pdf'): string {
  const partial = row.status === 'partial' ? '-partial' : '';
  return `transparency-report-${row.month}${partial}.${extension}`;
}
