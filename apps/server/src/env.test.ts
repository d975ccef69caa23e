import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('configuration from the environment', () => {
  it('defaults to port 3000 and ./data with SQLite', () => {
    const config = loadConfig({}, []);
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demo).toBe(false);
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('uses ./data-demo for the demo unless DATA_DIR says otherwise', () => {
    expect(loadConfig({}, ['--demo']).dataDir).toBe(path.resolve('./data-demo'));
    expect(loadConfig({ DATA_DIR: '/tmp/elsewhere' }, ['--demo']).dataDir).toBe('/tmp/elsewhere');
  });

  it('seeds the demo with its year of history unless VIGIL_DEMO_HISTORY is none', () => {
    expect(loadConfig({}, ['--demo']).demoHistory).toBe(true);
    expect(loadConfig({ VIGIL_DEMO_HISTORY: 'none' }, ['--demo']).demoHistory).toBe(false);
    expect(() => loadConfig({ VIGIL_DEMO_HISTORY: 'month' }, [])).toThrow(/VIGIL_DEMO_HISTORY/);
  });

  it('serves and runs jobs unless VIGIL_ROLE names one of the two', () => {
    expect(loadConfig({}, []).role).toBe('both');
    expect(loadConfig({ VIGIL_ROLE: 'api' }, []).role).toBe('api');
    expect(loadConfig({ VIGIL_ROLE: 'worker' }, []).role).toBe('worker');
    expect(() => loadConfig({ VIGIL_ROLE: 'scanner' }, [])).toThrow(/VIGIL_ROLE/);
  });

  it('honours PORT and DATABASE_URL', () => {
    const config = loadConfig(
      { PORT: '4100', DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/v' },
      [],
    );
    expect(config.port).toBe(4100);
    expect(config.databaseUrl).toBe('postgres://u:p@127.0.0.1:5432/v');
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, [])).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, [])).toThrow(/DATABASE_URL/);
  });

  it('lets outbound requests reach only public addresses unless VIGIL_EGRESS names more', () => {
    expect(loadConfig({}, []).egress).toEqual({ loopback: false, private: false });
    expect(loadConfig({}, ['--demo']).egress).toEqual({ loopback: false, private: false });
    expect(loadConfig({ VIGIL_EGRESS: 'public,loopback' }, []).egress).toEqual({
      loopback: true,
      private: false,
    });
    expect(loadConfig({ VIGIL_EGRESS: ' Loopback , private ' }, []).egress).toEqual({
      loopback: true,
      private: true,
    });
    expect(() => loadConfig({ VIGIL_EGRESS: 'public,link-local' }, [])).toThrow(
      /VIGIL_EGRESS.*link-local/,
    );
  });

  it('hashes passwords with OWASP scrypt parameters; cheaper ones only under NODE_ENV=test', () => {
    expect(loadConfig({}, []).passwordHash).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(
      loadConfig({ VIGIL_PASSWORD_HASH_COST: '14', NODE_ENV: 'test' }, []).passwordHash,
    ).toEqual({ N: 2 ** 14, r: 8, p: 1 });
    expect(() => loadConfig({ VIGIL_PASSWORD_HASH_COST: '14' }, [])).toThrow(
      /VIGIL_PASSWORD_HASH_COST/,
    );
    expect(loadConfig({ VIGIL_PASSWORD_HASH_COST: '18' }, []).passwordHash.N).toBe(2 ** 18);
  });
});
