import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDemoSiteEnv, readDemoSiteKeys } from './demo-site-config';

describe('readDemoSiteEnv', () => {
  it('puts the blog beside Vigil: PORT + 1, Vigil on localhost:PORT, feeding', () => {
    expect(readDemoSiteEnv({ PORT: '4000', DATA_DIR: '/tmp/vigil' })).toEqual({
      port: 4001,
      vigilUrl: 'http://localhost:4000',
      dataDir: '/tmp/vigil',
      feed: true,
      feedIntervalMs: 4000,
    });
  });

  it('defaults to Vigil on 3000 and the blog on 3001', () => {
    const env = readDemoSiteEnv({});
    expect(env.port).toBe(3001);
    expect(env.vigilUrl).toBe('http://localhost:3000');
    expect(env.dataDir).toBe(path.resolve('./data-demo'));
  });

  it('takes DEMO_SITE_PORT, VIGIL_URL and DEMO_SITE_FEED=false', () => {
    const env = readDemoSiteEnv({
      DEMO_SITE_PORT: '8081',
      VIGIL_URL: 'http://127.0.0.1:8080/',
      DEMO_SITE_FEED: 'false',
    });
    expect(env).toMatchObject({ port: 8081, vigilUrl: 'http://127.0.0.1:8080', feed: false });
  });

  it('refuses a port that is not a number', () => {
    expect(() => readDemoSiteEnv({ DEMO_SITE_PORT: 'eighty' })).toThrow(
      'DEMO_SITE_PORT must be a whole number, got "eighty"',
    );
  });
});

describe('readDemoSiteKeys', () => {
  it('reads the file the demo seed writes and refuses an incomplete one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-keys-'));
    try {
      const keys = {
        vigilUrl: 'http://localhost:3000',
        domain: 'blog.demo.test',
        accessKey: 'vk_a',
        secretKey: 'vs_b',
      };
      fs.writeFileSync(path.join(dir, 'demo-site.json'), JSON.stringify(keys));
      expect(readDemoSiteKeys(dir)).toEqual(keys);
      fs.writeFileSync(
        path.join(dir, 'demo-site.json'),
        JSON.stringify({ ...keys, secretKey: '' }),
      );
      expect(() => readDemoSiteKeys(dir)).toThrow(/lacks/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
