import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  MODERATION_LOCK_MESSAGES,
  MODERATION_LOCK_TEXTS,
  MODERATION_SCREEN_TEXTS,
  MODERATION_TIMER_TICK_MS,
  ZModerationLockedErrorSchema,
  ZTenantSettingsSchema,
  type TTenantSettings,
} from '@vigil/contract';
import { addModerator, consoleApi, expectJson, type ConsoleApi } from '../support/console-api';
import { DEMO_ADMIN, signIn } from '../support/demo-users';
import { advanceServerClock } from '../support/server-clock';
import { saveDarkScreenshot, saveSettingsScreenshot } from '../support/settings';

// Decisions 0100–0106, "Done means": once the active allowance is spent the lock screen appears and the
// API answers 423 until the break ends. Time is driven, not waited for: the console's clock
// is Playwright's (paused, moved tick by tick) and the server's is the test build's
// (POST /api/test/clock), moved by the same amounts. Runs after every other spec
// (playwright.config.ts): the server clock stays moved.
//
// A moderator of its own, so no earlier spec's moderation time counts towards the allowance;
// the allowance is lowered for the run and put back, and the moderator removed, at the end.
const stamp = Date.now();
const MODERATOR = { name: `Lock Tester ${stamp}`, email: `lock.tester.${stamp}@demo.test` };
const ACTIVE_MINUTES = 2;
const LOCK_MINUTES = 1;
const ALLOWANCE_MS = ACTIVE_MINUTES * 60_000;
const BREAK_MS = LOCK_MINUTES * 60_000;
// Where the console's timer keeps the encrypted time spent (spec §3; a fresh IV per write,
// so every tick that counts changes the stored value).
const TIME_SPENT_PREFIX = 'vigil-time-spent:';

const lockHeading = (page: Page) =>
  page.getByRole('heading', { name: MODERATION_LOCK_TEXTS.heading, level: 1 });
const resumeButton = (page: Page) =>
  page.getByRole('button', { name: MODERATION_LOCK_TEXTS.resume });

function storedTimeSpent(page: Page): Promise<string | null> {
  return page.evaluate((prefix) => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith(prefix));
    return key === undefined ? null : window.localStorage.getItem(key);
  }, TIME_SPENT_PREFIX);
}

/**
 * One beat of work on both clocks: the server's moves first, then the console's, whose timer
 * tick (async: Web Crypto) is awaited until it stored the new time or the lock screen shows.
 */
async function tick(page: Page, request: APIRequestContext): Promise<void> {
  await advanceServerClock(request, MODERATION_TIMER_TICK_MS);
  const before = await storedTimeSpent(page);
  await page.clock.runFor(MODERATION_TIMER_TICK_MS);
  await expect
    .poll(
      async () => (await lockHeading(page).isVisible()) || (await storedTimeSpent(page)) !== before,
      { message: 'the console counted the tick or locked' },
    )
    .toBe(true);
}

async function expectReportsStatus(api: ConsoleApi, status: number): Promise<unknown> {
  return expectJson(await api.get('/report?limit=1'), status);
}

test('a moderator who spends the active allowance is locked out until the break ends', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, DEMO_ADMIN.email);
  const admin = await consoleApi(adminPage);
  const saved: TTenantSettings = ZTenantSettingsSchema.parse(
    await expectJson(await admin.get('/tenant/settings'), 200),
  );
  await expectJson(
    await admin.put('/tenant/settings', {
      active_minutes: ACTIVE_MINUTES,
      lock_minutes: LOCK_MINUTES,
    }),
    200,
  );
  const moderator = await addModerator(admin, adminPage, MODERATOR);

  try {
    const page = await (await browser.newContext()).newPage();
    await page.clock.install();
    await signIn(page, moderator.email, moderator.password);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Moderation' })
      .click();
    await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
    await expect(page.getByText(MODERATION_SCREEN_TEXTS.description)).toBeVisible();
    // From here on the console's time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const api = await consoleApi(page);

    await test.step('three quarters of the allowance: still working', async () => {
      for (let spent = 0; spent < (ALLOWANCE_MS * 3) / 4; spent += MODERATION_TIMER_TICK_MS) {
        await tick(page, request);
      }
      await expect(lockHeading(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
      await expectReportsStatus(api, 200);
    });

    let lockedUntil = 0;
    await test.step('the allowance spent: the lock screen, and the API answers 423', async () => {
      for (
        let spent = (ALLOWANCE_MS * 3) / 4;
        spent < ALLOWANCE_MS && !(await lockHeading(page).isVisible());
        spent += MODERATION_TIMER_TICK_MS
      ) {
        await tick(page, request);
      }
      await expect(lockHeading(page)).toBeVisible();
      await expect(page.getByText(MODERATION_LOCK_TEXTS.intro)).toBeVisible();
      await expect(
        page.getByRole('timer', { name: MODERATION_LOCK_TEXTS.timeLeftLabel }),
      ).toBeVisible();
      await expect(resumeButton(page)).toHaveCount(0);

      const refused = await api.get('/report?limit=1');
      const body = ZModerationLockedErrorSchema.parse(await expectJson(refused, 423));
      expect(body.message).toBe(MODERATION_LOCK_MESSAGES.locked);
      lockedUntil = Date.parse(body.locked_until);
      // The decisions are closed too, whatever is sent: the break is checked before the input.
      await expectJson(await api.post('/moderation/unpublish', {}), 423);
      const retryAfter = Number(refused.headers()['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      // The break ends on a whole second, rounded up (timestamps carry no milliseconds).
      expect(retryAfter).toBeLessThanOrEqual(BREAK_MS / 1000 + 1);
      await saveSettingsScreenshot(page, 'moderation-lock-light');
      await saveDarkScreenshot(page, 'moderation-lock-dark');
    });

    await test.step('most of the break: still locked', async () => {
      const almost = BREAK_MS - 2 * MODERATION_TIMER_TICK_MS;
      await advanceServerClock(request, almost);
      await page.clock.runFor(almost);
      await expect(lockHeading(page)).toBeVisible();
      await expect(resumeButton(page)).toHaveCount(0);
      await expectJson(await api.get('/report?limit=1'), 423);
    });

    await test.step('the break over: resume, and the API answers again', async () => {
      // One second more: the break ends on a whole second, rounded up.
      const serverNow = await advanceServerClock(request, 2 * MODERATION_TIMER_TICK_MS + 1_000);
      expect(serverNow.getTime()).toBeGreaterThanOrEqual(lockedUntil);
      // The console's countdown is to the server's end of the break; the server's clock also
      // ran in real time since the console's was paused, so a few more beats may be needed.
      for (let beats = 0; beats < 12 && !(await resumeButton(page).isVisible()); beats += 1) {
        await page.clock.runFor(MODERATION_TIMER_TICK_MS);
      }
      // Shown, and announced once (a polite live region says the same words).
      await expect(
        page.getByRole('paragraph').filter({ hasText: MODERATION_LOCK_TEXTS.breakOver }),
      ).toBeVisible();
      await expect(page.getByRole('status')).toContainText(MODERATION_LOCK_TEXTS.breakOver);
      await saveSettingsScreenshot(page, 'moderation-lock-over-light');
      await resumeButton(page).click();
      await expect(lockHeading(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
      await expectReportsStatus(api, 200);
    });
  } finally {
    await expectJson(
      await admin.put('/tenant/settings', {
        active_minutes: saved.active_minutes,
        lock_minutes: saved.lock_minutes,
      }),
      200,
    );
    await expectJson(await admin.delete(`/users/${moderator.id}`), 200);
  }
});
