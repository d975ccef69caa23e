import { z } from 'zod';
import type { AppContext } from '../../context';
import type { JobOutcome, RunningJob } from '../jobs/job-runner';
import { retryAccountEmail } from './account-email-retry';
import { passwordGuessingEmail, secondFactorGuessingEmail } from './account-emails';
import { SIGN_IN_WARNING_JOB_KIND } from '../auth/guess-throttle';
import { findUserByEmail, findUserInTenant } from '../auth/user.queries';

const ZPayload = z.object({
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('password'), email: z.string() }),
    z.object({ kind: z.literal('second-factor'), tenantId: z.string(), userId: z.string() }),
  ]),
  failures: z.number().int().positive(),
});

/**
 * Emails the owner of an account being guessed (decision 0121). Queued by the guess limits
 * for any account name, real or not, so a reply never shows whether one exists; here, out of
 * the request, an email that belongs to nobody is simply dropped.
 */
async function sendWarning(ctx: AppContext, job: RunningJob): Promise<JobOutcome> {
  const parsed = ZPayload.safeParse(job.payload);
  if (!parsed.success) return { outcome: 'failed', error: 'unreadable payload' };
  const { target, failures } = parsed.data;
  const { db } = ctx.database;
  const user =
    target.kind === 'password'
      ? await findUserByEmail(db, target.email)
      : await findUserInTenant(db, target.tenantId, target.userId);
  if (!user) return { outcome: 'done' };
  const input = { to: user.email, name: user.name, failures, consoleUrl: ctx.config.publicUrl };
  const message =
    target.kind === 'password' ? passwordGuessingEmail(input) : secondFactorGuessingEmail(input);
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    return retryAccountEmail(ctx, job, error);
  }
  return { outcome: 'done' };
}

export function registerSignInWarningJob(ctx: AppContext): void {
  ctx.jobs.register(SIGN_IN_WARNING_JOB_KIND, (job) => sendWarning(ctx, job));
}
