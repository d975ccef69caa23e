import {
  CONTENT_POLICY_TEXTS,
  MESSAGES,
  type TCategoryPolicyName,
  type TUpdateContentPolicyRequest,
} from '@vigil/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { ContentPolicyTab } from './content-policy-tab';

afterEach(() => vi.unstubAllGlobals());

const ROWS: TCategoryPolicyName[] = [
  {
    category_id: 'text-hate',
    category_name: 'Hate speech',
    scanner_id: 1,
    name: 'Hateful conduct',
    default_name: 'Hateful conduct',
  },
  {
    category_id: 'audio-hate',
    category_name: 'Hate speech',
    scanner_id: 4,
    name: 'Hate on air',
    default_name: 'Hateful conduct',
  },
];

describe('Settings › Content policy', () => {
  it('shows a placeholder, then one labelled field per category with its default', async () => {
    fakeApi({ 'GET /tenant/content-policy': { status: 200, body: { data: ROWS } } });
    renderScreen(<ContentPolicyTab />, '/settings?tab=policy');
    expect(screen.getByLabelText(CONTENT_POLICY_TEXTS.loading)).toBeTruthy();
    const text = await screen.findByLabelText('Hate speech (Text)');
    expect((text as HTMLInputElement).value).toBe('Hateful conduct');
    expect((screen.getByLabelText('Hate speech (Audio)') as HTMLInputElement).value).toBe(
      'Hate on air',
    );
    expect(screen.getAllByText('Default: Hateful conduct')).toHaveLength(2);
  });

  it('checks the names with the contract, then saves them all and says so', async () => {
    let sent: TUpdateContentPolicyRequest | undefined;
    const { calls } = fakeApi({
      'GET /tenant/content-policy': { status: 200, body: { data: ROWS } },
      'PUT /tenant/content-policy': () => {
        sent = calls.at(-1)?.body as TUpdateContentPolicyRequest;
        return {
          status: 200,
          body: { message: CONTENT_POLICY_TEXTS.saved, data: ROWS },
        };
      },
    });
    renderScreen(<ContentPolicyTab />, '/settings?tab=policy');
    const field = await screen.findByLabelText('Hate speech (Text)');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: CONTENT_POLICY_TEXTS.save }));
    expect(await screen.findByText(MESSAGES.required(CONTENT_POLICY_TEXTS.nameLabel))).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(field, 'Hate and discrimination');
    await userEvent.click(screen.getByRole('button', { name: CONTENT_POLICY_TEXTS.save }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.names).toEqual([
      { category_id: 'text-hate', name: 'Hate and discrimination' },
      { category_id: 'audio-hate', name: 'Hate on air' },
    ]);
    expect(await screen.findByText(CONTENT_POLICY_TEXTS.saved)).toBeTruthy();
  });
});
