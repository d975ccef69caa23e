import { expect, test } from '@playwright/test';
import { CONTENT_POLICY_TEXTS as T, MESSAGES, SETTINGS_TAB_LABELS } from '@vigil/contract';
import { DEMO_ADMIN, signIn } from '../support/demo-users';
import { openSettingsTab } from '../support/settings';

// Decision 0182: an administrator names a category as the content policy does; the name is
// checked by the contract's rules, saved, and kept. The demo tenant is shared with the other
// specs, so the default is put back at the end.
test('content policy names: a blank name is refused, a new one is saved and kept', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email);
  await openSettingsTab(page, SETTINGS_TAB_LABELS.policy);
  const label = T.fieldLabel('Spam', 'Text');
  const spam = page.getByLabel(label, { exact: true });
  const save = page.getByRole('button', { name: T.save });
  await expect(spam).toHaveValue('Spam');
  await expect(page.getByText(T.defaultHint('Spam')).first()).toBeVisible();

  await spam.fill('   ');
  await save.click();
  // The field keeps its default hint beside the error, so the error is part of its description.
  await expect(spam).toHaveAccessibleDescription(new RegExp(MESSAGES.required(T.nameLabel)));
  await expect(page.getByText(MESSAGES.formInvalid)).toBeVisible();

  await spam.fill('Unsolicited advertising');
  await save.click();
  await expect(page.getByText(T.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(label, { exact: true })).toHaveValue('Unsolicited advertising');

  // Back to the default, as the demo tenant was found.
  await page.getByLabel(label, { exact: true }).fill('Spam');
  await save.click();
  await expect(page.getByText(T.saved)).toBeVisible();
});
