/**
 * The small known history the dashboard's and Analytics' HTTP tests count exactly, written by
 * the real plugin API, engine and moderation routes.
 */
import { expect } from 'vitest';
import type { TestServer } from '../../test/test-server';
import type { CallbackReceiver } from '../callbacks/callback-receiver-test-kit';
import { setThresholds } from '../engine/engine-test-kit';
import {
  addDecidingRules,
  addSite,
  recordOf,
  seedDecidingSite,
  submitText,
  unpublishBody,
  type QueueSite,
} from './moderation-test-kit';
import { call } from '../users/users-test-kit';

export interface FiguresHistory {
  /** figures.example.com, its administrator, a moderator and a colleague. */
  site: QueueSite;
  /** shop.figures.example.com, moderated by a group without the colleague. */
  shop: QueueSite;
  receiver: CallbackReceiver;
}

/**
 * figures: f-1 sent to review by a rule, then unpublished by a moderator; f-2 unpublished by a
 * rule; f-3 scanned clean (every text score 0); f-4 sent to review by its profanity score (95),
 * still waiting. shop: s-1 unpublished by a rule; s-2 sent to review by a rule, then approved.
 * Submitted a second apart, scanned 10 s after the last, decided by people 90 s later.
 */
export async function seedFiguresHistory(
  server: TestServer,
  callbackPath: string,
): Promise<FiguresHistory> {
  const { site, receiver } = await seedDecidingSite(
    server,
    'Figures Ltd',
    'figures.example.com',
    callbackPath,
  );
  const shop = await addSite(server, site, 'shop.figures.example.com');
  await addDecidingRules(server, shop);
  // The shop is moderated by a group without `colleague`: they see only figures.example.com.
  const group = await call(server, site.admin, 'POST', '/moderation-groups', {
    name: 'Shop team',
    member_ids: [site.moderator.id],
  });
  const groupId = String((group.json() as { data: { id: string } }).data.id);
  await call(server, site.admin, 'PUT', `/domains/${shop.domain.id}/moderation-groups`, {
    group_ids: [groupId],
  });
  // Profanity sends an item for review (every other threshold stays as installed).
  await setThresholds(server, site, 1, { 'text-profanity': [5, 100] });

  const review = await submitText(server, site, 'f-1', 'Win big at the casino');
  server.clock.advance(1_000);
  await submitText(server, site, 'f-2', 'Hit the jackpot today');
  server.clock.advance(1_000);
  await submitText(server, site, 'f-3', 'A note about the weather in spring.');
  server.clock.advance(1_000);
  await submitText(server, site, 'f-4', 'What the fuck is this shit');
  server.clock.advance(1_000);
  await submitText(server, shop, 's-1', 'Hit the jackpot again');
  server.clock.advance(1_000);
  const approve = await submitText(server, shop, 's-2', 'The casino is open');
  server.clock.advance(10_000);
  await server.ctx.jobs.drain();
  server.clock.advance(90_000);
  const unpublished = await call(
    server,
    site.moderator,
    'POST',
    '/moderation/unpublish',
    unpublishBody(await recordOf(server, site.moderator, review)),
  );
  expect(unpublished.statusCode).toBe(200);
  const approved = await call(server, site.admin, 'POST', '/moderation/ignore', { id: approve });
  expect(approved.statusCode).toBe(200);
  return { site, shop, receiver };
}
