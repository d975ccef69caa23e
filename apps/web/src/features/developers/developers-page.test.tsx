import {
  PLUGIN_CONTENT_LIMITS,
  PLUGIN_HEADERS,
  PLUGIN_MEDIA_TYPES,
  PLUGIN_MESSAGES,
} from '@vigil/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { DevelopersPage } from './developers-page';
import { TEST_DOCUMENT } from './reference/test-document';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderDevelopers = (path = '/developers') =>
  renderScreen(<DevelopersPage />, path, '/developers');

describe('Developers › plugin guide', () => {
  it('explains signing with the exact string layout, the headers and a code sample', async () => {
    fakeApi({});
    renderDevelopers();
    const signing = screen.getByRole('region', { name: 'Signing requests' });
    expect(
      within(signing).getByText('{timestamp}\\n{METHOD}\\n{path with query}\\n{raw body}'),
    ).toBeTruthy();
    for (const header of [
      PLUGIN_HEADERS.accessKey,
      PLUGIN_HEADERS.timestamp,
      PLUGIN_HEADERS.signature,
    ]) {
      expect(within(signing).getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(within(signing).getByText(/within 5 minutes/)).toBeTruthy();
    expect(within(signing).getByText(/accepted once/)).toBeTruthy();
    const sample = within(signing).getByRole('figure', { name: 'Signing a request in Node.js' });
    expect(sample.textContent).toContain("createHmac('sha256', SECRET_KEY)");
    // The sample names the server the page came from.
    expect(sample.textContent).toContain(window.location.origin);
  });

  it('states the limits and media types from the contract, callbacks and the error table', async () => {
    fakeApi({});
    renderDevelopers();
    const content = screen.getByRole('region', { name: 'Submitting content' });
    expect(content.textContent).toContain(`${PLUGIN_CONTENT_LIMITS.textBytes / 1024} KB`);
    expect(content.textContent).toContain(PLUGIN_MEDIA_TYPES.image.join(', '));
    const callbacks = screen.getByRole('region', { name: 'Receiving callbacks' });
    expect(callbacks.textContent).toContain('24 hours');
    expect(
      within(callbacks).getByRole('figure', { name: 'Verifying a callback with the SDK' })
        .textContent,
    ).toContain("from '@vigil/plugin-sdk'");
    const errors = within(screen.getByRole('region', { name: 'Errors' })).getByRole('table');
    const codes = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.firstElementChild?.textContent);
    expect(codes).toEqual(expect.arrayContaining(['401', '403', '413', '415', '422']));
    expect(errors.textContent).toContain(PLUGIN_MESSAGES.replayed);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: 'Errors' }).getAttribute('href')).toBe(
      '#errors',
    );
  });

  it('has a WordPress quick start, listed on the page', () => {
    fakeApi({});
    renderDevelopers();
    const wordpress = screen.getByRole('region', { name: 'WordPress quick start' });
    const steps = within(wordpress).getByRole('list', { name: 'Installing the WordPress plugin' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    expect(steps.textContent).toContain('Settings › Vigil');
    expect(steps.textContent).toContain('npm run build:wordpress');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents).getByRole('link', { name: 'WordPress quick start' }).getAttribute('href'),
    ).toBe('#wordpress');
  });

  it('offers the OpenAPI document for download', () => {
    fakeApi({});
    renderDevelopers();
    const download = screen.getByRole('link', { name: 'Download OpenAPI' });
    expect(download.getAttribute('href')).toBe('/api/openapi.json');
    expect(download.hasAttribute('download')).toBe(true);
  });
});

describe('Developers › API reference', () => {
  it('draws the reference from /api/openapi.json, grouped by tag, collapsible', async () => {
    fakeApi({ 'GET /openapi.json': { status: 200, body: TEST_DOCUMENT } });
    renderDevelopers('/developers?tab=reference');
    const plugin = await screen.findByRole('region', { name: 'Plugin API' });
    expect(within(plugin).getByText('Called by CMS plugins with a domain’s keys.')).toBeTruthy();
    const submit = within(plugin).getByRole('button', { name: /POST.*\/api\/plugin\/v1\/content/ });
    expect(submit.textContent).toContain('Submit one item of content for moderation');
    expect(submit.getAttribute('aria-expanded')).toBe('false');
    expect(within(plugin).queryByRole('figure')).toBeNull();

    await userEvent.click(submit);
    expect(submit.getAttribute('aria-expanded')).toBe('true');
    const body = await within(plugin).findByRole('figure', {
      name: 'Request body (application/json)',
    });
    expect(JSON.parse(body.querySelector('pre')?.textContent ?? '')).toEqual({
      type: 'object',
      properties: { username: { type: 'string', minLength: 1 } },
      required: ['username'],
    });
    expect(
      within(plugin).getByRole('figure', { name: 'Response 202 (application/json)' }),
    ).toBeTruthy();
    expect(within(plugin).getByText('The body or content is larger than allowed.')).toBeTruthy();
    expect(within(plugin).getByText(/Signed: X-Vigil-Key/)).toBeTruthy();

    const consoleApi = screen.getByRole('region', { name: 'Console API' });
    const remove = within(consoleApi).getByRole('button', {
      name: /DELETE.*\/api\/domains\/\{id\}\/rules\/\{ruleId\}/,
    });
    await userEvent.click(remove);
    expect(await within(consoleApi).findByText('ruleId')).toBeTruthy();
    expect(within(consoleApi).getByText('Session cookie and X-Tenant-Id')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Callbacks Vigil sends' })).toBeTruthy();
  });

  it('filters the calls', async () => {
    fakeApi({ 'GET /openapi.json': { status: 200, body: TEST_DOCUMENT } });
    renderDevelopers('/developers?tab=reference');
    await userEvent.type(await screen.findByLabelText('Filter calls'), 'rules');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Plugin API' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Console API' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Filter calls'), ' nothing-like-this');
    expect(await screen.findByText('No call matches “rules nothing-like-this”.')).toBeTruthy();
  });

  it('says so, with a retry, when the document cannot be read', async () => {
    // The client's development check would log the broken reply too; that is not under test.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: { status: number; body: unknown } = { status: 200, body: { openapi: '3.1.0' } };
    fakeApi({ 'GET /openapi.json': () => answer });
    renderDevelopers('/developers?tab=reference');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The API reference could not be loaded')).toBeTruthy();
    answer = { status: 200, body: TEST_DOCUMENT };
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Plugin API' })).toBeTruthy();
  });
});
