import type { FastifyInstance } from 'fastify';
import {
  TRANSPARENCY_MESSAGES,
  downloadTransparencyReportCsvEndpoint,
  downloadTransparencyReportPdfEndpoint,
  generateTransparencyReportEndpoint,
  listTransparencyReportsEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerDownload } from '../../http/register-download';
import { registerEndpoint } from '../../http/register-endpoint';
import { HttpError, notFound } from '../../lib/http-errors';
import { generateReport } from './generate-report';
import { reportFileName, storedFigures, toReportItem } from './report-item';
import { monthOf } from './report-months';
import { reportPdf } from './report-pdf';
import { findReportForMonth, findReportRow, listReportRows } from './transparency.queries';

/**
 * Spec §7 GET /transparency-reports and the report's files, scoped by the session's tenant
 * (another tenant's id is 404, the same as an unknown one), and an administrator's partial
 * report of the month so far (decision 0161).
 */
export function registerTransparencyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  registerEndpoint(app, ctx, listTransparencyReportsEndpoint, async ({ auth }) => ({
    data: (await listReportRows(db, auth.tenantId)).map(toReportItem),
  }));

  registerEndpoint(app, ctx, generateTransparencyReportEndpoint, async ({ auth }) => {
    const now = ctx.clock.now();
    const month = monthOf(now);
    const written = await generateReport(ctx, {
      tenantId: auth.tenantId,
      month,
      status: 'partial',
      generatedBy: auth.userId,
      now,
    });
    if (!written) throw new HttpError(409, TRANSPARENCY_MESSAGES.monthIsFinal);
    const row = await findReportForMonth(db, auth.tenantId, month);
    if (!row) throw new Error('A report just stored could not be read back');
    return { message: TRANSPARENCY_MESSAGES.generated, data: toReportItem(row) };
  });

  registerDownload(app, ctx, downloadTransparencyReportCsvEndpoint, async ({ auth, params }) => {
    const row = await findReportRow(db, auth.tenantId, params.id);
    if (!row) throw notFound(TRANSPARENCY_MESSAGES.notFound);
    // The stored bytes, never written again: the ones the SHA-256 was taken of.
    return { fileName: reportFileName(row, 'csv'), body: Buffer.from(row.csv, 'utf8') };
  });

  registerDownload(app, ctx, downloadTransparencyReportPdfEndpoint, async ({ auth, params }) => {
    const row = await findReportRow(db, auth.tenantId, params.id);
    if (!row) throw notFound(TRANSPARENCY_MESSAGES.notFound);
    return {
      fileName: reportFileName(row, 'pdf'),
      body: await reportPdf(storedFigures(row), row.sha256),
    };
  });
}
