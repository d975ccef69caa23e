import type { AppContext } from '../../context';
import type { JobOutcome, RunningJob } from '../jobs/job-runner';

/**
 * A mail server that keeps refusing is given up on: the person can sign up or ask again, and a
 * sign-in warning is a courtesy.
 */
const ACCOUNT_EMAIL_MAX_ATTEMPTS = 5;

/**
 * Back-off for an account email job whose send failed (confirmation, reset link, sign-in
 * warning); after the last attempt it is recorded as failed.
 */
export function retryAccountEmail(ctx: AppContext, job: RunningJob, error: unknown): JobOutcome {
  const type = error instanceof Error ? error.name : typeof error;
  // Never the message: it may quote the email, which holds the link.
  ctx.logger.error(
    { job: job.id, attempts: job.attempts, err: { type } },
    'account email could not be sent',
  );
  if (job.attempts >= ACCOUNT_EMAIL_MAX_ATTEMPTS) {
    return { outcome: 'failed', error: `The email could not be sent (${type})` };
  }
  const delayMs = 30_000 * 2 ** (job.attempts - 1);
  return { outcome: 'retry', at: new Date(ctx.clock.now().getTime() + delayMs), error: type };
}
