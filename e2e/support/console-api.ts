import { expect, type APIResponse, type Page } from '@playwright/test';
import { API_PREFIX, ROLES, TENANT_HEADER } from '@vigil/contract';
import { DEMO_PASSWORD } from './demo-users';
import { linkFromEmail } from './outbox';

// Where the console keeps the signed-in profile, whose tenant it sends as X-Tenant-Id
// (apps/web/src/lib/profile-storage.ts; not part of the contract, so named again here).
const PROFILE_STORAGE_KEY = 'vigil-profile';

/**
 * The API as the console in `page` calls it: the page's session cookie (page.request shares
 * the browser context's cookies) and the tenant header from the console's stored profile.
 * For what a test checks beside the screen, such as the status a timed call answers.
 */
export interface ConsoleApi {
  get(path: string): Promise<APIResponse>;
  post(path: string, data?: unknown): Promise<APIResponse>;
  put(path: string, data: unknown): Promise<APIResponse>;
  delete(path: string): Promise<APIResponse>;
}

export async function consoleApi(page: Page): Promise<ConsoleApi> {
  const tenantId = await page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    const profile: unknown = raw ? JSON.parse(raw) : null;
    return typeof profile === 'object' && profile !== null && 'tenantId' in profile
      ? String(profile.tenantId)
      : '';
  }, PROFILE_STORAGE_KEY);
  expect(tenantId, 'the console has stored the signed-in profile').not.toBe('');
  const headers = { [TENANT_HEADER]: tenantId };
  const url = (path: string) => `${API_PREFIX}${path}`;
  return {
    get: (path) => page.request.get(url(path), { headers }),
    post: (path, data) => page.request.post(url(path), { headers, data: data ?? {} }),
    put: (path, data) => page.request.put(url(path), { headers, data }),
    delete: (path) => page.request.delete(url(path), { headers }),
  };
}

/** The body of a JSON answer, after checking its status (the body is the failure message). */
export async function expectJson(response: APIResponse, status: number): Promise<unknown> {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

export interface AddedUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

/**
 * A moderator of the administrator's tenant who has never worked yet (no moderation time
 * counted, nothing stored in a browser): invited through the API as Settings › Users does,
 * confirmed at the emailed link with the demo password.
 */
export async function addModerator(
  admin: ConsoleApi,
  adminPage: Page,
  person: { name: string; email: string },
): Promise<AddedUser> {
  const created = await expectJson(
    await admin.post('/users', { ...person, role_id: ROLES.moderator }),
    201,
  );
  const id = String((created as { data: { id: string | number } }).data.id);
  const link = new URL(await linkFromEmail(person.email, '/confirmaccount'), 'http://e2e.invalid');
  const confirmed = await adminPage.request.post(`${API_PREFIX}/account-confirmation`, {
    data: {
      token: link.searchParams.get('token'),
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { id, ...person, password: DEMO_PASSWORD };
}
