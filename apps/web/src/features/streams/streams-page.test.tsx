import {
  STREAMS_WHAT_IF_TEXTS as W,
  type TDomainStream,
  type TModerationCategory,
  type TWhatIfBucket,
} from '@vigil/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { STREAMS_LAYOUT_STORAGE_KEY } from './layout-preference';
import { StreamsPage } from './streams-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DOMAINS = [
  { id: 1, name: 'blog.example.com', description: 'The blog', enabled: true },
  { id: 2, name: 'shop.example.com', description: 'The shop', enabled: false },
];

const CATEGORIES: TModerationCategory[] = [
  { id: 'text-violence', name: 'Violence', extractor_id: null, scanner_id: 1 },
  { id: 'image-nudity', name: 'Nudity', extractor_id: null, scanner_id: 2 },
  { id: 'text-hate', name: 'Hate', extractor_id: null, scanner_id: 1 },
  { id: 'text-profanity', name: 'profanity', extractor_id: null, scanner_id: 1 },
];

const BLOG_STREAM: TDomainStream = {
  id: 1,
  extractors: [
    {
      id: 'x1',
      extractor: { id: 'html-text', name: 'HTML text', description: 'Text out of HTML' },
      status: true,
    },
    {
      id: 'x2',
      extractor: { id: 'personal-data', name: 'Personal data', description: 'Emails, phones' },
      status: false,
    },
  ],
  scanners: [
    {
      id: 11,
      domain_id: 1,
      scanner: { id: 1, name: 'Text', description: 'Scores text' },
      settings: [
        {
          moderation_category_id: 'text-hate',
          moderation_threshold: 50,
          unpublish_threshold: 90,
          domain_id: 1,
        },
      ],
      status: true,
    },
    {
      id: 12,
      domain_id: 1,
      scanner: { id: 2, name: 'Image', description: 'Scores images' },
      settings: [],
      status: false,
    },
  ],
};

const SHOP_STREAM: TDomainStream = { id: 2, extractors: [], scanners: [] };

/** A promise the test settles when it wants a held answer to go through. */
function gate(): { held: Promise<unknown>; release: () => void } {
  let release = (): void => undefined;
  const held = new Promise((resolve) => {
    release = () => resolve(undefined);
  });
  return { held, release };
}

const ok = (body: unknown) => ({ status: 200, body });

const BASE = {
  'GET /domains': ok({ data: DOMAINS }),
  'GET /moderation-categories': ok({ data: CATEGORIES }),
  'GET /domains/1/settings': ok(BLOG_STREAM),
  'GET /domains/2/settings': ok(SHOP_STREAM),
};

