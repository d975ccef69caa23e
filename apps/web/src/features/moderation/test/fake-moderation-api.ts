/**
 * fakeApi with the queue's routes: GET /report answers by its query (the first page, older
 * pages and polls differ only there), and the queries sent are kept for assertions.
 */
import type { TDomain } from '@vigil/contract';
import { fakeApi } from '../../../test/fake-api';

type Answer = { status: number; body: unknown };
type Routes = Parameters<typeof fakeApi>[0];

export const DOMAINS: TDomain[] = [
  { id: 1, name: 'blog.example.com', description: 'Blog', enabled: true },
  { id: 2, name: 'forum.example.org', description: 'Forum', enabled: true },
];

function queryOf(input: unknown): URLSearchParams {
  return new URL(String(input), 'http://console.test').searchParams;
}

export function fakeModerationApi(options: {
  reports: (query: URLSearchParams) => Answer;
  domains?: TDomain[];
  routes?: Routes;
}) {
  const handle: { fetchMock?: ReturnType<typeof fakeApi>['fetchMock'] } = {};
  const api = fakeApi({
    'GET /domains': { status: 200, body: { data: options.domains ?? DOMAINS } },
    // The view switch asks how many appeals wait (decision 0185): none, unless a test says.
    'GET /report/appeals': { status: 200, body: { data: [], next_cursor: null, open_count: 0 } },
    // fakeApi routes by path; the call being answered is the mock's last one.
    'GET /report': () => options.reports(queryOf(handle.fetchMock?.mock.lastCall?.[0])),
    ...options.routes,
  });
  handle.fetchMock = api.fetchMock;
  const reportQueries = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://console.test'))
      .filter((url) => url.pathname === '/api/report')
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...api, reportQueries };
}
