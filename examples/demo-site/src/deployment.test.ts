/**
 * Keeps deploy/ (docs/deployment.md) true to the code: the compose file's Vigil services, the
 * environment they set against the server's own schema (apps/server/src/env.ts), the proxy's
 * upstreams and body limit, and the Dockerfile's workspace manifests. Reads files only; the
 * stack itself needs a Docker engine and its images (docs/deployment.md, "Tested").
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_PREFIX, getHealthEndpoint, PLUGIN_MAX_BODY_BYTES } from '@vigil/contract';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string): string => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string };
  environment?: Record<string, string | number | boolean>;
  volumes?: string[];
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: string[] };
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

// `merge: true` resolves the `<<: *vigil` keys as Docker Compose does.
const compose = parse(read('deploy/docker-compose.yml'), { merge: true }) as ComposeFile;
const services = Object.entries(compose.services);
/** The containers built from deploy/Dockerfile: every one of them runs Vigil. */
const vigilServices = services.filter(([, s]) => s.build?.dockerfile === 'deploy/Dockerfile');
const role = (service: ComposeService): unknown => service.environment?.VIGIL_ROLE;
const instances = (service: ComposeService): number => service.deploy?.replicas ?? 1;

/** The keys of env.ts's ZEnvSchema, read from its text: what the server reads, and nothing else. */
function serverEnvSchema(): Map<string, string> {
  const text = read('apps/server/src/env.ts');
  const start = text.indexOf('const ZEnvSchema = z.object({');
  const end = text.indexOf('\n});', start);
  expect(start, 'env.ts declares ZEnvSchema').toBeGreaterThan(-1);
  const body = text.slice(start, end);
  // Each key sits at the object's first level (two spaces in); its entry runs to the next key.
  const keys = [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)];
  return new Map(
    keys.map((match, index) => [
      match[1] as string,
      body.slice(match.index, keys[index + 1]?.index ?? body.length),
    ]),
  );
}

/** "34MiB", "36MB", "35018070" → bytes, as Caddy reads a size. */
function caddySize(size: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*([KMG]i?B|B)?$/i.exec(size);
  if (!match) throw new Error(`not a size Caddy reads: ${size}`);
  const unit = (match[2] ?? 'B').toUpperCase();
  const factors: Record<string, number> = {
    B: 1,
    KB: 1e3,
    MB: 1e6,
    GB: 1e9,
    KIB: 2 ** 10,
    MIB: 2 ** 20,
    GIB: 2 ** 30,
  };
  return Number(match[1]) * (factors[unit] ?? Number.NaN);
}

