import { z } from 'zod';
import { ZUtcTimestampSchema } from '../common/dates';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';

/**
 * What the engine has yet to decide on this domain (issue 18, decision 0198): items received
 * and not yet scanned and decided (status PENDING: in the queue of scans, waiting for credits,
 * or for media to be fetched), and when the oldest of them was submitted. Shown on the
 * Plugins tab, so an owner sees the scanners falling behind before moderators do.
 */
export const ZDomainScanBacklogSchema = z.object({
  waiting: z.number().int().nonnegative(),
  /** null when nothing waits. */
  oldest_submitted_at: ZUtcTimestampSchema.nullable(),
});
export type TDomainScanBacklog = z.infer<typeof ZDomainScanBacklogSchema>;

export const ZGetDomainScanBacklogResponseSchema = z.object({ data: ZDomainScanBacklogSchema });
export type TGetDomainScanBacklogResponse = z.infer<typeof ZGetDomainScanBacklogResponseSchema>;

/** How often the Plugins tab reads the backlog again while it is open. */
export const SCAN_BACKLOG_POLL_INTERVAL_MS = 10_000;

export const getDomainScanBacklogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/domains/:id/scan-backlog',
  summary: 'How many of a domain’s items wait for their scan, and since when',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZIdParamsSchema,
  status: 200,
  response: ZGetDomainScanBacklogResponseSchema,
});
