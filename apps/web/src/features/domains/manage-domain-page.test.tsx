import { MESSAGES } from '@vigil/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { ManageDomainPage } from './manage-domain-page';

afterEach(() => vi.unstubAllGlobals());

const DOMAIN = { id: 7, name: 'blog.example.com', description: 'The blog', enabled: true };
const KEY = {
  access_key: 'vk_first',
  secret_key: 'vs_first_secret',
  updated_at: '2026-11-21T10:00:00Z',
};
const BASE = {
  'GET /domains': { status: 200, body: { data: [DOMAIN] } },
  'GET /moderation-groups': { status: 200, body: { data: [] } },
  'GET /domains/7/moderation-groups': { status: 200, body: { data: [] } },
};

const keyPanel = () => screen.getByRole('region', { name: 'API key' });

describe('Manage domain', () => {
  it('creates the key, shows the secret once, and regenerates after a warning', async () => {
    let status = { access_key: null as string | null, updated_at: null as string | null };
    const { calls } = fakeApi({
      ...BASE,
      'GET /domains/7/key': () => ({ status: 200, body: status }),
      'POST /domains/7/key': () => {
        status = { access_key: KEY.access_key, updated_at: KEY.updated_at };
        return { status: 201, body: KEY };
      },
      'PUT /domains/7/key': {
        status: 200,
        body: { ...KEY, access_key: 'vk_second', secret_key: 'vs_second_secret' },
      },
    });
    renderScreen(<ManageDomainPage />, '/domains/manage?id=7', '/domains/manage');
    expect(await screen.findByRole('heading', { name: 'blog.example.com', level: 1 })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const secret = await within(keyPanel()).findByLabelText('Secret key');
    expect((secret as HTMLInputElement).value).toBe('vs_first_secret');
    expect(within(keyPanel()).getByText(/will not be shown again/)).toBeTruthy();

    await userEvent.click(within(keyPanel()).getByRole('button', { name: 'Regenerate API key' }));
    const warning = await screen.findByRole('dialog', { name: 'Regenerate the API key?' });
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await userEvent.click(within(warning).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() =>
      expect((within(keyPanel()).getByLabelText('Secret key') as HTMLInputElement).value).toBe(
        'vs_second_secret',
      ),
    );
  });

  it('never shows a secret it did not just receive', async () => {
    fakeApi({
      ...BASE,
      'GET /domains/7/key': {
        status: 200,
        body: { access_key: KEY.access_key, updated_at: KEY.updated_at },
      },
    });
    renderScreen(<ManageDomainPage />, '/domains/manage?id=7', '/domains/manage');
    expect(
      (
        (await within(await screen.findByRole('region', { name: 'API key' })).findByLabelText(
          'Access key',
        )) as HTMLInputElement
      ).value,
    ).toBe('vk_first');
    expect(within(keyPanel()).queryByLabelText('Secret key')).toBeNull();
  });

  it('opens the tab named in the address; Security is coming soon', async () => {
    fakeApi({
      ...BASE,
      'GET /domains/7/key': { status: 200, body: { access_key: null, updated_at: null } },
    });
    renderScreen(<ManageDomainPage />, '/domains/manage?id=7&tab=security', '/domains/manage');
    const tab = await screen.findByRole('tab', { name: 'Security' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain(MESSAGES.comingSoon);
  });

  it('explains an id that is not one of the domains', async () => {
    fakeApi(BASE);
    renderScreen(<ManageDomainPage />, '/domains/manage?id=99', '/domains/manage');
    expect(await screen.findByText('Domain not found')).toBeTruthy();
  });
});
