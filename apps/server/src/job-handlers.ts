import type { AppContext } from './context';
import { registerPasswordResetEmailJob } from './modules/accounts/accounts.service';
import { registerRegistrationEmailJob } from './modules/accounts/registration';
import { registerSignInWarningJob } from './modules/accounts/sign-in-warning-job';
import { registerCallbackJob } from './modules/callbacks/callback-job';
import { registerScanJob } from './modules/engine/scan-job';
import { registerHousekeepingJob } from './modules/housekeeping/housekeeping-job';
import { registerTransparencyJob } from './modules/transparency/transparency-job';

/**
 * Every kind of durable job and the module that runs it, registered once per context. Wired
 * here at the top, beside app.ts, so the jobs module (the runner) never imports the features
 * that use it (decision 0130). The list is in one place, so a job kind without a handler is
 * easy to spot.
 */
export function registerJobHandlers(ctx: AppContext): void {
  registerScanJob(ctx);
  registerCallbackJob(ctx);
  registerHousekeepingJob(ctx);
  registerRegistrationEmailJob(ctx);
  registerPasswordResetEmailJob(ctx);
  registerSignInWarningJob(ctx);
  registerTransparencyJob(ctx);
}
