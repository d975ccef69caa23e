/**
 * The session check public/boot.js sends before the console's modules run (decision 0211).
 * Taken once: a later check (after sign-in, or a second start in tests) asks the server itself.
 */
interface EarlySessionCheck {
  tenantId: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __vigilSessionCheck?: EarlySessionCheck;
  }
}

/**
 * The early answer to the session check, if boot.js asked it with this tenant header; one
 * asked for another tenant (a profile changed since) is left unused.
 */
export function takeEarlySessionCheck(tenantId: string | null): Promise<Response> | undefined {
  const early = window.__vigilSessionCheck;
  if (!early) return undefined;
  delete window.__vigilSessionCheck;
  return early.tenantId === tenantId ? early.response : undefined;
}
