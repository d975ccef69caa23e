import { zMessageWithData } from '../common/envelopes';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZTransparencyReportSchema } from './transparency-report';

/**
 * An administrator's "Generate this month so far": a partial report of the current UTC month
 * up to today, replacing an earlier partial one, itself replaced by the final report on the
 * first of the next month (decision 0161). 409 once the month has its final report.
 */
export const ZGenerateTransparencyReportResponseSchema =
  zMessageWithData(ZTransparencyReportSchema);

export const generateTransparencyReportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/transparency-reports',
  summary: 'Generate the current month’s transparency report so far (partial)',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  status: 201,
  errors: [409],
  response: ZGenerateTransparencyReportResponseSchema,
});
