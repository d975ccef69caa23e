import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { purgeExpiredEmailTokens, purgeSpentRegistrations } from '../accounts/email-links-purge';
import { purgeExpiredSessions } from '../auth/session-purge';
import { purgeExpiredSignInMarks } from '../auth/sign-in-marks-purge';
import { purgeExpiredJobs } from '../jobs/job-purge';
import { purgeExpiredRequestSignatures } from '../plugin-api/signature-purge';
import { purgeExpiredRateLimits } from '../rate-limit/rate-limit-purge';
import { purgeExpiredInvitations } from '../accounts/pending-users';

export interface HousekeepingCounts {
  jobs: number;
  requestSignatures: number;
  sessions: number;
  emailTokens: number;
  pendingRegistrations: number;
  expiredInvitations: number;
  rateLimits: number;
  signInMarks: number;
}

/**
 * Deletes what has outlived its use in every table that only grows. Each module owns its
 * table's rule; this only calls them, one after another (each in bounded batches).
 */
export async function runHousekeeping(
  db: Kysely<Database>,
  now: Date,
): Promise<HousekeepingCounts> {
  return {
    jobs: await purgeExpiredJobs(db, now),
    requestSignatures: await purgeExpiredRequestSignatures(db, now),
    sessions: await purgeExpiredSessions(db, now),
    emailTokens: await purgeExpiredEmailTokens(db, now),
    pendingRegistrations: await purgeSpentRegistrations(db, now),
    expiredInvitations: await purgeExpiredInvitations(db, now),
    rateLimits: await purgeExpiredRateLimits(db, now),
    signInMarks: await purgeExpiredSignInMarks(db, now),
  };
}
