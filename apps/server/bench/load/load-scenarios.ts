/**
 * The load suite's scenarios (issue 18): each an autocannon run against the server process
 * over loopback HTTP, bounded in time (or, for decisions, by the reports there are to decide).
 */
import autocannon from 'autocannon';
import { API_PREFIX } from '@vigil/contract';
import { signatureHeaders } from '@vigil/plugin-sdk';
import type { DemoSiteKeys } from '../../src/demo/demo-site-keys';
import type { ConsoleSession } from './load-client';
import type { TListReportsResponse } from '@vigil/contract';

export interface ScenarioResult {
  name: string;
  connections: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors, timeouts and answers other than the expected status. */
  errors: number;
}

interface RunOptions {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  expectedStatus: number;
  amount?: number;
  requests: autocannon.Request[];
}

async function run(options: RunOptions): Promise<ScenarioResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    ...(options.amount ? { amount: options.amount } : {}),
    timeout: 30,
    requests: options.requests,
  });
  const expected = result.statusCodeStats?.[String(options.expectedStatus) as '200']?.count ?? 0;
  return {
    name: options.name,
    connections: options.connections,
    seconds: result.duration,
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + (result.requests.total - expected),
  };
}

const CONTENT_PATH = `${API_PREFIX}/plugin/v1/content`;
const COMMENT =
  '<p>I tried the recipe last weekend and the bread came out beautifully. The crust was ' +
  'crisp and the crumb was open. Next time I will add a little more salt and bake it a few ' +
  'minutes longer, as another reader suggested.</p>';

/** New comments from the demo blog, each signed as its plugin signs it. */
export function submitScenario(
  baseUrl: string,
  keys: DemoSiteKeys,
  connections: number,
  seconds: number,
): Promise<ScenarioResult> {
  const domain = new URL(keys.domain.includes('://') ? keys.domain : `https://${keys.domain}`);
  let next = 0;
  const runId = Date.now().toString(36);
  return run({
    name: 'submit (POST /plugin/v1/content)',
    url: baseUrl,
    connections,
    seconds,
    expectedStatus: 202,
    requests: [
      {
        method: 'POST',
        path: CONTENT_PATH,
        setupRequest: (request) => {
          next += 1;
          const rawBody = JSON.stringify({
            cms_meta: {
              id: `load-${runId}-${next}`,
              type: 'comment',
              url: `https://${domain.hostname}/load/${next}`,
            },
            username: `reader-${next % 500}`,
            content_type: 'text',
            content: COMMENT,
            scheme: 'https',
            domain: domain.hostname,
          });
          const headers = signatureHeaders(keys.accessKey, {
            secretKey: keys.secretKey,
            timestamp: Math.floor(Date.now() / 1000),
            method: 'POST',
            pathWithQuery: CONTENT_PATH,
            rawBody,
          });
          return {
            ...request,
            headers: { ...headers, 'content-type': 'application/json' },
            body: rawBody,
          };
        },
      },
    ],
  });
}

export function consoleGetScenario(
  name: string,
  baseUrl: string,
  session: ConsoleSession,
  path: string,
  connections: number,
  seconds: number,
): Promise<ScenarioResult> {
  return run({
    name,
    url: baseUrl,
    connections,
    seconds,
    expectedStatus: 200,
    requests: [{ method: 'GET', path: `${API_PREFIX}${path}`, headers: session.headers }],
  });
}

/** Each waiting report unpublished once; the run ends when every one is decided. */
export function decisionScenario(
  baseUrl: string,
  session: ConsoleSession,
  reports: TListReportsResponse['data'],
  connections: number,
  seconds: number,
): Promise<ScenarioResult> {
  let next = 0;
  return run({
    name: 'decide (POST /moderation/unpublish)',
    url: baseUrl,
    connections: Math.min(connections, reports.length),
    seconds,
    amount: reports.length,
    expectedStatus: 200,
    requests: [
      {
        method: 'POST',
        path: `${API_PREFIX}/moderation/unpublish`,
        setupRequest: (request) => {
          const report = reports[next % reports.length];
          next += 1;
          if (!report) return request;
          return {
            ...request,
            headers: { ...session.headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              id: report._id,
              scheme: report.scheme,
              domain: report.domain,
              cms_meta: report.cms_meta,
              access_key: report.access_key,
            }),
          };
        },
      },
    ],
  });
}
