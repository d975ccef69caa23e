import type { AppContext } from '../../context';
import { registerPasswordResetEmailJob } from '../accounts/accounts.service';
import { registerRegistrationEmailJob } from '../accounts/registration';
import { registerSignInWarningJob } from '../auth/sign-in-warning-job';
import { registerCallbackJob } from '../callbacks/callback-job';
import { registerScanJob } from '../engine/scan-job';
import { registerHousekeepingJob } from '../housekeeping/housekeeping-job';

/**
 * Every kind of durable job and the module that runs it, registered once per context. The
 * list is here, not spread over modules, so a job kind without a handler is easy to spot.
 */
export function registerJobHandlers(ctx: AppContext): void {
  registerScanJob(ctx);
  registerCallbackJob(ctx);
  registerHousekeepingJob(ctx);
  registerRegistrationEmailJob(ctx);
  registerPasswordResetEmailJob(ctx);
  registerSignInWarningJob(ctx);
}
