/**
 * What the load suite needs from the running server before it loads it: the demo
 * administrator's session, the demo blog's plugin keys connected to the suite's own callback
 * receiver, and reports waiting for a decision.
 */
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import {
  API_PREFIX,
  TENANT_HEADER,
  type TListReportsResponse,
  type TLoginResponse,
  type TStats,
} from '@vigil/contract';
import { createVigilClient } from '@vigil/plugin-sdk';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../src/demo/demo-people';
import { DEMO_SITE_KEYS_FILE, type DemoSiteKeys } from '../../src/demo/demo-site-keys';

export interface ConsoleSession {
  /** Cookie and tenant headers of a signed-in console request. */
  headers: Record<string, string>;
}

export async function signInAdmin(baseUrl: string): Promise<ConsoleSession> {
  const response = await fetch(`${baseUrl}${API_PREFIX}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  const reply = (await response.json()) as TLoginResponse;
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');
  return { headers: { cookie, [TENANT_HEADER]: String(reply.tenant_id) } };
}

export function readSiteKeys(dataDir: string): DemoSiteKeys {
  return JSON.parse(
    fs.readFileSync(path.join(dataDir, DEMO_SITE_KEYS_FILE), 'utf8'),
  ) as DemoSiteKeys;
}

/** Answers every signed callback 200, as a site that took the content down would. */
export async function startCallbackReceiver(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no callback port');
  return {
    url: `http://127.0.0.1:${address.port}/vigil-callback`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function connectSite(keys: DemoSiteKeys, baseUrl: string, callbackUrl: string) {
  const client = createVigilClient({
    baseUrl,
    accessKey: keys.accessKey,
    secretKey: keys.secretKey,
  });
  await client.connect({
    cms_name: 'Load suite',
    cms_version: '1',
    plugin_version: '1',
    callback_url: callbackUrl,
  });
}

/** The pages of the queue filtered to one status, newest first, 1,000 reports each. */
async function* reportPages(
  baseUrl: string,
  session: ConsoleSession,
  status: string,
): AsyncGenerator<TListReportsResponse['data']> {
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ status, limit: '1000' });
    if (cursor) query.set('cursor', cursor);
    const response = await fetch(`${baseUrl}${API_PREFIX}/report?${query}`, {
      headers: session.headers,
    });
    if (!response.ok) throw new Error(`GET /report: ${response.status}`);
    const page = (await response.json()) as TListReportsResponse;
    yield page.data;
    cursor = page.next_cursor;
  } while (cursor);
}

/**
 * Up to `count` reports a moderator may unpublish, newest first, as the decision bodies need
 * them: those waiting for review, then clean ones (unpublishing one is a reversal).
 */
export async function decidableReports(
  baseUrl: string,
  session: ConsoleSession,
  count: number,
): Promise<TListReportsResponse['data']> {
  const found: TListReportsResponse['data'] = [];
  for (const status of ['MODERATE', 'CLEAN']) {
    for await (const page of reportPages(baseUrl, session, status)) {
      found.push(...page);
      if (found.length >= count) break;
    }
    if (found.length >= count) break;
  }
  return found.slice(0, count);
}

export async function pollCursor(baseUrl: string, session: ConsoleSession): Promise<string> {
  const response = await fetch(`${baseUrl}${API_PREFIX}/report?limit=1`, {
    headers: session.headers,
  });
  if (!response.ok) throw new Error(`GET /report: ${response.status}`);
  return ((await response.json()) as TListReportsResponse).poll_cursor;
}

/** The UTC date `days` before today, as the range queries take it (YYYY-MM-DD). */
export const dayBefore = (days: number): string =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Items submitted in the year to today: how large the tenant is when the run starts. */
export async function submittedInYear(baseUrl: string, session: ConsoleSession): Promise<number> {
  const response = await fetch(
    `${baseUrl}${API_PREFIX}/stats?from=${dayBefore(364)}&to=${dayBefore(0)}`,
    {
      headers: session.headers,
    },
  );
  if (!response.ok) throw new Error(`GET /stats: ${response.status}`);
  return ((await response.json()) as { data: TStats }).data.total;
}

/** Reports still waiting for their scan: the backlog the scan threads have yet to drain. */
export async function pendingReports(baseUrl: string, session: ConsoleSession): Promise<number> {
  let total = 0;
  for await (const page of reportPages(baseUrl, session, 'PENDING')) total += page.length;
  return total;
}
