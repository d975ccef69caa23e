import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ONLY } from '../../lib/egress/egress-policy';
import { createTestServer, type TestServer } from '../../test/test-server';
import { connectPlugin, seedPluginSite } from '../plugin-api/plugin-api-test-kit';
import { type EngineSite, install, reportRow, submitItem } from './engine-test-kit';

/** A server with the default egress policy: content URLs on this machine are never fetched. */
describe('the scan job under the default egress policy', () => {
  let server: TestServer;
  let site: EngineSite;
  let media: http.Server;
  let port: number;
  const arrived: string[] = [];

  beforeAll(async () => {
    media = http.createServer((request, response) => {
      arrived.push(request.url ?? '');
      response.writeHead(404);
      response.end();
    });
    await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
    port = (media.address() as AddressInfo).port;
    server = await createTestServer({ config: { egress: PUBLIC_ONLY } });
    const seeded = await seedPluginSite(server, 'Egress Ltd', 'egress.example.com');
    site = {
      ...seeded,
      pluginId: await connectPlugin(server, seeded, 'https://egress.example.com/vigil/cb'),
    };
    await install(server, site, 'scanners', { scanner_id: 2 });
  });
  afterAll(async () => {
    await server.close();
    media.closeAllConnections();
    await new Promise((resolve) => media.close(resolve));
  });

  it('sends an item whose URL is a loopback address, however written, to moderators at once', async () => {
    const urls = [
      `http://127.0.0.1:${port}/a.png`,
      `http://[::ffff:127.0.0.1]:${port}/a.png`,
      `http://[::ffff:7f00:1]:${port}/a.png`,
      `http://2130706433:${port}/a.png`,
      `http://localhost:${port}/a.png`,
      `http://[::ffff:0.0.0.0]:${port}/a.png`,
    ];
    const ids: string[] = [];
    for (const [index, url] of urls.entries()) {
      ids.push(
        await submitItem(server, site, {
          cms_meta: { id: `egress-${index}` },
          content_type: 'image',
          content: url,
        }),
      );
    }
    await server.ctx.jobs.drain();
    for (const id of ids) {
      // Not PENDING for another try: the policy will not change its mind.
      expect(await reportRow(server, id)).toMatchObject({
        status: 'MODERATE',
        status_reason: 'content-unreachable',
        credits_charged: 0,
      });
    }
    expect(arrived).toEqual([]);
  });
});
