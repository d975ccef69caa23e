/**
 * The session check public/boot.js sends before the console's modules run (decision 0211).
 * Taken once: a later check (after sign-in, or a second start in tests) asks the server itself.
 */
interface EarlySessionCheck {
  path: string;
  tenantId: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __vigilSessionCheck?: EarlySessionCheck;
  }
}

/**
 * The early answer for this request, if boot.js asked exactly it: the same path with the same
 * tenant header. Anything else (a profile changed since, another path) is left unused.
 */
export function takeEarlySessionCheck(
  path: string,
  tenantId: string | null,
): Promise<Response> | undefined {
  const early = window.__vigilSessionCheck;
  if (!early) return undefined;
  delete window.__vigilSessionCheck;
  return early.path === path && early.tenantId === tenantId ? early.response : undefined;
}
