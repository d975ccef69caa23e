import { DOMAIN_MESSAGES, MESSAGES, SEARCH_DEBOUNCE_MS } from '@vigil/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { fieldError, replaceField } from '../../test/field-error';
import { renderScreen } from '../../test/render-screen';
import { DomainsPage } from './domains-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const DOMAINS = [
  { id: 1, name: 'blog.example.com', description: 'The company blog', enabled: true },
  { id: 2, name: 'xn--bcher-kva.example', description: 'Book shop', enabled: false },
  { id: 3, name: 'forum.example.org', description: 'Community forum', enabled: true },
];

const list = { status: 200, body: { data: DOMAINS } };

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Your domains' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('Domains list', () => {
  it('shows each domain in Unicode with its status, and opens its manage page', async () => {
    fakeApi({ 'GET /domains': list });
    const { router } = renderScreen(<DomainsPage />, '/domains');
    expect(await screen.findByRole('heading', { name: 'Domains', level: 1 })).toBeTruthy();
    await waitFor(() =>
      expect(cardNames()).toEqual(['blog.example.com', 'bücher.example', 'forum.example.org']),
    );
    const shop = screen.getByRole('article', { name: 'bücher.example' });
    expect(within(shop).getByText('Disabled')).toBeTruthy();
    expect(within(shop).getByText('Book shop')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Manage bücher.example' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=2'));
    expect(router.state.location.pathname).toBe('/domains/manage');
  });

  it('filters by name or description 300 ms after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'GET /domains': list });
    renderScreen(<DomainsPage />, '/domains');
    await screen.findByRole('article', { name: 'forum.example.org' });
    fireEvent.change(screen.getByLabelText('Search domains'), { target: { value: 'COMMUNITY' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(cardNames()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(60));
    expect(cardNames()).toEqual(['forum.example.org']);

    // The Unicode spelling finds the punycode-stored name.
    fireEvent.change(screen.getByLabelText('Search domains'), { target: { value: 'bücher' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(cardNames()).toEqual(['bücher.example']);

    fireEvent.change(screen.getByLabelText('Search domains'), { target: { value: 'nothing' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.getByText('No matching domains')).toBeTruthy();
  });

  it("says 'Search cannot be empty' when an empty search is submitted", async () => {
    fakeApi({ 'GET /domains': list });
    renderScreen(<DomainsPage />, '/domains');
    await screen.findByRole('article', { name: 'forum.example.org' });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText(MESSAGES.searchEmpty)).toBeTruthy();
    expect(cardNames()).toHaveLength(3);
    replaceField('Search domains', 'blog');
    expect(screen.queryByText(MESSAGES.searchEmpty)).toBeNull();
  });

  it('offers to add the first domain when there are none', async () => {
    fakeApi({ 'GET /domains': { status: 200, body: { data: [] } } });
    renderScreen(<DomainsPage />, '/domains');
    expect(await screen.findByText('No domains')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByRole('dialog', { name: 'Add Domain' })).toBeTruthy();
  });
});

describe('Add/Edit Domain dialog', () => {
  async function openAdd() {
    await userEvent.click(await screen.findByRole('button', { name: 'Add domain' }));
    return screen.findByRole('dialog', { name: 'Add Domain' });
  }
  const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

  it('validates on Save with the spec texts and the form-invalid toast, without calling', async () => {
    const { calls } = fakeApi({ 'GET /domains': list });
    renderScreen(<DomainsPage />, '/domains');
    await openAdd();
    await save();
    expect(fieldError('Domain name')).toContain(MESSAGES.required('Domain name'));
    expect(fieldError('Description')).toBe(MESSAGES.required('Description'));
    expect(await screen.findByText(MESSAGES.formInvalid)).toBeTruthy();

    replaceField('Domain name', 'nodot');
    replaceField('Description', '  Shop  ');
    await save();
    expect(fieldError('Domain name')).toContain(MESSAGES.invalidDomain);
    expect(fieldError('Description')).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('sends the trimmed form, and shows a taken name on the field', async () => {
    const { calls } = fakeApi({
      'GET /domains': list,
      'POST /domains': {
        status: 422,
        body: {
          message: DOMAIN_MESSAGES.domainNameTaken,
          errors: { name: [DOMAIN_MESSAGES.domainNameTaken] },
        },
      },
    });
    renderScreen(<DomainsPage />, '/domains');
    await openAdd();
    replaceField('Domain name', ' Blog.Example.com ');
    replaceField('Description', ' Again ');
    await save();
    await waitFor(() =>
      expect(fieldError('Domain name')).toContain(DOMAIN_MESSAGES.domainNameTaken),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'blog.example.com',
      description: 'Again',
      enabled: true,
    });
    expect(screen.getByRole('dialog', { name: 'Add Domain' })).toBeTruthy();
  });

  it('stays open on Escape, closes on Cancel', async () => {
    fakeApi({ 'GET /domains': list });
    renderScreen(<DomainsPage />, '/domains');
    const dialog = await openAdd();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add Domain' })).toBe(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Domain' })).toBeNull());
  });

  it('edits the description of a domain whose name is read-only', async () => {
    const { calls } = fakeApi({
      'GET /domains': list,
      'PUT /domains/2': {
        status: 200,
        body: { message: 'Domain saved.', data: { ...DOMAINS[1], description: 'Books' } },
      },
    });
    renderScreen(<DomainsPage />, '/domains');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for bücher.example' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Update' }));
    await screen.findByRole('dialog', { name: 'Edit Domain' });
    const name = screen.getByLabelText('Domain name') as HTMLInputElement;
    expect(name.value).toBe('bücher.example');
    expect(name.readOnly).toBe(true);
    replaceField('Description', 'Books');
    await save();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        name: 'xn--bcher-kva.example',
        description: 'Books',
        enabled: false,
      }),
    );
    expect(await screen.findByText('Domain saved.')).toBeTruthy();
  });
});
