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

/** What says a person has started on the sign-in form: typing, an autofill, a click or a tap. */
const INTERACTIONS = ['keydown', 'input', 'pointerdown'] as const;

/**
 * Once someone starts on the sign-in form, the console's frame and the dashboard they land on
 * arrive in the background while they type (decision 0172). Not before: evaluating those
 * modules as the page loads held the main thread when the form should answer first, and a
 * visitor who only looks at the page never needs them (decision 0196).
 */
export function prefetchLandingOnInteraction(target: EventTarget = document): () => void {
  const start = () => {
    stop();
    prefetchScreen('console');
    prefetchScreen('dashboard');
  };
  const stop = () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, start, true);
  };
  for (const type of INTERACTIONS) {
    target.addEventListener(type, start, { capture: true, passive: true });
  }
  return stop;
}
