import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerApiErrorActions } from './app/api-error-actions';
import { startModerationTimerDependency } from './app/moderation-timer-dependency';
import { createAppRouter } from './app/router';
import { completeOidcReturn } from './features/auth/oidc-return';
import { verifySession } from './features/auth/session';

const router = createAppRouter();
registerApiErrorActions((to) => router.navigate(to));
startModerationTimerDependency();
// Starts before the first render; the guard shows a loading screen until it answers.
// After Google or Office 365 sign-in the profile comes from the server session instead.
void completeOidcReturn().then((started) => (started ? undefined : verifySession()));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