function renderStreams({ canSave = true, canManage = true } = {}) {
  return renderScreen(
    <StreamsPage canSaveThresholds={canSave} canManageDomains={canManage} />,
    '/streams',
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const scannerButton = (name: string) =>
  within(card('blog.example.com')).getByRole('button', { name: new RegExp(`^${name}`) });
const handle = (name: string) => screen.getByRole('slider', { name });

async function openTextScanner() {
  await screen.findByRole('article', { name: 'blog.example.com' });
  await userEvent.click(await waitFor(() => scannerButton('Text')));
  return screen.findByRole('slider', { name: 'Hate: moderation threshold' });
}

describe('Streams page', () => {
  it('shows placeholders while the domains, then each stream, load', async () => {
    const { fetchMock } = fakeApi(BASE);
    const answer = fetchMock.getMockImplementation();
    const { held, release: releaseDomains } = gate();
    // Domains answer when released; streams never do.
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/settings')) return new Promise<Response>(() => undefined);
      if (url.endsWith('/domains')) await held;
      if (!answer) throw new Error('fakeApi has no implementation');
      return answer(input, init);
    });
    renderStreams();
    expect(screen.getByLabelText('Loading domains').getAttribute('aria-busy')).toBe('true');
    releaseDomains();
    expect(await screen.findByLabelText('Loading the stream of blog.example.com')).toBeTruthy();
    expect(screen.getByLabelText('Loading the stream of shop.example.com')).toBeTruthy();
    expect(screen.queryByLabelText('Loading domains')).toBeNull();
  });

  it('loads the domains, the categories and one stream per domain', async () => {
    const { calls } = fakeApi(BASE);
    renderStreams();
    expect(await screen.findByRole('heading', { name: 'Streams', level: 1 })).toBeTruthy();
    await within(await screen.findByRole('article', { name: 'blog.example.com' })).findByText(
      'HTML text',
    );
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
        'GET /domains',
        'GET /domains/1/settings',
        'GET /domains/2/settings',
        'GET /moderation-categories',
      ]),
    );
    const blog = card('blog.example.com');
    expect(within(blog).getByText('Text out of HTML')).toBeTruthy();
    // Dots speak: the domain, each extractor and each scanner say whether they are enabled.
    const extractors = within(blog).getByRole('list', { name: 'Extractors' });
    expect(
      within(extractors)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('[data-status]')?.getAttribute('data-status')),
    ).toEqual(['enabled', 'disabled']);
    expect(within(card('shop.example.com')).getAllByText('Disabled').length).toBeGreaterThan(0);
  });

  it('says when there are no domains, and still loads the categories', async () => {
    const { calls } = fakeApi({ ...BASE, 'GET /domains': ok({ data: [] }) });
    renderStreams();
    expect(await screen.findByText('No domains available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Domains' }).getAttribute('href')).toBe(
      '/domains',
    );
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/moderation-categories')).toBe(true),
    );
    expect(calls.some((call) => call.path.endsWith('/settings'))).toBe(false);
  });

  it('tells a moderator without domains that an administrator adds them', async () => {
    fakeApi({ ...BASE, 'GET /domains': ok({ data: [] }) });
    renderStreams({ canSave: false, canManage: false });
    expect(await screen.findByText(/An administrator adds domains/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to Domains' })).toBeNull();
  });

  it('warns when a domain has no extractors and no scanners', async () => {
    fakeApi(BASE);
    renderStreams();
    const shop = await screen.findByRole('article', { name: 'shop.example.com' });
    expect(
      await within(shop).findByText('No extractors are configured for this domain.'),
    ).toBeTruthy();
    expect(within(shop).getByText('No scanners are configured for this domain.')).toBeTruthy();
    const blog = card('blog.example.com');
    await within(blog).findByText('HTML text');
    expect(within(blog).queryByText(/No extractors are configured/)).toBeNull();
  });

  it('opens one scanner at a time, and a disabled scanner says so', async () => {
    fakeApi(BASE);
    renderStreams();
    await openTextScanner();
    expect(scannerButton('Text').getAttribute('aria-expanded')).toBe('true');
    expect(scannerButton('Text').querySelector('[data-scanner-type="text"]')).toBeTruthy();

    await userEvent.click(scannerButton('Image'));
    expect(scannerButton('Image').getAttribute('aria-expanded')).toBe('true');
    expect(scannerButton('Text').getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByText(/This scanner is disabled/)).toBeTruthy();
    expect(screen.queryByRole('slider', { name: 'Nudity: moderation threshold' })).toBeNull();
  });

  it('shows the scanner’s categories sorted by name, each from its saved pair or 0/0', async () => {
    fakeApi(BASE);
    renderStreams();
    await openTextScanner();
    const panel = within(card('blog.example.com'));
    expect(panel.getAllByRole('group')).toHaveLength(3);
    expect(panel.getAllByRole('slider').map((slider) => slider.getAttribute('aria-label'))).toEqual(
      [
        'Hate: moderation threshold',
        'Hate: unpublish threshold',
        'profanity: moderation threshold',
        'profanity: unpublish threshold',
        'Violence: moderation threshold',
        'Violence: unpublish threshold',
      ],
    );
    expect(handle('Hate: moderation threshold').getAttribute('aria-valuenow')).toBe('50');
    expect(handle('Hate: unpublish threshold').getAttribute('aria-valuenow')).toBe('90');
    // No saved setting: both thresholds start at 0 (spec §4).
    expect(handle('Violence: moderation threshold').getAttribute('aria-valuenow')).toBe('0');
    expect(handle('Violence: unpublish threshold').getAttribute('aria-valuenow')).toBe('0');
    expect(panel.getByText('Moderate from 50')).toBeTruthy();
    expect(panel.getByText('Unpublish from 90')).toBeTruthy();
    expect(panel.getAllByText('Moderation off')).toHaveLength(2);
    expect(panel.getAllByText('Unpublishing off')).toHaveLength(2);
  });

  it('saves a keyboard move at once, in steps of 5, with the domain scanner and category', async () => {
    const { calls } = fakeApi({
      ...BASE,
      'POST /domain-scanner-settings/11': ok({
        message: 'Saved',
        data: {
          moderation_category_id: 'text-hate',
          moderation_threshold: 55,
          unpublish_threshold: 90,
          domain_id: 1,
        },
      }),
    });
    renderStreams();
    const hate = await openTextScanner();
    hate.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: '/domain-scanner-settings/11',
          body: {
            moderation_category_id: 'text-hate',
            moderation_threshold: 55,
            unpublish_threshold: 90,
          },
        },
      ]),
    );
    expect(handle('Hate: moderation threshold').getAttribute('aria-valuenow')).toBe('55');
  });

  it('saves a category without a setting from 0/0, the pair kept in order', async () => {
    const { calls } = fakeApi({
      ...BASE,
      'POST /domain-scanner-settings/11': ok({
        message: 'Saved',
        data: {
          moderation_category_id: 'text-violence',
          moderation_threshold: 5,
          unpublish_threshold: 5,
          domain_id: 1,
        },
      }),
    });
    renderStreams();
    await openTextScanner();
    // The left handle pushes the right one: moderation never exceeds unpublish.
    handle('Violence: moderation threshold').focus();
    await userEvent.keyboard('{ArrowRight}');
    handle('Violence: unpublish threshold').focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        {
          moderation_category_id: 'text-violence',
          moderation_threshold: 5,
          unpublish_threshold: 5,
        },
        {
          moderation_category_id: 'text-violence',
          moderation_threshold: 5,
          unpublish_threshold: 10,
        },
      ]),
    );
  });

  it('shows a move at once, and takes it back without a message when the save fails', async () => {
    const { calls, fetchMock } = fakeApi({
      ...BASE,
      'POST /domain-scanner-settings/11': { status: 500, body: { message: 'Server Error' } },
    });
    const answer = fetchMock.getMockImplementation();
    const { held, release: releaseSave } = gate();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await held;
      if (!answer) throw new Error('fakeApi has no implementation');
      return answer(input, init);
    });
    renderStreams();
    const hate = await openTextScanner();
    hate.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    // Optimistic: the new pair shows while the server has not answered.
    expect(handle('Hate: moderation threshold').getAttribute('aria-valuenow')).toBe('55');
    expect(screen.getByText('Moderate from 55')).toBeTruthy();
    releaseSave();
    await waitFor(() =>
      expect(handle('Hate: moderation threshold').getAttribute('aria-valuenow')).toBe('50'),
    );
    // Spec §8: a failed store action is only logged — no Problem dialog, no toast.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // The stream is read again, so the slider ends on what the server holds.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/domains/1/settings')).toHaveLength(2),
    );
  });

  it('lets a moderator read thresholds but not change them', async () => {
    const { calls } = fakeApi(BASE);
    renderStreams({ canSave: false, canManage: false });
    const hate = await openTextScanner();
    expect(screen.getByText('Only administrators can change thresholds.')).toBeTruthy();
    expect(hate.getAttribute('aria-disabled')).toBe('true');
    expect(hate.getAttribute('aria-valuenow')).toBe('50');
    hate.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(hate.getAttribute('aria-valuenow')).toBe('50');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(
      within(card('blog.example.com')).getByRole('button', {
        name: 'Actions for blog.example.com',
      }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Manage domain' })).toBeNull();
  });

  it('links an administrator from the card menu to the domain’s management page', async () => {
    fakeApi(BASE);
    const { router } = renderStreams();
    await screen.findByRole('article', { name: 'blog.example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for blog.example.com' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Manage domain' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/domains/manage'));
    expect(router.state.location.search).toBe('?id=1');
  });

  it('offers a retry when a stream cannot be loaded', async () => {
    let failing = true;
    fakeApi({
      ...BASE,
      'GET /domains/1/settings': () =>
        failing ? { status: 500, body: { message: 'Server Error' } } : ok(BLOG_STREAM),
    });
    renderStreams();
    const blog = await screen.findByRole('article', { name: 'blog.example.com' });
    expect(await within(blog).findByText('This domain’s stream could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    failing = false;
    await userEvent.click(within(blog).getByRole('button', { name: 'Try again' }));
    expect(await within(blog).findByText('HTML text')).toBeTruthy();
  });

  it('remembers the chosen layout', async () => {
    fakeApi(BASE);
    const first = renderStreams();
    await screen.findByRole('article', { name: 'blog.example.com' });
    const toggle = screen.getByRole('radiogroup', { name: 'Cards per row' });
    expect(
      within(toggle)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['12', '6', '4']);
    expect(within(toggle).getByRole('radio', { name: 'Two cards per row' })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.click(within(toggle).getByRole('radio', { name: 'Three cards per row' }));
    expect(window.localStorage.getItem(STREAMS_LAYOUT_STORAGE_KEY)).toBe('4');
    first.unmount();

    renderStreams();
    expect(screen.getByRole('radio', { name: 'Three cards per row' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: 'One card per row' })).toHaveProperty(
      'checked',
      false,
    );
  });
});

/** 21 buckets, the given ones filled. */
function whatIfBuckets(filled: Record<number, Partial<TWhatIfBucket>>): TWhatIfBucket[] {
  return Array.from({ length: 21 }, (_, index) => ({
    passed: 0,
    review: 0,
    unpublished: 0,
    ...filled[index],
  }));
}

// Hate on the blog's text scanner, saved at 50/90: 900 items scored 0–4 passed; 50–54 holds
// 10 the engine sent to review and 2 it unpublished (another category's doing); 55–59 holds
// 5 sent to review; 90–94 holds 3 unpublished. Profanity scored nothing.
const WHAT_IF = {
  data: {
    from: '2026-10-29',
    to: '2026-11-27',
    categories: [
      {
        category_id: 'text-hate',
        buckets: whatIfBuckets({
          0: { passed: 900 },
          10: { review: 10, unpublished: 2 },
          11: { review: 5 },
          18: { unpublished: 3 },
        }),
      },
      { category_id: 'text-profanity', buckets: whatIfBuckets({}) },
    ],
  },
};

describe('Streams what-if', () => {
  const whatIfCalls = (calls: { path: string }[]) =>
    calls.filter((call) => call.path === '/domain-scanner-settings/11/what-if');

  it('reads a scanner’s last 30 days when its row opens, and shows them under each slider', async () => {
    const { calls, fetchMock } = fakeApi({
      ...BASE,
      'GET /domain-scanner-settings/11/what-if': ok(WHAT_IF),
    });
    const answer = fetchMock.getMockImplementation();
    const { held, release } = gate();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/what-if')) await held;
      if (!answer) throw new Error('fakeApi has no implementation');
      return answer(input, init);
    });
    renderStreams();
    await screen.findByRole('article', { name: 'blog.example.com' });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/domains/1/settings')).toBe(true),
    );
    expect(whatIfCalls(calls)).toHaveLength(0);

    await openTextScanner();
    const hate = screen.getByRole('group', { name: 'Hate' });
    expect(within(hate).getByLabelText(W.loading).getAttribute('aria-busy')).toBe('true');
    release();
    expect(await within(hate).findByText(W.counts('3', '17', '900'))).toBeTruthy();
    expect(within(hate).getByText(W.wouldLabel)).toBeTruthy();
    expect(within(hate).getByText(W.counts('5', '15', '900'))).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'profanity' })).getByText(W.empty),
    ).toBeTruthy();
    // One call for the scanner, however many categories it has.
    expect(whatIfCalls(calls)).toHaveLength(1);
  });

  it('follows a keyboard move of a handle before its save is answered', async () => {
    const { fetchMock } = fakeApi({
      ...BASE,
      'GET /domain-scanner-settings/11/what-if': ok(WHAT_IF),
      'POST /domain-scanner-settings/11': ok({
        message: 'Saved',
        data: {
          moderation_category_id: 'text-hate',
          moderation_threshold: 55,
          unpublish_threshold: 90,
          domain_id: 1,
        },
      }),
    });
    const answer = fetchMock.getMockImplementation();
    const { held, release: releaseSave } = gate();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await held;
      if (!answer) throw new Error('fakeApi has no implementation');
      return answer(input, init);
    });
    renderStreams();
    const moderation = await openTextScanner();
    const hate = screen.getByRole('group', { name: 'Hate' });
    await within(hate).findByText(W.counts('3', '17', '900'));

    moderation.focus();
    await userEvent.keyboard('{ArrowRight}');
    // 55/90: the 12 items scored 50–54 would now pass; what happened stays as it was.
    expect(await within(hate).findByText(W.counts('3', '5', '912'))).toBeTruthy();
    expect(within(hate).getByText(W.counts('5', '15', '900'))).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
    releaseSave();

    handle('Hate: unpublish threshold').focus();
    await userEvent.keyboard('{ArrowLeft}');
    // 55/85 still leaves 90–94 as the only unpublished bucket.
    expect(await within(hate).findByText(W.counts('3', '5', '912'))).toBeTruthy();
  });

  it('says when the last 30 days cannot be read', async () => {
    fakeApi({
      ...BASE,
      'GET /domain-scanner-settings/11/what-if': { status: 500, body: { message: 'Broken' } },
    });
    renderStreams();
    await openTextScanner();
    expect(
      await within(screen.getByRole('group', { name: 'Hate' })).findByText(W.failed),
    ).toBeTruthy();
  });
});
