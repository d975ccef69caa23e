/**
 * The demo tenant's year of history (decision 0147): which sites posted when, what they post,
 * and who moderated, handed to the planner and written through the reports service. Runs once,
 * on the empty database the demo starts from.
 */
import type { AppContext } from '../context';
import { listUsers } from '../modules/users/users.service';
import { planHistory, type PlannedDomain, type PlannedModerator } from './demo-history-plan';
import { writeDemoHistory, type HistoryDomain } from './demo-history';
import { DEMO_PEOPLE } from './demo-people';

/** Change it and every demo's history changes with it. */
export const DEMO_HISTORY_SEED = 20_261_121;

const BLOG_MIX = { text: 80, image: 14, video: 3, audio: 3 } as const;

/**
 * The sites over the year: the blog throughout; the old forum until it moved to
 * forum.demo.test five months ago (the old one was deleted, its history stays); the shop's
 * reviews since it opened eight months ago.
 */
export function demoHistoryDomains(names: {
  blog: string;
  forum: string;
  shop: string;
  oldForum: string;
}): PlannedDomain[] {
  const forumMix = { text: 85, image: 10, video: 3, audio: 2 } as const;
  return [
    { name: names.blog, weight: 45, fromDaysAgo: 365, untilDaysAgo: 0, mix: BLOG_MIX },
    { name: names.oldForum, weight: 35, fromDaysAgo: 365, untilDaysAgo: 151, mix: forumMix },
    { name: names.forum, weight: 35, fromDaysAgo: 150, untilDaysAgo: 0, mix: forumMix },
    {
      name: names.shop,
      weight: 20,
      fromDaysAgo: 240,
      untilDaysAgo: 0,
      mix: { text: 70, image: 22, video: 6, audio: 2 },
    },
  ];
}

export async function seedDemoHistory(
  ctx: AppContext,
  tenantId: string,
  domains: readonly HistoryDomain[],
  plannedDomains: readonly PlannedDomain[],
): Promise<number> {
  const users = await listUsers(ctx, tenantId);
  const moderators: PlannedModerator[] = [];
  for (const person of DEMO_PEOPLE) {
    const user = users.find((candidate) => candidate.email === person.email);
    if (user) moderators.push({ userId: String(user.id), ...person.decides });
  }
  const plan = planHistory({
    now: ctx.clock.now(),
    domains: plannedDomains,
    moderators,
    seed: DEMO_HISTORY_SEED,
  });
  return writeDemoHistory(
    ctx,
    {
      tenantId,
      domains: new Map(domains.map((domain) => [domain.name, domain])),
      people: new Map(users.map((user) => [String(user.id), user.name])),
    },
    plan,
  );
}
