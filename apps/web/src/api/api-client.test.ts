import {
  getAnalyticsTeamEndpoint,
  MESSAGES,
  REPORT_PAGE_DEFAULT,
  UNAUTHENTICATED_MESSAGE,
  getCurrentUserEndpoint,
  listReportsEndpoint,
  loginEndpoint,
  updateDomainEndpoint,
} from '@vigil/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeProfile } from '../lib/profile-storage';
import { apiActivityStore } from './api-activity';
import { apiCall } from './api-client';
import { ApiError } from './api-error';
import { onApiErrorAction } from './api-error-events';
import type { ErrorAction } from './error-catalogue';

// The network boundary: fetch is replaced, everything above it (URL, headers, body, parsing,
// catalogue) is the real client.
interface Recorded {
  url: string;
  init: RequestInit;
}
let calls: Recorded[];
let nextResponse: () => Response | Promise<Response>;
let actions: ErrorAction[];
let stopListening: () => void;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function headersOf(call: Recorded | undefined): Headers {
  return new Headers(call?.init.headers);
}

beforeEach(() => {
  calls = [];
  actions = [];
  nextResponse = () => json(200, { two_factor_enabled: false, role_id: 1 });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(nextResponse());
  });
  stopListening = onApiErrorAction((action) => actions.push(action));
  // Stub replies are deliberately partial; the dev-only contract check would only add noise.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PROFILE = {
  userRealName: 'Ada Admin',
  tenantId: 'tenant-42',
  tenantName: 'Demo Ltd',
  twoFactorEnforcementDate: null,
  eulaAccepted: true,
};

