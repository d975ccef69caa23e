import {
  ENGINE_SETTINGS_MESSAGES,
  ROLES,
  type TEngineSettings,
  type TUpdateEngineSettingsRequest,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ONLY } from '../../lib/egress/egress-policy';
import { createTestServer, type TestServer } from '../../test/test-server';
import { ADMIN_MODERATOR_VIEWER, call, seedTenant, type SignedIn } from '../users/users-test-kit';
import { loadEngineConfig, scoreWithEngine } from './external-engine';
import {
  type FakeModerationEngine,
  moderationResult,
  startFakeModerationEngine,
} from './fake-moderation-engine';

const URL_PATH = '/tenant/moderation-engine';
const FIRST_KEY = 'sk-first-engine-key-0c1d2e3f4a5b';
const SECOND_KEY = 'sk-second-engine-key-6a7b8c9d0e1f';

describe('external moderation engine settings', () => {
  let server: TestServer;
  let engine: FakeModerationEngine;
  let tenantId: string;
  let admin: SignedIn;
  let moderator: SignedIn;
  let viewer: SignedIn;
  let otherTenantId: string;
  let otherAdmin: SignedIn;
  const responses: string[] = [];

  const settings = (
    changes: Partial<TUpdateEngineSettingsRequest> = {},
  ): TUpdateEngineSettingsRequest => ({
    enabled: true,
    url: engine.url,
    model: 'omni-moderation-latest',
    content_types: ['text', 'audio'],
    timeout_ms: 5000,
    max_retries: 1,
    ...changes,
  });

  async function put(who: SignedIn, body: object) {
    const response = await call(server, who, 'PUT', URL_PATH, body);
    responses.push(response.body);
    return response;
  }

  async function get(who: SignedIn) {
    const response = await call(server, who, 'GET', URL_PATH);
    responses.push(response.body);
    return response;
  }

  async function storedRow(tenant: string) {
    return server.ctx.database.db
      .selectFrom('tenant_engine_settings')
      .selectAll()
      .where('tenant_id', '=', tenant)
      .executeTakeFirst();
  }

  beforeAll(async () => {
    server = await createTestServer();
    engine = await startFakeModerationEngine();
    const seeded = await seedTenant(server, 'Engine Ltd', 'engine.test', ADMIN_MODERATOR_VIEWER);
    ({ tenantId } = seeded);
    ({ admin, moderator, viewer } = seeded.users);
    const other = await seedTenant(server, 'Other Ltd', 'other.test', {
      admin: ROLES.administrator,
    });
    otherTenantId = other.tenantId;
    otherAdmin = other.users.admin;
  });
  afterAll(async () => {
    await engine.close();
    await server.close();
  });

  it('answers null while no engine is configured', async () => {
    const response = await get(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    expect(await loadEngineConfig(server.ctx, tenantId)).toBeUndefined();
  });

  it('saves the settings with the key sealed; the answer only says a key is stored', async () => {
    const response = await put(admin, settings({ api_key: FIRST_KEY }));
    expect(response.statusCode).toBe(200);
    const expected: TEngineSettings = {
      enabled: true,
      url: engine.url,
      model: 'omni-moderation-latest',
      content_types: ['text', 'audio'],
      timeout_ms: 5000,
      max_retries: 1,
      has_api_key: true,
    };
    expect(response.json()).toEqual({ message: ENGINE_SETTINGS_MESSAGES.saved, data: expected });
    expect((await get(admin)).json()).toEqual({ data: expected });
    const row = await storedRow(tenantId);
    expect(row?.api_key_sealed).toBeTruthy();
    expect(row?.api_key_sealed).not.toContain(FIRST_KEY);
    expect(server.ctx.secretBox.decrypt(row?.api_key_sealed ?? '')).toBe(FIRST_KEY);
  });

  it('keeps the key when api_key is left out, replaces it with a string, removes it with null', async () => {
    const kept = await put(admin, settings({ model: null, timeout_ms: 8000 }));
    expect(kept.json()).toMatchObject({
      data: { model: null, timeout_ms: 8000, has_api_key: true },
    });
    expect((await loadEngineConfig(server.ctx, tenantId))?.api_key).toBe(FIRST_KEY);

    await put(admin, settings({ api_key: SECOND_KEY }));
    expect((await loadEngineConfig(server.ctx, tenantId))?.api_key).toBe(SECOND_KEY);

    const removed = await put(admin, settings({ api_key: null }));
    expect(removed.json()).toMatchObject({ data: { has_api_key: false } });
    expect((await storedRow(tenantId))?.api_key_sealed).toBeNull();
    expect((await loadEngineConfig(server.ctx, tenantId))?.api_key).toBeNull();

    await put(admin, settings({ api_key: SECOND_KEY }));
  });

  it('always includes audio, which only the engine scans, and orders the content types', async () => {
    const response = await put(admin, settings({ content_types: ['video', 'text', 'video'] }));
    expect(response.json()).toMatchObject({ data: { content_types: ['text', 'video', 'audio'] } });
  });

  it('refuses invalid settings with 422 field errors and changes nothing', async () => {
    const before = await storedRow(tenantId);
    const invalid: object[] = [
      settings({ url: 'ftp://engine.example.com/v1/moderations' }),
      settings({ url: 'not a url' }),
      settings({ content_types: [] }),
      settings({ timeout_ms: 10 }),
      settings({ max_retries: 9 }),
      settings({ api_key: '' }),
      { ...settings(), content_types: ['text', 'smell'] },
      { enabled: 'yes' },
    ];
    for (const body of invalid) {
      const response = await put(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const error = response.json() as { message: string; errors: Record<string, string[]> };
      expect(typeof error.message).toBe('string');
      expect(Object.keys(error.errors).length).toBeGreaterThan(0);
    }
    expect(await storedRow(tenantId)).toEqual(before);
  });

  it('is for administrators only', async () => {
    for (const who of [moderator, viewer]) {
      expect((await get(who)).statusCode).toBe(403);
      expect((await put(who, settings({ api_key: 'sk-intruder' }))).statusCode).toBe(403);
    }
    expect((await loadEngineConfig(server.ctx, tenantId))?.api_key).toBe(SECOND_KEY);
    const anonymous = await server.app.inject({ method: 'GET', url: `/api${URL_PATH}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("keeps each tenant's engine to itself", async () => {
    expect((await get(otherAdmin)).json()).toEqual({ data: null });
    await put(
      otherAdmin,
      settings({ url: 'https://engine.other.test/v1/moderations', api_key: 'sk-other-tenant' }),
    );
    expect((await get(admin)).json()).toMatchObject({ data: { url: engine.url } });
    expect((await loadEngineConfig(server.ctx, tenantId))?.api_key).toBe(SECOND_KEY);
    expect((await loadEngineConfig(server.ctx, otherTenantId))?.api_key).toBe('sk-other-tenant');
  });

  it('loads a ready-to-call config that scores against the engine with the decrypted key', async () => {
    const config = await loadEngineConfig(server.ctx, tenantId);
    if (!config) throw new Error('no engine config');
    expect(config).toMatchObject({
      url: engine.url,
      api_key: SECOND_KEY,
      timeout_ms: 5000,
      max_retries: 1,
      ffmpeg_path: server.ctx.config.scanning.ffmpegPath,
    });
    engine.queue.push({ body: moderationResult({ harassment: 0.81 }) });
    const outcome = await scoreWithEngine(config, { contentType: 'text', text: 'go away, idiot' });
    expect(outcome).toMatchObject({ unavailable: false, scores: { 'text-harassment': 81 } });
    expect(engine.requests.at(-1)?.authorization).toBe(`Bearer ${SECOND_KEY}`);
  });

  it('loads nothing while the engine is disabled', async () => {
    await put(admin, settings({ enabled: false }));
    expect(await loadEngineConfig(server.ctx, tenantId)).toBeUndefined();
    expect((await get(admin)).json()).toMatchObject({
      data: { enabled: false, has_api_key: true },
    });
    await put(admin, settings({ enabled: true }));
  });

  it('treats a key that no longer decrypts as absent, and logs that without any key', async () => {
    await server.ctx.database.db
      .updateTable('tenant_engine_settings')
      .set({ api_key_sealed: 'v1.broken.sealed.value' })
      .where('tenant_id', '=', tenantId)
      .execute();
    const config = await loadEngineConfig(server.ctx, tenantId);
    expect(config?.api_key).toBeNull();
    expect(server.logs.join('\n')).toContain('moderation engine API key could not be decrypted');
    await put(admin, settings({ api_key: SECOND_KEY }));
  });

  it('never shows a key in any response or log line', async () => {
    const keys = [FIRST_KEY, SECOND_KEY, 'sk-other-tenant', 'sk-intruder'];
    expect(responses.length).toBeGreaterThan(10);
    for (const key of keys) {
      for (const body of responses) expect(body).not.toContain(key);
      expect(server.logs.join('\n')).not.toContain(key);
    }
    expect(server.logs.length).toBeGreaterThan(0);
  });
});

describe('external moderation engine settings and the egress policy', () => {
  let server: TestServer;
  let admin: SignedIn;

  beforeAll(async () => {
    server = await createTestServer({ config: { egress: PUBLIC_ONLY } });
    ({ admin } = (
      await seedTenant(server, 'Egress Ltd', 'egress.test', ADMIN_MODERATOR_VIEWER)
    ).users);
  });
  afterAll(async () => {
    await server.close();
  });

  const save = (url: string) =>
    call(server, admin, 'PUT', URL_PATH, {
      enabled: true,
      url,
      model: null,
      content_types: ['text', 'audio'],
      timeout_ms: 5000,
      max_retries: 1,
    });

  it('refuses an engine URL on a loopback, private or metadata address, and takes a name', async () => {
    for (const url of [
      'http://127.0.0.1:8000/v1/moderations',
      'http://[::ffff:7f00:1]:8000/v1/moderations',
      'http://localhost:8000/v1/moderations',
      'http://192.168.1.20/v1/moderations',
      'http://169.254.169.254/v1/moderations',
    ]) {
      const response = await save(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toEqual({
        message: ENGINE_SETTINGS_MESSAGES.addressNotAllowed,
        errors: { url: [ENGINE_SETTINGS_MESSAGES.addressNotAllowed] },
      });
    }
    expect((await save('https://api.openai.com/v1/moderations')).statusCode).toBe(200);
  });
});
