/**
 * For the integration tests: the console API as a signed-in person of the demo tenant calls
 * it (session cookie and tenant header), against the real server.
 */
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';
export const DEMO_MODERATOR_EMAIL = 'moderator@demo.test';
const DEMO_PASSWORD = 'vigil-demo-password';

export interface ConsoleAnswer {
  status: number;
  body: unknown;
}

export interface ConsoleSession {
  /** The session cookie and tenant header, for a call made some other way. */
  headers: Record<string, string>;
  get(path: string): Promise<ConsoleAnswer>;
  post(path: string, body?: unknown): Promise<ConsoleAnswer>;
}

async function answerOf(response: Response): Promise<ConsoleAnswer> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** Signs in; `baseUrl()` is read on every call, so a session outlives a server's restart. */
export async function signInConsole(baseUrl: () => string, email: string): Promise<ConsoleSession> {
  const login = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${email}: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const tenantId = String(((await login.json()) as { tenant_id: string | number }).tenant_id);
  return consoleAt(baseUrl, { cookie, 'X-Tenant-Id': tenantId });
}

/** The console API with a session's headers, at a server of the caller's choice. */
export function consoleAt(baseUrl: () => string, headers: Record<string, string>): ConsoleSession {
  return {
    headers,
    get: async (path) => answerOf(await fetch(`${baseUrl()}/api${path}`, { headers })),
    post: async (path, body) =>
      answerOf(
        await fetch(`${baseUrl()}/api${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        }),
      ),
  };
}
