/**
 * A tenant with a month of known moderation (October 2026) for the transparency tests: items
 * written through the reports module at past moments (dashboard-test-kit's historyWriter), a
 * few in September around it, one of a domain deleted since. Which figure each item makes is
 * in the comment beside it.
 */
import { ROLES } from '@vigil/contract';
import type { TestServer } from '../../test/test-server';
import { addDomain } from '../domains/domains-test-kit';
import { historyWriter, type HistoryReport } from '../dashboard/dashboard-test-kit';
import { call, seedTenant, type SignedIn } from '../users/users-test-kit';

export const KNOWN_MONTH = '2026-10';
/** When the monthly job makes October's report. */
export const FIRST_OF_NOVEMBER = '2026-11-01T00:00:05.000Z';

const at = (iso: string) => new Date(iso);
const seconds = (iso: string, add: number) => new Date(Date.parse(iso) + add * 1000);

export interface KnownTenant {
  tenantId: string;
  admin: SignedIn;
  moderator: SignedIn;
  viewer: SignedIn;
  /** Reports by letter, for the events after the month. */
  reports: Record<string, HistoryReport>;
  writer: ReturnType<typeof historyWriter>;
  people: { admin: { id: string; name: string }; moderator: { id: string; name: string } };
}

type ScanOf = Parameters<ReturnType<typeof historyWriter>['scan']>[3];
const text = (topCategoryId: string | null, extractorIds = 'html-text'): ScanOf => ({
  topCategoryId,
  scores: topCategoryId === null ? {} : { [topCategoryId]: 80 },
  scannerIds: topCategoryId === null ? '' : '1',
  extractorIds: topCategoryId === null ? '' : extractorIds,
});

export async function seedKnownMonth(server: TestServer, name: string): Promise<KnownTenant> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const { tenantId, users } = await seedTenant(server, name, `${slug}.test`, {
    admin: ROLES.administrator,
    moderator: ROLES.moderator,
    viewer: ROLES.viewer,
  });
  const one = await addDomain(server, users.admin, `one.${slug}.test`);
  const two = await addDomain(server, users.admin, `two.${slug}.test`);
  const old = await addDomain(server, users.admin, `old.${slug}.test`);
  const write = historyWriter(server, tenantId);
  const admin = { id: users.admin.id, name: 'admin' };
  const moderator = { id: users.moderator.id, name: 'moderator' };
  const reports: Record<string, HistoryReport> = {};
  const submit = async (key: string, when: string, domain: typeof one, type: string) => {
    reports[key] = await write.submit(at(when), domain, type, `author-${key}`);
    return reports[key];
  };

  // September, around the month: H is decided in October, I never counts.
  const h = await submit('H', '2026-09-29T08:00:00.000Z', one, 'text');
  await write.scan(seconds('2026-09-29T08:00:00.000Z', 5), h, 'MODERATE', text('text-harassment'));
  await write.decide(at('2026-10-01T08:00:00.000Z'), h, 'MANUALLY_IGNORED', moderator);
  const i = await submit('I', '2026-09-15T08:00:00.000Z', one, 'text');
  await write.scan(seconds('2026-09-15T08:00:00.000Z', 5), i, 'CLEAN', text('text-spam'));

  // October.
  const a = await submit('A', '2026-10-02T10:00:00.000Z', one, 'text');
  await write.scan(
    seconds('2026-10-02T10:00:00.000Z', 5),
    a,
    'AUTO_UNPUBLISHED',
    text('text-profanity'),
  );
  const b = await submit('B', '2026-10-03T10:00:00.000Z', one, 'text');
  await write.scan(
    seconds('2026-10-03T10:00:00.000Z', 5),
    b,
    'AUTO_UNPUBLISHED',
    text('text-hate'),
  );
  await write.decide(at('2026-10-04T10:00:00.000Z'), b, 'MANUALLY_IGNORED', moderator);
  const c = await submit('C', '2026-10-05T10:00:00.000Z', two, 'image');
  await write.scan(seconds('2026-10-05T10:00:00.000Z', 5), c, 'MODERATE', {
    topCategoryId: 'image-nudity',
    scores: { 'image-nudity': 70 },
    scannerIds: '2',
    extractorIds: '',
  });
  await write.decide(seconds('2026-10-05T10:00:00.000Z', 3605), c, 'MANUALLY_UNPUBLISHED', admin);
  const d = await submit('D', '2026-10-06T10:00:00.000Z', two, 'text');
  await write.scan(seconds('2026-10-06T10:00:00.000Z', 5), d, 'CLEAN', text('text-spam'));
  await write.decide(at('2026-10-10T10:00:00.000Z'), d, 'MANUALLY_UNPUBLISHED', moderator);
  const e = await submit('E', '2026-10-07T10:00:00.000Z', one, 'video');
  await write.scan(seconds('2026-10-07T10:00:00.000Z', 5), e, 'CLEAN', {
    topCategoryId: 'video-nudity',
    scores: { 'video-nudity': 3 },
    scannerIds: '3',
    extractorIds: '',
  });
  // Decided by a person before any scan: found by a person, no category.
  const f = await submit('F', '2026-10-08T10:00:00.000Z', one, 'text');
  await write.decide(
    seconds('2026-10-08T10:00:00.000Z', 1800),
    f,
    'MANUALLY_UNPUBLISHED',
    moderator,
  );
  // Sent for review on the 30th, approved only in November.
  const g = await submit('G', '2026-10-30T10:00:00.000Z', one, 'text');
  await write.scan(seconds('2026-10-30T10:00:00.000Z', 5), g, 'MODERATE', text('text-harassment'));
  // A domain rule's unpublish: no scanner scored it.
  const j = await submit('J', '2026-10-12T10:00:00.000Z', two, 'text');
  await write.scan(seconds('2026-10-12T10:00:00.000Z', 5), j, 'AUTO_UNPUBLISHED', text(null));
  // A trusted author on the domain deleted since.
  const k = await submit('K', '2026-10-15T10:00:00.000Z', old, 'text');
  await write.scan(seconds('2026-10-15T10:00:00.000Z', 5), k, 'CLEAN', text(null));
  const removed = await call(server, users.admin, 'DELETE', `/domains/${old.id}`);
  if (removed.statusCode !== 200) throw new Error(`DELETE domain: ${removed.body}`);

  return {
    tenantId,
    admin: users.admin,
    moderator: users.moderator,
    viewer: users.viewer,
    reports,
    writer: write,
    people: { admin, moderator },
  };
}
