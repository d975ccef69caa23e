import { createStore } from '../lib/create-store';

/** Number of non-quiet calls in flight; the top progress bar shows while it is above zero. */
export const apiActivityStore = createStore<number>(0);

export function trackApiActivity(): () => void {
  apiActivityStore.set((count) => count + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    apiActivityStore.set((count) => Math.max(0, count - 1));
  };
}
