// POST /api/plugin/v1/content with one new text item, signed as a plugin signs it: the path
// up to the 202, i.e. the signature check and the report, audit row and scan job written in
// one transaction (the scan itself runs later, in a job). Run with `npm run bench`.
import { afterAll, beforeAll, bench, describe } from 'vitest';
import {
  connectPlugin,
  seedPluginSite,
  submit,
  textItem,
  type PluginSite,
} from '../src/modules/plugin-api/plugin-api-test-kit';
import { createTestServer, type TestServer } from '../src/test/test-server';
import { COMMENT_HTML } from './sample-comment';

let server: TestServer;
let site: PluginSite;
/** Each item is new: a known cms_meta.id with the same content is only looked up. */
let next = 0;

beforeAll(async () => {
  server = await createTestServer();
  site = await seedPluginSite(server, 'Bench Blog', 'blog.bench.example');
  await connectPlugin(server, site);
});

afterAll(async () => {
  await server.close();
});

describe('plugin API', () => {
  bench(
    'POST /api/plugin/v1/content (one new text item, until the 202)',
    async () => {
      next += 1;
      const item = textItem(site, {
        cms_meta: { id: `comment-${next}`, type: 'comment', url: `https://blog.bench.example/p/1` },
        content: COMMENT_HTML,
      });
      const response = await submit(server, site, item);
      if (response.statusCode !== 202) {
        throw new Error(`POST /content: ${response.statusCode} ${response.body}`);
      }
    },
    { time: 2_000 },
  );
});
