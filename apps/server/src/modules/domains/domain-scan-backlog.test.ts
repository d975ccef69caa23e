import type { TGetDomainScanBacklogResponse } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { seedEngineSite, submitItem, type EngineSite } from '../engine/engine-test-kit';
import { call } from '../users/users-test-kit';

describe('GET /domains/:id/scan-backlog (decision 0198)', () => {
  let server: TestServer;
  let site: EngineSite;
  let other: EngineSite;
  beforeAll(async () => {
    server = await createTestServer();
    site = await seedEngineSite(server, 'Backlog Ltd', 'backlog.example.com');
    other = await seedEngineSite(server, 'Elsewhere Ltd', 'elsewhere.example.com');
  });
  afterAll(async () => {
    await server.close();
  });

  const backlog = async (domainId = site.domain.id, who = site.admin) => {
    const response = await call(server, who, 'GET', `/domains/${domainId}/scan-backlog`);
    return { status: response.statusCode, body: response.json() as TGetDomainScanBacklogResponse };
  };

  it('counts the items not yet scanned and says when the oldest came, until they are', async () => {
    expect((await backlog()).body).toEqual({ data: { waiting: 0, oldest_submitted_at: null } });
    const firstAt = server.clock.now();
    await submitItem(server, site, { cms_meta: { id: 'c-1' }, content: 'First comment.' });
    server.clock.advance(90_000);
    await submitItem(server, site, { cms_meta: { id: 'c-2' }, content: 'Second comment.' });
    // Another tenant's waiting item is not this domain's.
    await submitItem(server, other, { cms_meta: { id: 'x-1' }, content: 'Elsewhere.' });

    const waiting = await backlog();
    expect(waiting.status).toBe(200);
    expect(waiting.body.data).toEqual({
      waiting: 2,
      oldest_submitted_at: `${firstAt.toISOString().slice(0, 19)}Z`,
    });

    await server.ctx.jobs.drain();
    expect((await backlog()).body.data).toEqual({ waiting: 0, oldest_submitted_at: null });
  });

  it('answers 404 for another tenant’s domain, as for one that does not exist', async () => {
    expect((await backlog(other.domain.id)).status).toBe(404);
    expect((await backlog('999999')).status).toBe(404);
    expect((await backlog(other.domain.id, other.admin)).status).toBe(200);
  });
});
