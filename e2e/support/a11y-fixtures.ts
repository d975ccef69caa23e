import { expect, type Browser, type Page } from '@playwright/test';
import {
  API_PREFIX,
  DOMAIN_SCREEN_TEXTS as DOMAIN,
  MODERATION_SCREEN_TEXTS as MODERATION,
  ZDomainRuleSchema,
  ZGetDomainStreamResponseSchema,
  ZListDomainPluginsResponseSchema,
  ZListDomainsResponseSchema,
  ZListReportsResponseSchema,
  ZModerationGroupSchema,
  formatTimestamp,
} from '@vigil/contract';
import { addModerator, consoleApi, expectJson, type AddedUser } from './console-api';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './demo-users';
import type { QueuedReport } from './console-dialogs';

const BLOG = 'blog.demo.test';

/**
 * What the dialog suites need beyond the demo tenant as seeded, made through the API by the
 * demo administrator and removed again afterwards, so the specs sharing the server find the
 * tenant as it was: a block rule on the blog (a pattern no comment contains) and an empty
 * moderation group; new users on request. Also read: the blog's connected plugin and one of
 * its scanners, whose dialogs are only opened and cancelled.
 */
export interface DemoFixtures {
  rulePattern: string;
  groupName: string;
  /** The accessible name of the blog's plugin's Remove button. */
  removePluginLabel: string;
  scanner: string;
  /** A moderator who has never signed in (the agreement is still to accept). */
  newUser(name: string, email: string): Promise<AddedUser>;
  /** Signs `email` in elsewhere, so Settings › Security has another session to end. */
  openAnotherSession(email: string): Promise<void>;
  remove(): Promise<void>;
}

export async function demoFixtures(browser: Browser, label: string): Promise<DemoFixtures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN.email);
  const admin = await consoleApi(page);

  const domains = ZListDomainsResponseSchema.parse(
    await expectJson(await admin.get('/domains'), 200),
  );
  const blog = domains.data.find((domain) => domain.name === BLOG);
  if (blog === undefined) throw new Error(`the demo tenant has no ${BLOG}`);
  const blogId = String(blog.id);

  const rulePattern = `no comment says ${label.replace(/\s+/g, '-')}`;
  const rule = ZDomainRuleSchema.parse(
    (
      (await expectJson(
        await admin.post(`/domains/${blogId}/rules`, {
          kind: 'block',
          pattern: rulePattern,
          action: 'MODERATE',
        }),
        201,
      )) as { data: unknown }
    ).data,
  );
  const groupName = `Group ${label}`;
  const group = ZModerationGroupSchema.parse(
    (
      (await expectJson(
        await admin.post('/moderation-groups', { name: groupName, member_ids: [] }),
        201,
      )) as { data: unknown }
    ).data,
  );

  const plugins = ZListDomainPluginsResponseSchema.parse(
    await expectJson(await admin.get(`/domains/${blogId}/plugins`), 200),
  ).data;
  const plugin = plugins[0];
  if (plugin === undefined) throw new Error(`the demo blog has not connected to ${BLOG}`);
  const stream = ZGetDomainStreamResponseSchema.parse(
    await expectJson(await admin.get(`/domains/${blogId}/settings`), 200),
  );
  const scanner = stream.scanners[0]?.scanner.name;
  if (scanner === undefined) throw new Error(`${BLOG} has no scanner installed`);

  const users: AddedUser[] = [];
  return {
    rulePattern,
    groupName,
    removePluginLabel: DOMAIN.removePluginLabel(
      plugin.cms_name,
      formatTimestamp(plugin.connected_at),
    ),
    scanner,
    async newUser(name, email) {
      const user = await addModerator(admin, page, { name, email });
      users.push(user);
      return user;
    },
    async openAnotherSession(email) {
      const other = await browser.newContext();
      const response = await other.request.post(`${API_PREFIX}/login`, {
        data: { email, password: DEMO_PASSWORD },
      });
      expect(response.status(), await response.text()).toBe(200);
      await other.close();
    },
    async remove() {
      await admin.delete(`/domains/${blogId}/rules/${rule.id}`);
      await admin.delete(`/moderation-groups/${group.id}`);
      for (const user of users) await admin.delete(`/users/${user.id}`);
      await context.close();
    },
  };
}

/**
 * The newest report waiting for a decision that the signed-in user of `page` may moderate:
 * the first card of the queue filtered to Moderate.
 */
export async function firstModerateReport(page: Page): Promise<QueuedReport> {
  const api = await consoleApi(page);
  const reports = ZListReportsResponseSchema.parse(
    await expectJson(await api.get('/report?status=MODERATE&limit=1'), 200),
  ).data;
  const report = reports[0];
  if (report === undefined) throw new Error('no report waits for a decision');
  const found = { username: report.username, domain: report.domain };
  await expect(
    page.getByRole('article', { name: MODERATION.cardLabel(found.username, found.domain) }).first(),
  ).toBeVisible();
  return found;
}
