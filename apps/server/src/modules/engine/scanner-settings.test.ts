import {
  DOMAIN_MESSAGES,
  MESSAGES,
  ROLES,
  type TDomainStream,
  type TModerationCategory,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { addDomain, type AddedDomain } from '../domains/domains-test-kit';
import { ADMIN_MODERATOR_VIEWER, call, seedTenant, type SignedIn } from '../users/users-test-kit';

describe('moderation categories and threshold settings', () => {
  let server: TestServer;
  let admin: SignedIn;
  let moderator: SignedIn;
  let viewer: SignedIn;
  let otherAdmin: SignedIn;
  let domain: AddedDomain;
  let textScannerId: string;

  const stream = async (who: SignedIn = admin, id = domain.id) =>
    (await call(server, who, 'GET', `/domains/${id}/settings`)).json() as TDomainStream;
  const save = (who: SignedIn, scannerId: string, body: object) =>
    call(server, who, 'POST', `/domain-scanner-settings/${scannerId}`, body);

  beforeAll(async () => {
    server = await createTestServer();
    ({ admin, moderator, viewer } = (
      await seedTenant(server, 'Thresholds Ltd', 'thresholds.test', ADMIN_MODERATOR_VIEWER)
    ).users);
    otherAdmin = (await seedTenant(server, 'Other', 'other.test', { admin: ROLES.administrator }))
      .users.admin;
    domain = await addDomain(server, admin, 'thresholds.example.com');
    textScannerId = String((await stream()).scanners[0]?.id);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists every category sorted by name then id, narrowed by scanner_id', async () => {
    const all = await call(server, moderator, 'GET', '/moderation-categories');
    expect(all.statusCode).toBe(200);
    const data = (all.json() as { data: TModerationCategory[] }).data;
    expect(data).toHaveLength(19);
    const keys = data.map((category) => `${category.name.toLowerCase()}\u0000${category.id}`);
    expect(keys).toEqual([...keys].sort());
    expect(data.find((category) => category.id === 'text-personal-data')).toEqual({
      id: 'text-personal-data',
      name: 'Personal data',
      extractor_id: 'personal-data',
      scanner_id: 1,
    });
    // Same name on image and video: ordered by id.
    expect(data.filter((c) => c.name === 'Nudity').map((c) => c.id)).toEqual([
      'image-nudity',
      'video-nudity',
    ]);

    const video = await call(server, admin, 'GET', '/moderation-categories?scanner_id=3');
    expect((video.json() as { data: TModerationCategory[] }).data.map((c) => c.id)).toEqual([
      'video-explicit-drawing',
      'video-nudity',
      'video-suggestive',
    ]);
    const none = await call(server, admin, 'GET', '/moderation-categories?scanner_id=9');
    expect(none.json()).toEqual({ data: [] });
    const bad = await call(server, admin, 'GET', '/moderation-categories?scanner_id=text');
    expect(bad.statusCode).toBe(422);
    expect((await call(server, viewer, 'GET', '/moderation-categories')).statusCode).toBe(403);
  });

  it('saves one category pair, answers it and shows it in the domain stream', async () => {
    const response = await save(admin, textScannerId, {
      moderation_category_id: 'text-hate',
      moderation_threshold: 35,
      unpublish_threshold: 70,
    });
    expect(response.statusCode).toBe(200);
    const setting = {
      moderation_category_id: 'text-hate',
      moderation_threshold: 35,
      unpublish_threshold: 70,
      domain_id: domain.id,
    };
    expect(response.json()).toEqual({
      message: DOMAIN_MESSAGES.scannerSettingSaved,
      data: setting,
    });
    const settings = (await stream()).scanners[0]?.settings ?? [];
    expect(settings.find((s) => s.moderation_category_id === 'text-hate')).toEqual(setting);
    expect(settings).toHaveLength(8);
    // Saving again replaces the pair (an upsert), and 0/0 switches the category off.
    await save(admin, textScannerId, {
      moderation_category_id: 'text-hate',
      moderation_threshold: 0,
      unpublish_threshold: 0,
    });
    const again = (await stream(moderator)).scanners[0]?.settings ?? [];
    expect(again.find((s) => s.moderation_category_id === 'text-hate')).toMatchObject({
      moderation_threshold: 0,
      unpublish_threshold: 0,
    });
    expect(again).toHaveLength(8);
  });

  it('refuses bad pairs with 422 and stores nothing', async () => {
    const before = await stream();
    const cases: Array<[object, Record<string, string[]>]> = [
      [
        { moderation_category_id: 'text-spam', moderation_threshold: 33, unpublish_threshold: 90 },
        { moderation_threshold: [MESSAGES.thresholdOffStep] },
      ],
      [
        { moderation_category_id: 'text-spam', moderation_threshold: 50, unpublish_threshold: 105 },
        { unpublish_threshold: [MESSAGES.thresholdOutOfRange] },
      ],
      [
        { moderation_category_id: 'text-spam', moderation_threshold: 80, unpublish_threshold: 40 },
        { moderation_threshold: [MESSAGES.thresholdsOutOfOrder] },
      ],
      [
        {
          moderation_category_id: 'image-nudity',
          moderation_threshold: 10,
          unpublish_threshold: 40,
        },
        { moderation_category_id: [DOMAIN_MESSAGES.unknownModerationCategory] },
      ],
      [
        { moderation_category_id: 'no-such', moderation_threshold: 10, unpublish_threshold: 40 },
        { moderation_category_id: [DOMAIN_MESSAGES.unknownModerationCategory] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await save(admin, textScannerId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect((response.json() as { errors: object }).errors).toMatchObject(errors);
    }
    const missing = await save(admin, textScannerId, { moderation_category_id: 'text-spam' });
    expect(missing.statusCode).toBe(422);
    expect(await stream()).toEqual(before);
  });

  it("keeps tenants apart (404 for another tenant's scanner) and lets only administrators save", async () => {
    const theirs = await addDomain(server, otherAdmin, 'theirs.other.test');
    const theirStream = await stream(otherAdmin, theirs.id);
    const theirScanner = String(theirStream.scanners[0]?.id);
    const body = {
      moderation_category_id: 'text-spam',
      moderation_threshold: 5,
      unpublish_threshold: 10,
    };
    const foreign = await save(admin, theirScanner, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Not Found' });
    expect((await save(admin, 'no-such-scanner', body)).statusCode).toBe(404);
    expect(await stream(otherAdmin, theirs.id)).toEqual(theirStream);

    const mine = await stream();
    expect((await save(moderator, textScannerId, body)).statusCode).toBe(403);
    expect((await save(viewer, textScannerId, body)).statusCode).toBe(403);
    expect(await stream()).toEqual(mine);
  });

  it('writes the default thresholds of a newly installed scanner', async () => {
    const installed = await call(server, admin, 'POST', `/domains/${domain.id}/scanners`, {
      scanner_id: 4,
    });
    expect(installed.statusCode).toBe(201);
    const audio = (await stream()).scanners.find((s) => s.scanner.id === 4);
    expect(
      audio?.settings.map((s) => [
        s.moderation_category_id,
        s.moderation_threshold,
        s.unpublish_threshold,
      ]),
    ).toEqual([
      ['audio-harassment', 50, 90],
      ['audio-hate', 40, 85],
      ['audio-self-harm', 40, 100],
      ['audio-sexual', 50, 90],
      ['audio-violence', 50, 90],
    ]);
  });
});