describe('apiCall requests', () => {
  it('calls /api + path with cookies, JSON accept and the tenant header of the profile', async () => {
    writeProfile(PROFILE);
    const reply = await apiCall(getCurrentUserEndpoint);
    expect(reply).toEqual({ two_factor_enabled: false, role_id: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/users/me');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(headersOf(calls[0]).get('X-Tenant-Id')).toBe('tenant-42');
    expect(headersOf(calls[0]).get('Accept')).toBe('application/json');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('sends no tenant header without a profile', async () => {
    await apiCall(getCurrentUserEndpoint);
    expect(headersOf(calls[0]).has('X-Tenant-Id')).toBe(false);
  });

  it('sends bodies as JSON and fills path parameters, encoded', async () => {
    nextResponse = () => json(200, { message: 'Updated' });
    await apiCall(updateDomainEndpoint, { params: { id: 'a/b 1' }, body: { enabled: false } });
    expect(calls[0]?.url).toBe('/api/domains/a%2Fb%201');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(headersOf(calls[0]).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ enabled: false });
  });

  it('builds the query string and leaves out undefined values', async () => {
    nextResponse = () => json(200, { data: [] });
    await apiCall(listReportsEndpoint, {
      query: { sort: 'utc_datetime', direction: 'desc', status: undefined, domain: 'a.example' },
    });
    expect(calls[0]?.url).toBe(
      `/api/report?sort=utc_datetime&direction=desc&domain=a.example&limit=${REPORT_PAGE_DEFAULT}`,
    );
  });

  it("applies the contract's query defaults", async () => {
    nextResponse = () => json(200, { data: [] });
    await apiCall(listReportsEndpoint);
    expect(calls[0]?.url).toBe(
      `/api/report?sort=utc_datetime&direction=desc&limit=${REPORT_PAGE_DEFAULT}`,
    );
  });

  it('sends the values given as written, not as the schema transforms them', async () => {
    nextResponse = () => json(200, { data: {} });
    await apiCall(getAnalyticsTeamEndpoint, {
      query: { from: '2026-11-01', to: '2026-11-27', domain_ids: 'd1,d2' },
    });
    // domain_ids stays one comma-separated value; the default granularity is added.
    expect(calls[0]?.url).toBe(
      '/api/analytics/team?from=2026-11-01&to=2026-11-27&domain_ids=d1%2Cd2&granularity=day',
    );
  });

  it('counts non-quiet calls for the progress bar while they run, quiet ones not', async () => {
    let release: (response: Response) => void = () => undefined;
    nextResponse = () => new Promise<Response>((resolve) => (release = resolve));
    const pending = apiCall(loginEndpoint, { body: { email: 'a@b.example', password: 'x' } });
    expect(apiActivityStore.get()).toBe(1);
    release(json(200, {}));
    await pending;
    expect(apiActivityStore.get()).toBe(0);

    nextResponse = () => new Promise<Response>((resolve) => (release = resolve));
    const quiet = apiCall(getCurrentUserEndpoint); // spec §7: quiet
    expect(apiActivityStore.get()).toBe(0);
    release(json(200, {}));
    await quiet;
  });
});

describe('apiCall failures', () => {
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('parses the error body into an ApiError and shows the Problem dialog', async () => {
    nextResponse = () =>
      json(422, { message: 'Invalid email address', errors: { email: ['Invalid email address'] } });
    const error = await failure(apiCall(loginEndpoint, { body: { email: 'nope', password: 'x' } }));
    expect(error.status).toBe(422);
    expect(error.serverMessage).toBe('Invalid email address');
    expect(error.errors).toEqual({ email: ['Invalid email address'] });
    expect(error.url).toBe('/login');
    expect(actions).toEqual([{ type: 'problem', message: 'Invalid email address' }]);
  });

  it('hands 401 Unauthenticated to the catalogue as a sign-out', async () => {
    nextResponse = () => json(401, { message: UNAUTHENTICATED_MESSAGE });
    await failure(apiCall(listReportsEndpoint));
    expect(actions).toEqual([{ type: 'sign-out' }]);
  });

  it('passes the path after /api, query included, to the catalogue', async () => {
    nextResponse = () => json(423, { message: 'Locked' });
    const error = await failure(apiCall(listReportsEndpoint, { query: { status: 'PENDING' } }));
    expect(error.url).toBe(
      `/report?sort=utc_datetime&direction=desc&status=PENDING&limit=${REPORT_PAGE_DEFAULT}`,
    );
    expect(actions).toEqual([{ type: 'moderation-locked' }]);
  });

  it('keeps the error body, so a 423 hands its lock end to the catalogue', async () => {
    const body = { message: 'Moderation is locked', locked_until: '2026-11-21T10:20:00Z' };
    nextResponse = () => json(423, body);
    const error = await failure(apiCall(listReportsEndpoint));
    expect(error.body).toEqual(body);
    expect(actions).toEqual([{ type: 'moderation-locked', lockedUntil: '2026-11-21T10:20:00Z' }]);
  });

  it('falls back when the error body is not JSON', async () => {
    nextResponse = () => new Response('<html>Bad gateway</html>', { status: 502 });
    const error = await failure(apiCall(getCurrentUserEndpoint));
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeUndefined();
    expect(actions).toEqual([{ type: 'problem', message: MESSAGES.unexpectedErrorOther }]);
  });

  it('treats an unreadable success reply as a failure', async () => {
    nextResponse = () => new Response('<!doctype html>', { status: 200 });
    const error = await failure(apiCall(getCurrentUserEndpoint));
    expect(error.status).toBe(200);
    expect(actions).toEqual([{ type: 'problem', message: MESSAGES.unexpectedErrorOther }]);
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(apiCall(getCurrentUserEndpoint));
    expect(error.status).toBe(0);
    expect(actions).toEqual([{ type: 'problem', message: MESSAGES.unexpectedErrorOther }]);
  });

  it("emits nothing with errorHandling 'none'", async () => {
    nextResponse = () => json(401, { message: UNAUTHENTICATED_MESSAGE });
    await failure(apiCall(getCurrentUserEndpoint, { errorHandling: 'none' }));
    expect(actions).toEqual([]);
  });

  it("logs instead of a dialog with errorHandling 'log'", async () => {
    nextResponse = () => json(500, { message: 'Stats are down' });
    await failure(apiCall(listReportsEndpoint, { errorHandling: 'log' }));
    expect(actions).toEqual([{ type: 'log', message: 'Stats are down' }]);
  });

  it('leaves an aborted call to its caller', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', () => {
      controller.abort();
      return Promise.reject(new DOMException('Aborted', 'AbortError'));
    });
    const thrown = await apiCall(getCurrentUserEndpoint, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    expect(thrown).not.toBeInstanceOf(ApiError);
    expect(actions).toEqual([]);
  });
});
