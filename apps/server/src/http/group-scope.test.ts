/**
 * A moderator limited to moderation groups, over the whole route table (issue 17). One tenant
 * has two domains, each open to its own group; the moderator belongs to one. Every id of the
 * other domain (the domain, its plugins, components, rules, reports, their audit rows,
 * statements and appeals) put into every id-taking route the moderator may call is refused;
 * no read the moderator may make, with or without the other domain named in its query, shows
 * anything of it; the decisions that take ids in their bodies refuse its items and leave them
 * as they were; and the dashboard counts the moderator's domain only.
 */
import {
  ADMINISTRATORS_ONLY,
  buildPath,
  CHART_IDS,
  ROLES,
  type EndpointDefinition,
  type TReportRecord,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';
import type { CallbackReceiver } from '../modules/callbacks/callback-receiver-test-kit';
import {
  addDecidingRules,
  addSite,
  limitToGroup,
  queue,
  seedDecidingSite,
  submitScanned,
  unpublishBody,
  type QueueSite,
} from '../modules/moderation/moderation-test-kit';
import { signedCall } from '../modules/plugin-api/plugin-api-test-kit';
import { call } from '../modules/users/users-test-kit';
import { registeredEndpoints } from './register-endpoint';
import { idsWhere, sweepIds } from './route-sweep-kit';

const CLOSED_MARK = 'Quarantinedword';
const CLOSED_AUTHOR = 'Nightowl';
const OPEN_MARK = 'Openfieldword';

const moderatorMay = (endpoint: EndpointDefinition) =>
  (endpoint.roles ?? ADMINISTRATORS_ONLY).includes(ROLES.moderator);

describe('a group-restricted moderator over the whole route table', () => {
  let server: TestServer;
  let open: QueueSite;
  let closed: QueueSite;
  let receiver: CallbackReceiver;
  let closedIds: string[];
  let openReports: string[];
  let closedRecords: TReportRecord[];
  let closedAppeal: string;
  /** Strings only the closed domain's rows hold: what must never reach the moderator. */
  let secrets: string[];
  let range: { from: string; to: string };

  beforeAll(async () => {
    server = await createTestServer();
    ({ site: open, receiver } = await seedDecidingSite(
      server,
      'Shifts Ltd',
      'open.example.com',
      '/open',
    ));
    closed = await addSite(server, open, 'closed.example.com', receiver.url('/closed'));
    await addDecidingRules(server, closed);
    await limitToGroup(server, open, 'Day shift', [open.moderator]);
    await limitToGroup(server, closed, 'Night shift', [open.colleague]);

    const from = server.clock.now().toISOString().slice(0, 10);
    openReports = [
      await submitScanned(server, open, 'open-1', `Win the jackpot ${OPEN_MARK}`),
      await submitScanned(server, open, 'open-2', `Visit my casino ${OPEN_MARK}`),
    ];
    const closedReports: string[] = [];
    for (const [cmsId, text] of [
      ['closed-1', `Win the jackpot ${CLOSED_MARK}`],
      ['closed-2', `Visit my casino ${CLOSED_MARK}`],
      ['closed-3', `Another casino ${CLOSED_MARK}`],
    ] as const) {
      server.clock.advance(1_000);
      const response = await signedCall(server, closed, {
        method: 'POST',
        url: '/plugin/v1/content',
        body: {
          cms_meta: { id: cmsId, type: 'comment', url: `https://closed.example.com/${cmsId}` },
          username: CLOSED_AUTHOR,
          content_type: 'text',
          content: text,
          scheme: 'https',
          domain: 'closed.example.com',
        },
      });
      expect(response.statusCode, response.body).toBe(202);
      closedReports.push((response.json() as { id: string }).id);
      await server.ctx.jobs.drain();
    }
    const appeal = await signedCall(server, closed, {
      method: 'POST',
      url: `/plugin/v1/content/${closedReports[0]}/appeal`,
      body: { text: 'Please look again.' },
    });
    expect(appeal.statusCode, appeal.body).toBe(201);
    closedAppeal = String((appeal.json() as { data: { id: string } }).data.id);
    range = { from, to: server.clock.now().toISOString().slice(0, 10) };

    const domainId = String(closed.domain.id);
    closedIds = [
      domainId,
      ...(await idsWhere(server, 'domain_id', [domainId])),
      ...(await idsWhere(server, 'report_id', closedReports)),
    ];
    closedRecords = (await everyRecord()).filter((record) =>
      closedReports.includes(String(record._id)),
    );
    expect(closedRecords.map((record) => record.status).sort()).toEqual([
      'AUTO_UNPUBLISHED',
      'MODERATE',
      'MODERATE',
    ]);
    secrets = ['closed.example.com', CLOSED_MARK, CLOSED_AUTHOR, ...closedReports];
  });
  afterAll(async () => {
    await receiver.stop();
    await server.close();
  });

  /** The administrator's view of the queue and of the unpublished items. */
  async function everyRecord(): Promise<TReportRecord[]> {
    const waiting = await queue(server, open.admin, { limit: 100 });
    const unpublished = await queue(server, open.admin, { limit: 100, status: 'AUTO_UNPUBLISHED' });
    const byId = new Map(
      [...waiting.data, ...unpublished.data].map((record) => [String(record._id), record]),
    );
    return [...byId.values()];
  }

  const routes = () =>
    registeredEndpoints(server.app).filter(
      (endpoint) => endpoint.access === 'session' && moderatorMay(endpoint),
    );

  it('refuses the other domain’s ids in every id-taking route', async () => {
    const idRoutes = routes().filter((endpoint) => /:[A-Za-z]+/.test(endpoint.path));
    expect(closedIds.length).toBeGreaterThan(10);
    const answers = await sweepIds(server, open.moderator, idRoutes, closedIds, [
      String(closed.domain.id),
    ]);
    expect(answers.length).toBeGreaterThan(20);
    expect(
      answers
        .filter((answer) => answer.status < 300 || answer.status >= 500)
        .map(({ route, status }) => `${route} → ${status}`),
    ).toEqual([]);
    // The same routes answer the moderator's own domain, so the refusals above are real.
    const own = await sweepIds(server, open.moderator, idRoutes, openReports, []);
    expect(own.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
  });

  it('shows nothing of the other domain in any read, whatever the query names', async () => {
    const reads = routes().filter((endpoint) => endpoint.method === 'GET');
    const dates = new URLSearchParams(range).toString();
    const queries = [
      dates,
      `${dates}&domain_ids=${String(closed.domain.id)}`,
      `${dates}&domain=closed.example.com&limit=100`,
      `${dates}&status=AUTO_UNPUBLISHED&limit=100`,
      `${dates}&username=${CLOSED_AUTHOR}`,
      'status=all',
    ];
    const urls = reads.flatMap((endpoint) =>
      endpoint.path === '/charts/:chartId'
        ? CHART_IDS.map((chartId) => buildPath(endpoint.path, { chartId }))
        : /:[A-Za-z]+/.test(endpoint.path)
          ? []
          : [endpoint.path],
    );
    expect(urls.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    let sawOwn = 0;
    for (const url of urls) {
      for (const query of queries) {
        const response = await call(server, open.moderator, 'GET', `${url}?${query}`);
        expect(response.statusCode, `${url}?${query}`).toBeLessThan(500);
        // A name the query itself gives may be echoed back; anything else of it may not.
        for (const secret of secrets.filter((text) => !query.includes(text))) {
          if (response.body.includes(secret)) leaks.push(`${url}?${query} shows ${secret}`);
        }
        if (response.body.includes(OPEN_MARK)) sawOwn += 1;
      }
    }
    expect(leaks).toEqual([]);
    // The reads do show the moderator's own domain's content, so their bodies were looked at.
    expect(sawOwn).toBeGreaterThan(0);
  });

  it('refuses decisions on the other domain’s items and leaves them as they were', async () => {
    const refusals = [];
    for (const record of closedRecords) {
      const body = unpublishBody(record);
      refusals.push(await call(server, open.moderator, 'POST', '/moderation/unpublish', body));
      refusals.push(await call(server, open.moderator, 'POST', '/moderation/ignore', body));
    }
    refusals.push(
      await call(server, open.moderator, 'POST', '/moderation/bulk', {
        decision: 'unpublish',
        ids: closedRecords.map((record) => record._id),
      }),
      await call(server, open.moderator, 'POST', '/moderation/bulk', {
        decision: 'approve',
        ids: closedRecords.map((record) => record._id),
      }),
      await call(server, open.moderator, 'POST', '/moderation/appeal', {
        id: closedAppeal,
        outcome: 'reverse',
        override: false,
      }),
    );
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (response.statusCode < 300) {
        // Only a bulk answer may be 2xx: an outcome per id, and each of them 'not-found'.
        const results = (response.json() as { data?: { results?: Array<{ outcome: string }> } })
          .data?.results;
        expect(
          results?.map((result) => result.outcome),
          response.body,
        ).toEqual(closedRecords.map(() => 'not-found'));
      }
    }
    const after = await everyRecord();
    for (const record of closedRecords) {
      const now = after.find((candidate) => candidate._id === record._id);
      expect(now?.status, String(record._id)).toBe(record.status);
    }
  });

  it('counts the moderator’s own domain only on the dashboard', async () => {
    const query = new URLSearchParams(range).toString();
    const mine = await call(server, open.moderator, 'GET', `/stats?${query}`);
    const everyone = await call(server, open.admin, 'GET', `/stats?${query}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as { data: { total: number } }).data.total).toBe(openReports.length);
    expect((everyone.json() as { data: { total: number } }).data.total).toBe(
      openReports.length + 3,
    );
  });
});
