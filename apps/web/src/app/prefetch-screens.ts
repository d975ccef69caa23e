import { CONSOLE_SCREENS, SCREEN_MODULES, type ScreenName } from './screen-modules';

/**
 * Fetches a screen's code ahead of the click that needs it. A failure is not reported here:
 * the navigation itself fetches again and shows the load error if it fails too.
 */
export function prefetchScreen(name: ScreenName): void {
  SCREEN_MODULES[name]().catch(() => undefined);
}

/** The console screen behind a navigation link, fetched when the pointer or focus reaches it. */
export function prefetchPath(path: string): void {
  const name = CONSOLE_SCREENS[path];
  if (name) prefetchScreen(name);
}

/**
 * While someone types their credentials, the console's frame and the dashboard they land on
 * arrive in the background (decision 0172), once the browser has nothing else to do.
 */
export function prefetchLandingWhenIdle(): () => void {
  const start = () => {
    prefetchScreen('console');
    prefetchScreen('dashboard');
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, 2_000);
  return () => window.clearTimeout(timer);
}
