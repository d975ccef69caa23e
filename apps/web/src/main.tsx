import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerApiErrorActions } from './app/api-error-actions';
import { startModerationTimerDependency } from './app/moderation-timer-dependency';
import { createAppRouter } from './app/router';
import { completeOidcReturn } from './features/auth/oidc-return';
import { verifySession } from './features/auth/session';

let router: ReturnType<typeof createAppRouter> | undefined;
registerApiErrorActions((to) => router?.navigate(to));
startModerationTimerDependency();
// Starts before the first render; the guard shows a loading screen until it answers (its
// answer may be on its way already: boot.js asks before the modules run, decision 0211).
// After Google or Office 365 sign-in the profile comes from the server session instead.
void completeOidcReturn().then((started) => (started ? undefined : verifySession()));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The shell's modules have just run, all in one task; the router and the first render begin
 * in the next task, so that one ends sooner and the page can paint or take input between
 * them (decision 0213). A message, not a timer: timers are throttled in background tabs.
 */
function inNextTask(start: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    start();
  };
  channel.port2.postMessage(null);
}

inNextTask(() => {
  const appRouter = createAppRouter();
  router = appRouter;
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={appRouter} />
      </StrictMode>,
    );
  });
});
