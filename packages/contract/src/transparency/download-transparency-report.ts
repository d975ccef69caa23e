import { z } from 'zod';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';

/**
 * A report's files (decision 0161): the canonical CSV, whose SHA-256 the list and the PDF
 * show, and the PDF drawn from the same stored figures. Another tenant's report, or an
 * unknown id, is 404 — never its bytes.
 */
export const ZTransparencyReportFileSchema = z.string();

export const downloadTransparencyReportCsvEndpoint = defineEndpoint({
  method: 'GET',
  path: '/transparency-reports/:id/csv',
  summary: 'Download a transparency report as CSV (the bytes its SHA-256 is of)',
  access: 'session',
  roles: ALL_ROLES,
  status: 200,
  params: ZIdParamsSchema,
  download: { mediaType: 'text/csv', extension: 'csv' },
  response: ZTransparencyReportFileSchema,
});

export const downloadTransparencyReportPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/transparency-reports/:id/pdf',
  summary: 'Download a transparency report as PDF',
  access: 'session',
  roles: ALL_ROLES,
  status: 200,
  params: ZIdParamsSchema,
  download: { mediaType: 'application/pdf', extension: 'pdf' },
  response: ZTransparencyReportFileSchema,
});
