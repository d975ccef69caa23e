import { vi } from 'vitest';

/**
 * The network boundary for screen tests: `fetch` answers by method and path (after /api);
 * everything above it (client, catalogue, screens) is real. Unrouted calls answer 404.
 */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body: unknown } | (() => { status: number; body: unknown });

export function fakeApi(routes: Record<string, Answer>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://console.test');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    calls.push({ method, path, body: text === undefined ? undefined : JSON.parse(text) });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route() : route;
    const { status, body } = answer ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
