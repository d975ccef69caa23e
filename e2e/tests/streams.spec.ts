import { expect, test, type Locator, type Page } from '@playwright/test';
import { signOutFromConsole } from '../support/account-flows';
import { DEMO_ADMIN, DEMO_MODERATOR, signIn } from '../support/demo-users';
import { saveDarkScreenshot, saveSettingsScreenshot } from '../support/settings';

// Decisions 0080–0094, Streams (spec §2): the demo tenant's domains come with the built-in extractors and
// scanners installed, their thresholds at the category defaults. The test moves one threshold
// with the keyboard, sees it survive a reload, and puts it back for the rest of the suite.
const BLOG = 'blog.demo.test';
const FORUM = 'forum.demo.test';
const CATEGORY = 'Profanity';

const card = (page: Page, name = BLOG) => page.getByRole('article', { name, exact: true });
const textScanner = (page: Page) => card(page).getByRole('button', { name: /^Text\b/ });
const moderationHandle = (page: Page) =>
  card(page).getByRole('slider', { name: `${CATEGORY}: moderation threshold` });

/** A layout choice as a sighted user clicks it: its icon, labelled for screen readers. */
const choice = (toggle: Locator, name: string) => toggle.locator('label').filter({ hasText: name });

async function openStreams(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Streams', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Streams', level: 1 })).toBeVisible();
  // Each card has loaded its stream once its extractors are listed.
  await expect(card(page).getByRole('list', { name: 'Extractors' })).toBeVisible();
  await expect(card(page, FORUM).getByRole('list', { name: 'Extractors' })).toBeVisible();
}

async function openTextScanner(page: Page): Promise<Locator> {
  await textScanner(page).click();
  await expect(textScanner(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(moderationHandle(page)).toBeVisible();
  return moderationHandle(page);
}

async function valueOf(handle: Locator): Promise<number> {
  return Number(await handle.getAttribute('aria-valuenow'));
}

/** One arrow key press on a handle, and the POST it sends (one save per move). */
async function pressAndSave(page: Page, handle: Locator, key: string): Promise<unknown> {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().includes('/api/domain-scanner-settings/'),
  );
  await handle.focus();
  await page.keyboard.press(key);
  const response = await saved;
  expect(response.status()).toBe(200);
  return response.request().postDataJSON();
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

test('an administrator tunes a threshold on Streams with the keyboard, and it is saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_ADMIN.email);
  await openStreams(page);

  await test.step('the layout toggle puts one, two or three cards in a row, and is remembered', async () => {
    const toggle = page.getByRole('radiogroup', { name: 'Cards per row' });
    await choice(toggle, 'One card per row').click();
    await expect(toggle.getByRole('radio', { name: 'One card per row' })).toBeChecked();
    let [blog, forum] = [await boxOf(card(page)), await boxOf(card(page, FORUM))];
    expect(forum.y).toBeGreaterThan(blog.y + blog.height - 1);

    await choice(toggle, 'Three cards per row').click();
    await expect(toggle.getByRole('radio', { name: 'Three cards per row' })).toBeChecked();
    await expect
      .poll(async () => (await boxOf(card(page, FORUM))).y)
      .toBe((await boxOf(card(page))).y);
    [blog, forum] = [await boxOf(card(page)), await boxOf(card(page, FORUM))];
    expect(forum.x).toBeGreaterThan(blog.x + blog.width - 1);

    await openTextScanner(page);
    await saveSettingsScreenshot(page, 'streams-three-per-row-light');

    await page.reload();
    await expect(
      page
        .getByRole('radiogroup', { name: 'Cards per row' })
        .getByRole('radio', { name: 'Three cards per row' }),
    ).toBeChecked();
    await choice(
      page.getByRole('radiogroup', { name: 'Cards per row' }),
      'Two cards per row',
    ).click();
  });

  let original = 0;
  await test.step('the text scanner opens to its categories and a keyboard move saves at once', async () => {
    const handle = await openTextScanner(page);
    await expect(card(page).getByText('HTML text')).toBeVisible();
    original = await valueOf(handle);
    // Up from the default, or down when it is already at the top.
    const key = original < 100 ? 'ArrowRight' : 'ArrowLeft';
    const expected = original < 100 ? original + 5 : original - 5;
    const body = await pressAndSave(page, handle, key);
    expect(body).toMatchObject({
      moderation_category_id: 'text-profanity',
      moderation_threshold: expected,
    });
    await expect(handle).toHaveAttribute('aria-valuenow', String(expected));
    await saveSettingsScreenshot(page, 'streams-admin-light');
    await saveDarkScreenshot(page, 'streams-admin-dark');

    await page.reload();
    await expect(card(page).getByRole('list', { name: 'Extractors' })).toBeVisible();
    const again = await openTextScanner(page);
    await expect(again).toHaveAttribute('aria-valuenow', String(expected));
  });

  await test.step('only one scanner is open at a time; putting the threshold back', async () => {
    const image = card(page).getByRole('button', { name: /^Image\b/ });
    await image.click();
    await expect(image).toHaveAttribute('aria-expanded', 'true');
    await expect(textScanner(page)).toHaveAttribute('aria-expanded', 'false');

    const handle = await openTextScanner(page);
    const key = (await valueOf(handle)) > original ? 'ArrowLeft' : 'ArrowRight';
    await pressAndSave(page, handle, key);
    await expect(handle).toHaveAttribute('aria-valuenow', String(original));
  });

  await test.step('a moderator reads the thresholds but cannot move them', async () => {
    await signOutFromConsole(page);
    await signIn(page, DEMO_MODERATOR.email);
    await openStreams(page);
    const handle = await openTextScanner(page);
    await expect(handle).toHaveAttribute('aria-disabled', 'true');
    await expect(
      card(page)
        .getByRole('region', { name: /^Text\b/ })
        .getByText('Only administrators can change thresholds.'),
    ).toBeVisible();
    await card(page)
      .getByRole('button', { name: `Actions for ${BLOG}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Manage domain' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await saveSettingsScreenshot(page, 'streams-moderator-light');
  });
});
