import {
  MODERATION_MESSAGES,
  STATUS_REASON_TEXTS,
  USER_MESSAGES,
  type TReportAuditEntry,
  type TReportRecord,
} from '@vigil/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { type CallbackReceiver } from '../callbacks/callback-receiver-test-kit';
import { call, seedTenant, type SignedIn } from '../users/users-test-kit';
import { decideReport } from './moderation-decisions.service';
import {
  addDecidingRules,
  addSite,
  limitToGroup,
  recordOf,
  seedQueueSite,
  submitScanned,
  submitText,
  unpublishBody,
  type QueueSite,
  seedDecidingSite,
} from './moderation-test-kit';

const SECOND = 1_000;

describe('moderators decide: unpublish and approve', () => {
  let server: TestServer;
  let site: QueueSite;
  let receiver: CallbackReceiver;
  let next = 0;
  const db = () => server.ctx.database.db;

  /** A report scanned to the status its words choose (see addDecidingRules). */
  const scanned = (content: string, target: QueueSite = site) =>
    submitScanned(server, target, `decide-${(next += 1)}`, content);
  const unpublish = (who: SignedIn, body: object) =>
    call(server, who, 'POST', '/moderation/unpublish', body);
  const approve = (who: SignedIn, id: string) =>
    call(server, who, 'POST', '/moderation/ignore', { id });
  const audit = async (who: SignedIn, id: string) => {
    const response = await call(server, who, 'GET', `/report/${id}/audit`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: TReportAuditEntry[] }).data;
  };
  const reportRow = (id: string) =>
    db().selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const deliveries = (id: string) =>
    db()
      .selectFrom('callback_deliveries')
      .selectAll()
      .where('report_id', '=', id)
      .orderBy('created_at')
      .execute();
  const auditRows = async (id: string) =>
    (await db().selectFrom('audit_log').select('id').where('report_id', '=', id).execute()).length;
  const noticesFor = (id: string) =>
    receiver.received
      .map((notice) => ({ ...notice, json: JSON.parse(notice.body) as Record<string, unknown> }))
      .filter((notice) => notice.json.id === id);

  beforeAll(async () => {
    server = await createTestServer();
    ({ site, receiver } = await seedDecidingSite(
      server,
      'Decide Ltd',
      'decide.example.com',
      '/vigil/callback?site=decide',
    ));
  });
  afterAll(async () => {
    await receiver.stop();
    await server.close();
  });
  beforeEach(() => {
    receiver.status = 200;
  });

  it('unpublishes: the plugin is told at once, signed, and the record and audit say who', async () => {
    const id = await scanned('Win big at the casino');
    const record = await recordOf(server, site.moderator, id);
    expect(record.status).toBe('MODERATE');
    // The console sends cms_meta back as it parsed it; key order does not matter.
    const body = {
      ...unpublishBody(record),
      cms_meta: { type: 'comment', id: record.cms_meta.id },
    };

    const response = await unpublish(site.moderator, body);
    expect(response.statusCode).toBe(200);
    const decidedAt = '2026-11-21T09:00:02Z';
    expect(response.json()).toEqual({
      message: MODERATION_MESSAGES.unpublished.delivered,
      data: {
        id,
        status: 'MANUALLY_UNPUBLISHED',
        decided_by: 'moderator of Decide Ltd',
        decided_at: decidedAt,
        delivery: 'delivered',
      },
    });

    const [notice] = noticesFor(id).filter((entry) => entry.json.event === 'unpublish');
    expect(notice).toMatchObject({
      path: '/vigil/callback?site=decide',
      accessKey: site.accessKey,
      signatureValid: true,
    });
    expect(notice?.json).toEqual({
      event: 'unpublish',
      id,
      scheme: 'https',
      domain: 'decide.example.com',
      cms_meta: { id: record.cms_meta.id, type: 'comment' },
      status: 'MANUALLY_UNPUBLISHED',
      reason: 'manual',
      sent_at: decidedAt,
      // The statement of reasons (decision 0182); its shape is statements-of-reasons.test.ts's.
      statement: expect.objectContaining({ decided_at: decidedAt, automated_decision: false }),
    });
    const rows = await deliveries(id);
    expect(rows.at(-1)).toMatchObject({ event: 'unpublish', status: 'delivered', attempts: 1 });
    const jobs = await db()
      .selectFrom('jobs')
      .select('status')
      .where('kind', '=', 'callback')
      .execute();
    expect(jobs.every((job) => job.status === 'done')).toBe(true);

    expect(await recordOf(server, site.admin, id)).toMatchObject({
      status: 'MANUALLY_UNPUBLISHED',
      status_reason: STATUS_REASON_TEXTS.manual,
      decision_source: 'human',
      decided_by: 'moderator of Decide Ltd',
      decided_at: decidedAt,
      updated_at: decidedAt,
    });
    expect(await audit(site.moderator, id)).toEqual([
      expect.objectContaining({ action: 'submitted', new_status: 'PENDING', actor_name: null }),
      expect.objectContaining({
        action: 'scanned',
        previous_status: 'PENDING',
        new_status: 'MODERATE',
      }),
      {
        id: expect.any(String) as string,
        action: 'unpublished',
        previous_status: 'MODERATE',
        new_status: 'MANUALLY_UNPUBLISHED',
        actor_name: 'moderator of Decide Ltd',
        category_name: null,
        score: null,
        detail: null,
        created_at: decidedAt,
      },
    ]);
  });

  it('answers the same decision again by the same person, writing and sending nothing new', async () => {
    const id = await scanned('Another casino link');
    const record = await recordOf(server, site.moderator, id);
    const first = await unpublish(site.moderator, unpublishBody(record));
    expect(first.statusCode).toBe(200);
    const audited = await auditRows(id);
    const sent = noticesFor(id).length;
    const queuedJobs = await db().selectFrom('jobs').select('id').execute();

    server.clock.advance(5 * SECOND);
    const again = await unpublish(site.moderator, unpublishBody(record));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await auditRows(id)).toBe(audited);
    expect(noticesFor(id)).toHaveLength(sent);
    expect(await db().selectFrom('jobs').select('id').execute()).toHaveLength(queuedJobs.length);

    // Anyone else, or another decision, is told who decided and what.
    const taken = MODERATION_MESSAGES.alreadyDecided(
      'MANUALLY_UNPUBLISHED',
      'moderator of Decide Ltd',
    );
    expect(taken).toBe('This report was already unpublished by moderator of Decide Ltd.');
    for (const attempt of [
      unpublish(site.colleague, unpublishBody(record)),
      approve(site.admin, id),
      approve(site.moderator, id),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: taken });
    }
    expect(await auditRows(id)).toBe(audited);
    expect((await reportRow(id)).status).toBe('MANUALLY_UNPUBLISHED');
  });

  it('approves: MANUALLY_IGNORED, the content stays, the plugin gets the decision', async () => {
    const id = await scanned('Casino reviews');
    const response = await approve(site.colleague, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MODERATION_MESSAGES.approved.delivered,
      data: {
        id,
        status: 'MANUALLY_IGNORED',
        decided_by: 'colleague of Decide Ltd',
        delivery: 'delivered',
      },
    });
    expect(noticesFor(id).at(-1)?.json).toMatchObject({
      event: 'decision',
      status: 'MANUALLY_IGNORED',
    });
    expect((await audit(site.admin, id)).at(-1)).toMatchObject({
      action: 'ignored',
      previous_status: 'MODERATE',
      new_status: 'MANUALLY_IGNORED',
      actor_name: 'colleague of Decide Ltd',
      detail: null,
    });
  });

  it('approving an automated unpublish reverses it, and the audit log says so', async () => {
    const id = await scanned('Hit the jackpot now');
    expect((await reportRow(id)).status).toBe('AUTO_UNPUBLISHED');
    const response = await approve(site.moderator, id);
    expect(response.statusCode).toBe(200);
    expect((await audit(site.moderator, id)).at(-1)).toMatchObject({
      action: 'ignored',
      previous_status: 'AUTO_UNPUBLISHED',
      new_status: 'MANUALLY_IGNORED',
      detail: 'Reverses the automated decision (AUTO_UNPUBLISHED)',
    });
    expect(noticesFor(id).at(-1)?.json).toMatchObject({
      event: 'decision',
      status: 'MANUALLY_IGNORED',
    });

    // An automated CLEAN can be unpublished too: the other kind of reversal.
    const clean = await scanned('Lovely tomatoes this year');
    expect((await reportRow(clean)).status).toBe('CLEAN');
    const record = await recordOf(server, site.admin, clean);
    expect((await unpublish(site.admin, unpublishBody(record))).statusCode).toBe(200);
    expect((await audit(site.admin, clean)).at(-1)).toMatchObject({
      action: 'unpublished',
      previous_status: 'CLEAN',
      detail: 'Reverses the automated decision (CLEAN)',
    });
  });

  it('names the category a scan decided by in the audit log', async () => {
    const id = await scanned('You are a fucking piece of shit.');
    const [, scan] = await audit(site.moderator, id);
    expect(scan).toMatchObject({
      action: 'scanned',
      actor_name: null,
      category_name: 'Profanity',
      score: expect.any(Number) as number,
    });
  });

  it('decides a report still waiting for its scan; the scan then changes nothing', async () => {
    server.clock.advance(SECOND);
    const id = await submitText(server, site, 'before-scan', 'Casino before the scan');
    const response = await approve(site.moderator, id);
    expect(response.statusCode).toBe(200);
    await server.ctx.jobs.drain();
    const row = await reportRow(id);
    expect(row).toMatchObject({ status: 'MANUALLY_IGNORED', decision_source: 'human' });
    const actions = (await audit(site.admin, id)).map((entry) => entry.action);
    expect(actions).toEqual(['submitted', 'ignored']);
    expect((await audit(site.admin, id)).at(-1)?.detail).toBe('Decided before the scan finished');
  });

  it('makes one decision of two moderators acting at once; the other is told who decided', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await scanned(`Casino race ${round}`);
      const record = await recordOf(server, site.admin, id);
      const answers = await Promise.all([
        unpublish(site.moderator, unpublishBody(record)),
        approve(site.colleague, id),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200);
      const loser = answers.find((answer) => answer.statusCode === 409);
      const decided = (winner?.json() as { data: { status: string; decided_by: string } }).data;
      expect(loser?.json()).toEqual({
        message: MODERATION_MESSAGES.alreadyDecided(decided.status, decided.decided_by),
      });
      const row = await reportRow(id);
      expect(row.status).toBe(decided.status);
      const human = (await audit(site.admin, id)).filter((entry) => entry.actor_name !== null);
      expect(human).toHaveLength(1);
      const notices = (await deliveries(id)).filter(
        (delivery) => delivery.created_at > (row.scanned_at ?? ''),
      );
      expect(notices).toHaveLength(1);
    }
  });

  it('keeps to one decision when both read the report before either writes', async () => {
    // Called side by side in one tick, the two decisions' queries alternate, so both read
    // MODERATE and the guarded update must turn one of them away (SQLite and PostgreSQL).
    const id = await scanned('Casino read twice');
    const viewer = (who: SignedIn) => ({ tenantId: site.tenantId, userId: who.id, roleId: 2 });
    const outcomes = await Promise.allSettled([
      decideReport(server.ctx, viewer(site.moderator), id, 'approve'),
      decideReport(server.ctx, viewer(site.colleague), id, 'unpublish'),
    ]);
    const decided = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(decided).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const winner = decided[0]?.value.data;
    expect(refused[0]?.reason).toMatchObject({
      statusCode: 409,
      message: MODERATION_MESSAGES.alreadyDecided(winner?.status ?? '', winner?.decided_by ?? ''),
    });
    const human = (await audit(site.admin, id)).filter((entry) => entry.actor_name !== null);
    expect(human).toHaveLength(1);
  });

  it('records one decision when the same person sends it twice at once', async () => {
    const id = await scanned('Casino double click');
    const answers = await Promise.all([approve(site.moderator, id), approve(site.moderator, id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const decided = answers.map(
      (answer) => (answer.json() as { data: { status: string; decided_at: string } }).data,
    );
    expect(decided[0]?.decided_at).toBe(decided[1]?.decided_at);
    const human = (await audit(site.admin, id)).filter((entry) => entry.actor_name !== null);
    expect(human).toHaveLength(1);
    expect(
      noticesFor(id).filter((notice) => notice.json.status === 'MANUALLY_IGNORED'),
    ).toHaveLength(1);
  });

  it("keeps the name of a deleted moderator's decision, from the audit log", async () => {
    const small = await seedQueueSite(server, 'Small Ltd', 'small.example.com');
    await addDecidingRules(server, small);
    const id = await scanned('Casino seen by a leaver', small);
    expect((await approve(small.moderator, id)).statusCode).toBe(200);
    const deleted = await call(server, small.admin, 'DELETE', `/users/${small.moderator.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await recordOf(server, small.admin, id)).toMatchObject({
      decision_source: 'human',
      decided_by: 'moderator of Small Ltd',
    });
    expect((await approve(small.colleague, id)).json()).toEqual({
      message: MODERATION_MESSAGES.alreadyDecided('MANUALLY_IGNORED', 'moderator of Small Ltd'),
    });
  });

  it('refuses an unpublish whose details are not the record’s, changing nothing', async () => {
    const id = await scanned('Casino with tampered details');
    const record: TReportRecord = await recordOf(server, site.moderator, id);
    const before = await reportRow(id);
    const audited = await auditRows(id);
    const sent = (await deliveries(id)).length;
    for (const [field, value] of [
      ['scheme', 'http'],
      ['domain', 'elsewhere.example.com'],
      ['cms_meta', { id: 'another-item', type: 'comment' }],
      ['cms_meta', { ...record.cms_meta, extra: true }],
      ['access_key', 'vk_someoneelse'],
    ] as const) {
      const response = await unpublish(site.moderator, {
        ...unpublishBody(record),
        [field]: value,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: MODERATION_MESSAGES.detailsMismatch,
        errors: { [field]: [MODERATION_MESSAGES.fieldMismatch] },
      });
    }
    const invalid = await unpublish(site.moderator, { id });
    expect(invalid.statusCode).toBe(422);
    expect(await reportRow(id)).toEqual(before);
    expect(await auditRows(id)).toBe(audited);
    expect(await deliveries(id)).toHaveLength(sent);
  });

  describe('who may decide what', () => {
    let limited: QueueSite;
    let limitedReport = '';
    let openReport = '';
    let stranger: SignedIn;

    beforeAll(async () => {
      limited = await addSite(server, site, 'limited.example.com', receiver.url('/limited'));
      await addDecidingRules(server, limited);
      await limitToGroup(server, limited, 'Limited team', [site.colleague]);
      limitedReport = await scanned('Casino on a limited domain', limited);
      openReport = await scanned('Casino on the open domain');
      stranger = (await seedTenant(server, 'Stranger Ltd', 'stranger.test', { admin: 1 })).users
        .admin;
    });

    const everything = (who: SignedIn, record: TReportRecord) => [
      call(server, who, 'GET', `/report/${String(record._id)}/audit`),
      unpublish(who, unpublishBody(record)),
      approve(who, String(record._id)),
    ];

    it("answers 404 for another tenant's report, and for a domain outside the moderator's groups", async () => {
      const open = await recordOf(server, site.admin, openReport);
      const limitedRecord = await recordOf(server, site.admin, limitedReport);
      const attempts = [
        ...everything(stranger, open),
        ...everything(stranger, limitedRecord),
        ...everything(site.moderator, limitedRecord),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: MODERATION_MESSAGES.notFound });
      }
      expect((await reportRow(openReport)).status).toBe('MODERATE');
      expect((await reportRow(limitedReport)).status).toBe('MODERATE');
      for (const response of await Promise.all([
        call(server, site.admin, 'GET', '/report/no-such-report/audit'),
        approve(site.admin, 'no-such-report'),
      ])) {
        expect(response.statusCode).toBe(404);
      }
      // A member of the domain's group may.
      expect((await approve(site.colleague, limitedReport)).statusCode).toBe(200);
    });

    it('refuses viewers on every route', async () => {
      const open = await recordOf(server, site.admin, openReport);
      for (const response of await Promise.all(everything(site.viewer, open))) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: USER_MESSAGES.roleForbidden });
      }
      expect((await reportRow(openReport)).status).toBe('MODERATE');
    });
  });
});