describe('deploy/docker-compose.yml', () => {
  it('runs two API instances and two workers, every Vigil container with a role', () => {
    const api = vigilServices.filter(([, s]) => role(s) === 'api');
    const workers = vigilServices.filter(([, s]) => role(s) === 'worker');
    expect(api.map(([name]) => name)).toHaveLength(2);
    // Each API instance is its own service, since the proxy names each one.
    expect(api.map(([, s]) => instances(s))).toEqual([1, 1]);
    expect(workers.reduce((sum, [, s]) => sum + instances(s), 0)).toBe(2);
    expect(vigilServices).toHaveLength(api.length + workers.length);
  });

  it('gives every Vigil container the database, the shared secret key and the shared DATA_DIR', () => {
    const dataVolumes = new Set<string>();
    for (const [name, service] of vigilServices) {
      const env = service.environment ?? {};
      expect(String(env.DATABASE_URL), name).toMatch(/^postgres:\/\/[^@]+@postgres:5432\/\w+$/);
      // From the env file, required, never a value written here.
      expect(env.VIGIL_SECRET_KEY, name).toMatch(/^\$\{VIGIL_SECRET_KEY:\?/);
      expect(env.DATA_DIR, name).toBeTruthy();
      const mount = (service.volumes ?? []).find((v) => v.split(':')[1] === env.DATA_DIR);
      expect(mount, `${name} mounts a volume at DATA_DIR`).toBeDefined();
      const volume = (mount as string).split(':')[0] as string;
      expect(Object.keys(compose.volumes ?? {}), `${volume} is a named volume`).toContain(volume);
      dataVolumes.add(volume);
      expect(service.depends_on?.postgres?.condition, name).toBe('service_healthy');
    }
    expect([...dataVolumes], 'one volume shared by all').toHaveLength(1);
  });

  it('sets only environment variables the server reads, with the roles it knows', () => {
    const schema = serverEnvSchema();
    expect(schema.has('DATABASE_URL'), 'the schema was read').toBe(true);
    for (const [name, service] of vigilServices) {
      for (const key of Object.keys(service.environment ?? {})) {
        expect([...schema.keys()], `${name} sets ${key}`).toContain(key);
      }
    }
    const roles = new Set(vigilServices.map(([, s]) => String(role(s))));
    for (const value of roles) expect(schema.get('VIGIL_ROLE')).toContain(`'${value}'`);
    // The Dockerfile's ENV lines too (HOST, PORT, DATA_DIR, NODE_ENV).
    const dockerEnv = /^ENV ([\s\S]*?)(?=\n\S)/m.exec(read('deploy/Dockerfile'))?.[1] ?? '';
    const dockerKeys = [...dockerEnv.matchAll(/([A-Z][A-Z0-9_]*)=/g)].map((m) => m[1]);
    expect(dockerKeys).toContain('HOST');
    for (const key of dockerKeys)
      expect([...schema.keys()], `Dockerfile ENV ${key}`).toContain(key);
  });

  it('lets the API instances trust the proxy, and the workers not need to', () => {
    for (const [name, service] of vigilServices) {
      if (role(service) === 'api') expect(service.environment?.TRUST_PROXY, name).toBe('true');
    }
  });

  it('reads every secret from the env file, which ships with none', () => {
    const text = read('deploy/docker-compose.yml');
    const required = new Set([...text.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]));
    expect([...required].sort()).toEqual(['POSTGRES_PASSWORD', 'VIGIL_SECRET_KEY']);
    const example = read('deploy/.env.example');
    for (const key of required) expect(example).toMatch(new RegExp(`^${key}=$`, 'm'));
  });

  it('keeps PostgreSQL 16 on a named volume, with a health check', () => {
    const postgres = compose.services.postgres;
    expect(postgres?.image).toMatch(/^postgres:16\b/);
    expect(postgres?.volumes?.[0]).toMatch(/^postgres-data:\/var\/lib\/postgresql\/data$/);
    expect(postgres?.healthcheck?.test?.join(' ')).toContain('pg_isready');
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile').replace(/#.*$/gm, '');
  const upstreams = /reverse_proxy\s+([^{\n]+)/.exec(caddyfile)?.[1]?.trim().split(/\s+/) ?? [];

  it('sends requests to exactly the API services, on the port the image listens on', () => {
    const port = /^ENV [\s\S]*?\bPORT=(\d+)/m.exec(read('deploy/Dockerfile'))?.[1];
    const api = vigilServices.filter(([, s]) => role(s) === 'api').map(([name]) => name);
    expect(port).toBeDefined();
    expect(upstreams.sort()).toEqual(api.map((name) => `${name}:${port}`).sort());
    const proxy = services.find(([, s]) => s.image?.startsWith('caddy:'));
    expect(Object.keys(proxy?.[1].depends_on ?? {}).sort()).toEqual(api.sort());
  });

  it('checks the instances at the health route and lets the largest plugin request through', () => {
    expect(caddyfile).toMatch(
      new RegExp(`health_uri\\s+${API_PREFIX}${getHealthEndpoint.path}\\s`),
    );
    const maxSize = /max_size\s+(\S+)/.exec(caddyfile)?.[1];
    expect(maxSize, 'request_body max_size').toBeDefined();
    expect(caddySize(maxSize as string)).toBeGreaterThanOrEqual(PLUGIN_MAX_BODY_BYTES);
  });
});

describe('deploy/Dockerfile', () => {
  const dockerfile = read('deploy/Dockerfile');

  it("copies every workspace's package.json before npm ci", () => {
    const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
    const copied = [...dockerfile.matchAll(/^COPY (\S+)\/package\.json \1\/$/gm)].map((m) => m[1]);
    expect(copied.sort()).toEqual([...workspaces].sort());
  });

  it('checks its health at the health route and runs the production bundle', () => {
    expect(dockerfile).toContain(`/api/health`);
    expect(`${API_PREFIX}${getHealthEndpoint.path}`).toBe('/api/health');
    expect(dockerfile).toMatch(/^CMD \["node", "apps\/server\/dist\/main\.js"\]$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
  });
});
