import { MESSAGES } from '@vigil/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { fieldError, replaceField } from '../../../test/field-error';
import { renderScreen } from '../../../test/render-screen';
import { EngineSettingsCard } from './engine-settings-card';

afterEach(() => vi.unstubAllGlobals());

const STORED = {
  enabled: true,
  url: 'https://moderation.example.com/v1/moderations',
  model: 'omni-moderation-latest',
  content_types: ['text', 'audio'],
  timeout_ms: 10_000,
  max_retries: 2,
  has_api_key: true,
};

const renderCard = () => renderScreen(<EngineSettingsCard />, '/settings?tab=account', '/settings');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save engine settings' }));
const keyField = () => screen.getByLabelText('API key', { exact: true }) as HTMLInputElement;
const puts = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('Settings › Account › external moderation engine', () => {
  it('shows the stored settings; the key field is empty and only says a key is stored', async () => {
    fakeApi({ 'GET /tenant/moderation-engine': { status: 200, body: { data: STORED } } });
    renderCard();
    expect(((await screen.findByLabelText('Moderation API URL')) as HTMLInputElement).value).toBe(
      STORED.url,
    );
    expect(
      (screen.getByRole('switch', { name: /^Use the external engine/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect((screen.getByLabelText('Model') as HTMLInputElement).value).toBe(STORED.model);
    expect((screen.getByLabelText('Timeout') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Retries') as HTMLInputElement).value).toBe('2');
    expect((screen.getByRole('checkbox', { name: 'Text' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Images' }) as HTMLInputElement).checked).toBe(
      false,
    );
    const audio = screen.getByRole('checkbox', { name: 'Audio' }) as HTMLInputElement;
    expect(audio.checked).toBe(true);
    expect(audio.disabled).toBe(true);
    expect(keyField().value).toBe('');
    expect(keyField().type).toBe('password');
    expect(keyField().placeholder).toBe('A key is stored. Leave blank to keep it.');
    expect(screen.getByRole('button', { name: 'Remove key' })).toBeTruthy();
  });

  it('starts from the defaults when nothing is configured, and refuses an empty URL', async () => {
    const { calls } = fakeApi({
      'GET /tenant/moderation-engine': { status: 200, body: { data: null } },
    });
    renderCard();
    expect(((await screen.findByLabelText('Timeout')) as HTMLInputElement).value).toBe('10');
    expect(keyField().placeholder).toBe('No key stored');
    expect(screen.queryByRole('button', { name: 'Remove key' })).toBeNull();
    await save();
    expect(fieldError('Moderation API URL')).toMatch(
      new RegExp(`^${MESSAGES.required('Moderation API URL')}`),
    );
    expect(await screen.findByText(MESSAGES.formInvalid)).toBeTruthy();
    replaceField('Moderation API URL', 'ftp://engine.example.com');
    await save();
    expect(fieldError('Moderation API URL')).toMatch(/^Enter the full http:\/\/ or https:\/\//);
    expect(puts(calls)).toEqual([]);
  });

  it('keeps the stored key when the field is blank, and never shows a key it was given', async () => {
    const { calls } = fakeApi({
      'GET /tenant/moderation-engine': { status: 200, body: { data: STORED } },
      'PUT /tenant/moderation-engine': {
        status: 200,
        body: { message: 'Engine settings saved.', data: { ...STORED, content_types: ['audio'] } },
      },
    });
    renderCard();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Text' }));
    await save();
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toEqual({
      enabled: true,
      url: STORED.url,
      model: STORED.model,
      content_types: ['audio'],
      timeout_ms: 10_000,
      max_retries: 2,
    });
    expect(await screen.findByText('Engine settings saved.')).toBeTruthy();

    await userEvent.type(keyField(), 'sk-new-secret-key');
    await save();
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]).toMatchObject({ api_key: 'sk-new-secret-key' });
    await waitFor(() => expect(keyField().value).toBe(''));
    expect(screen.queryByDisplayValue('sk-new-secret-key')).toBeNull();
  });

  it('removes the key only after the confirmation, with api_key null', async () => {
    const { calls } = fakeApi({
      'GET /tenant/moderation-engine': { status: 200, body: { data: STORED } },
      'PUT /tenant/moderation-engine': {
        status: 200,
        body: { message: 'Engine settings saved.', data: { ...STORED, has_api_key: false } },
      },
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the API key?' });
    expect(puts(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove key' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ api_key: null, url: STORED.url });
    await waitFor(() => expect(keyField().placeholder).toBe('No key stored'));
    expect(screen.queryByRole('button', { name: 'Remove key' })).toBeNull();
  });

  it('shows the server’s 422 under the field it names', async () => {
    const refused = 'The moderation API URL must not point to a private address.';
    fakeApi({
      'GET /tenant/moderation-engine': { status: 200, body: { data: STORED } },
      'PUT /tenant/moderation-engine': {
        status: 422,
        body: { message: refused, errors: { url: [refused] } },
      },
    });
    renderCard();
    await screen.findByLabelText('Moderation API URL');
    await save();
    await waitFor(() =>
      expect(fieldError('Moderation API URL')).toMatch(new RegExp(`^${refused}`)),
    );
  });
});
