import { MESSAGES } from '@vigil/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { fieldError } from '../../../test/field-error';
import { renderScreen } from '../../../test/render-screen';
import { RulesTab } from './rules-tab';

afterEach(() => vi.unstubAllGlobals());

const BLOCK = {
  id: 11,
  kind: 'block',
  pattern: 'buy followers',
  action: 'AUTO_UNPUBLISHED',
  created_at: '2026-11-21T10:00:00Z',
};
const TRUST = {
  id: 12,
  kind: 'trust',
  pattern: 'editor',
  action: 'CLEAN',
  created_at: '2026-11-21T10:05:00Z',
};

const renderRules = () =>
  renderScreen(<RulesTab domainId="7" />, '/domains/manage?id=7', '/domains/manage');
const dialog = () => screen.getByRole('dialog', { name: 'Add rule' });

describe('Domain › Rules', () => {
  it("says 'Coming soon...' with Add rule beside it while there are no rules", async () => {
    fakeApi({ 'GET /domains/7/rules': { status: 200, body: { data: [] } } });
    renderRules();
    expect(await screen.findByText(MESSAGES.comingSoon)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add rule' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists rules with what each does, and the action in its status colour', async () => {
    const REGEX = { ...BLOCK, id: 13, pattern: '/free\\s+money/', action: 'MODERATE' };
    fakeApi({ 'GET /domains/7/rules': { status: 200, body: { data: [BLOCK, TRUST, REGEX] } } });
    renderRules();
    const table = await screen.findByRole('table', { name: 'Rules of this domain' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    // Only the /…/ pattern is marked as a regular expression.
    expect(within(table).getAllByText('Regular expression')).toHaveLength(1);
    expect(rows[3]?.textContent).toContain('Regular expression');
    expect(rows[1]?.textContent).toContain('Block list');
    expect(rows[1]?.textContent).toContain('buy followers');
    expect(rows[2]?.textContent).toContain('Trusted author');
    const unpublish = within(table).getByText('Unpublish automatically');
    expect(unpublish.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('red');
    const clean = within(table).getByText('Mark clean');
    expect(clean.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('green');
    expect(screen.queryByText(MESSAGES.comingSoon)).toBeNull();
  });

  it('adds a block rule from the dialog, by keyboard, and lists it', async () => {
    let rules: unknown[] = [];
    const { calls } = fakeApi({
      'GET /domains/7/rules': () => ({ status: 200, body: { data: rules } }),
      'POST /domains/7/rules': () => {
        rules = [{ ...BLOCK, action: 'MODERATE' }];
        return { status: 201, body: { message: 'Rule added.', data: rules[0] } };
      },
    });
    renderRules();
    await userEvent.click(await screen.findByRole('button', { name: 'Add rule' }));
    expect(within(dialog()).getByText(/regular expression/)).toBeTruthy();

    // The pattern field has the focus; Enter submits.
    await userEvent.keyboard('buy followers{Enter}');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        kind: 'block',
        pattern: 'buy followers',
        action: 'MODERATE',
      }),
    );
    expect(await screen.findByText('Rule added.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add rule' })).toBeNull());
    const table = await screen.findByRole('table', { name: 'Rules of this domain' });
    expect(within(table).getByText('Send to moderation')).toBeTruthy();
  });

  it('adds a trusted author without an action, and unpublish is a choice for block rules', async () => {
    const { calls } = fakeApi({
      'GET /domains/7/rules': { status: 200, body: { data: [] } },
      'POST /domains/7/rules': { status: 201, body: { message: 'Rule added.', data: TRUST } },
    });
    renderRules();
    await userEvent.click(await screen.findByRole('button', { name: 'Add rule' }));
    expect(within(dialog()).getByRole('radio', { name: 'Unpublish automatically' })).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole('radio', { name: /Trusted author/ }));
    expect(within(dialog()).queryByRole('radio', { name: 'Unpublish automatically' })).toBeNull();
    await userEvent.type(within(dialog()).getByLabelText('Username'), '  editor ');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add rule' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        kind: 'trust',
        pattern: 'editor',
      }),
    );
  });

  it('refuses an empty pattern without calling, and shows the server’s 422 under the field', async () => {
    const invalid = 'The regular expression is not valid.';
    const { calls } = fakeApi({
      'GET /domains/7/rules': { status: 200, body: { data: [] } },
      'POST /domains/7/rules': {
        status: 422,
        body: { message: invalid, errors: { pattern: [invalid] } },
      },
    });
    renderRules();
    await userEvent.click(await screen.findByRole('button', { name: 'Add rule' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add rule' }));
    // The field announces its error before its help text.
    expect(fieldError('Words or pattern')).toMatch(/^Words or pattern is required /);
    expect(await screen.findByText(MESSAGES.formInvalid)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(within(dialog()).getByLabelText('Words or pattern'), '/(unclosed/');
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Unpublish automatically' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(fieldError('Words or pattern')).toMatch(new RegExp(`^${invalid} `)));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'block',
      pattern: '/(unclosed/',
      action: 'AUTO_UNPUBLISHED',
    });
    // The dialog stays open with what was typed.
    expect((within(dialog()).getByLabelText('Words or pattern') as HTMLInputElement).value).toBe(
      '/(unclosed/',
    );
  });

  it('deletes a rule only after the confirmation', async () => {
    let rules: unknown[] = [BLOCK];
    const { calls } = fakeApi({
      'GET /domains/7/rules': () => ({ status: 200, body: { data: rules } }),
      'DELETE /domains/7/rules/11': () => {
        rules = [];
        return { status: 200, body: { message: 'Rule deleted.' } };
      },
    });
    renderRules();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete rule buy followers' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this rule?' });
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete rule buy followers' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this rule?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Rule deleted.')).toBeTruthy();
    expect(await screen.findByText(MESSAGES.comingSoon)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows a placeholder while loading, and a retry when the list cannot be read', async () => {
    let answer: { status: number; body: unknown } = { status: 500, body: { message: 'Down' } };
    fakeApi({ 'GET /domains/7/rules': () => answer });
    renderRules();
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answer = { status: 200, body: { data: [] } };
    await userEvent.click(retry);
    expect(await screen.findByText(MESSAGES.comingSoon)).toBeTruthy();
  });
});
