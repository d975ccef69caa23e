import {
  DOMAIN_MESSAGES,
  ROLES,
  type TDomainExtractor,
  type TDomainScanner,
  type TDomainStream,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { ADMIN_MODERATOR_VIEWER, call, seedTenant, type SignedIn } from '../users/users-test-kit';
import { type AddedDomain, addDomain } from './domains-test-kit';

/** The text scanner's categories and default pairs, in the stream's order (by id). */
const TEXT_DEFAULTS: ReadonlyArray<readonly [string, number, number]> = [
  ['text-harassment', 50, 90],
  ['text-hate', 40, 85],
  ['text-personal-data', 50, 100],
  ['text-profanity', 50, 90],
  ['text-self-harm', 40, 100],
  ['text-sexual', 50, 90],
  ['text-spam', 60, 90],
  ['text-violence', 50, 90],
];

describe('domain scanners and extractors', () => {
  let server: TestServer;
  let admin: SignedIn;
  let moderator: SignedIn;
  let viewer: SignedIn;
  let otherAdmin: SignedIn;
  let domain: AddedDomain;

  beforeAll(async () => {
    server = await createTestServer();
    ({ admin, moderator, viewer } = (
      await seedTenant(server, 'Parts Ltd', 'parts.test', ADMIN_MODERATOR_VIEWER)
    ).users);
    otherAdmin = (await seedTenant(server, 'Other', 'other.test', { admin: ROLES.administrator }))
      .users.admin;
    domain = await addDomain(server, admin, 'parts.example.com');
  });
  afterAll(async () => {
    await server.close();
  });

  const stream = async (who: SignedIn = admin) =>
    (await call(server, who, 'GET', `/domains/${domain.id}/settings`)).json() as TDomainStream;

  it('lists the catalogues to administrators and moderators, not viewers', async () => {
    const scanners = await call(server, moderator, 'GET', '/scanners');
    expect((scanners.json() as { data: Array<{ id: number }> }).data.map((s) => s.id)).toEqual([
      1, 2, 3, 4,
    ]);
    const extractors = await call(server, admin, 'GET', '/extractors');
    expect(
      (extractors.json() as { data: Array<{ id: string }> }).data.map((e) => e.id).sort(),
    ).toEqual(['html-images', 'html-text', 'metadata', 'personal-data']);
    expect((await call(server, viewer, 'GET', '/scanners')).statusCode).toBe(403);
  });

  it('gives a new domain the text scanner and the HTML text extractor, enabled', async () => {
    const body = await stream();
    expect(body.id).toBe(domain.id);
    expect(body.scanners).toEqual([
      {
        id: expect.any(String) as string,
        domain_id: domain.id,
        scanner: { id: 1, name: 'Text', description: expect.any(String) as string },
        // Every category of the scanner starts at the catalogue's defaults (decision 0082).
        settings: TEXT_DEFAULTS.map(([id, moderation, unpublish]) => ({
          moderation_category_id: id,
          moderation_threshold: moderation,
          unpublish_threshold: unpublish,
          domain_id: domain.id,
        })),
        status: true,
      },
    ]);
    expect(body.extractors).toEqual([
      {
        id: expect.any(String) as string,
        extractor: {
          id: 'html-text',
          name: 'HTML text',
          description: expect.any(String) as string,
        },
        status: true,
      },
    ]);
    expect((await stream(moderator)).id).toBe(domain.id);
  });

  it('installs a scanner once (409 the second time), toggles and uninstalls it', async () => {
    const url = `/domains/${domain.id}/scanners`;
    const installed = await call(server, admin, 'POST', url, { scanner_id: 2 });
    expect(installed.statusCode).toBe(201);
    const scanner = (installed.json() as { data: TDomainScanner }).data;
    expect(scanner).toMatchObject({ scanner: { id: 2, name: 'Image' }, status: true });
    const twice = await call(server, admin, 'POST', url, { scanner_id: 2 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: DOMAIN_MESSAGES.scannerAlreadyInstalled });
    const unknown = await call(server, admin, 'POST', url, { scanner_id: 99 });
    expect(unknown.json()).toMatchObject({
      errors: { scanner_id: [DOMAIN_MESSAGES.unknownScanner] },
    });

    const off = await call(server, admin, 'PUT', `${url}/${scanner.id}`, { status: false });
    expect(off.json()).toEqual({
      message: DOMAIN_MESSAGES.scannerUpdated,
      data: { ...scanner, status: false },
    });
    expect((await stream()).scanners.map((s) => [s.scanner.id, s.status])).toEqual([
      [1, true],
      [2, false],
    ]);
    // Installed with its categories' default thresholds, then one pair saved over them.
    const setting = (id: string, moderation: number, unpublish: number) => ({
      moderation_category_id: id,
      moderation_threshold: moderation,
      unpublish_threshold: unpublish,
      domain_id: domain.id,
    });
    expect((await stream()).scanners[1]?.settings).toEqual([
      setting('image-explicit-drawing', 50, 85),
      setting('image-nudity', 50, 85),
      setting('image-suggestive', 60, 100),
    ]);
    const saved = await call(server, admin, 'POST', `/domain-scanner-settings/${scanner.id}`, {
      moderation_category_id: 'image-nudity',
      moderation_threshold: 40,
      unpublish_threshold: 80,
    });
    expect(saved.statusCode).toBe(200);
    expect((await stream()).scanners[1]?.settings).toEqual([
      setting('image-explicit-drawing', 50, 85),
      setting('image-nudity', 40, 80),
      setting('image-suggestive', 60, 100),
    ]);
    const removed = await call(server, admin, 'DELETE', `${url}/${scanner.id}`);
    expect(removed.json()).toEqual({ message: DOMAIN_MESSAGES.scannerUninstalled });
    expect((await stream()).scanners.map((s) => s.scanner.id)).toEqual([1]);
    // The uninstalled scanner's thresholds went with it.
    const settings = await server.ctx.database.db
      .selectFrom('domain_scanner_settings')
      .select('domain_scanner_id')
      .where('domain_scanner_id', '=', scanner.id as string)
      .execute();
    expect(settings).toEqual([]);
    expect((await call(server, admin, 'DELETE', `${url}/${scanner.id}`)).statusCode).toBe(404);
  });

  it('installs an extractor once, toggles and uninstalls it', async () => {
    const url = `/domains/${domain.id}/extractors`;
    const installed = await call(server, admin, 'POST', url, { extractor_id: 'metadata' });
    expect(installed.statusCode).toBe(201);
    const extractor = (installed.json() as { data: TDomainExtractor }).data;
    expect(extractor).toMatchObject({ extractor: { id: 'metadata' }, status: true });
    expect((await call(server, admin, 'POST', url, { extractor_id: 'metadata' })).json()).toEqual({
      message: DOMAIN_MESSAGES.extractorAlreadyInstalled,
    });
    const unknown = await call(server, admin, 'POST', url, { extractor_id: 'nope' });
    expect(unknown.json()).toMatchObject({
      errors: { extractor_id: [DOMAIN_MESSAGES.unknownExtractor] },
    });
    const off = await call(server, admin, 'PUT', `${url}/${extractor.id}`, { status: false });
    expect(off.json()).toMatchObject({ data: { id: extractor.id, status: false } });
    expect((await call(server, admin, 'DELETE', `${url}/${extractor.id}`)).statusCode).toBe(200);
    expect((await stream()).extractors.map((e) => e.extractor.id)).toEqual(['html-text']);
  });

  it("refuses another tenant's domain or component ids with 404, and moderators with 403", async () => {
    const theirs = await addDomain(server, otherAdmin, 'theirs.other.test');
    const theirStream = (
      await call(server, otherAdmin, 'GET', `/domains/${theirs.id}/settings`)
    ).json() as TDomainStream;
    const theirScanner = theirStream.scanners[0]?.id;
    const theirExtractor = theirStream.extractors[0]?.id;
    const mine = await stream();
    for (const [method, url] of [
      ['PUT', `/domains/${theirs.id}/scanners/${theirScanner}`],
      ['DELETE', `/domains/${theirs.id}/scanners/${theirScanner}`],
      ['PUT', `/domains/${domain.id}/scanners/${theirScanner}`],
      ['DELETE', `/domains/${domain.id}/extractors/${theirExtractor}`],
      ['PUT', `/domains/${theirs.id}/extractors/${theirExtractor}`],
    ] as const) {
      const response = await call(server, admin, method, url, { status: false });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await call(server, otherAdmin, 'GET', `/domains/${theirs.id}/settings`)).json(),
    ).toEqual(theirStream);
    const mineId = mine.scanners[0]?.id;
    const asModerator = await call(
      server,
      moderator,
      'PUT',
      `/domains/${domain.id}/scanners/${mineId}`,
      {
        status: false,
      },
    );
    expect(asModerator.statusCode).toBe(403);
    expect(await stream()).toEqual(mine);
  });
});
