import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vigil/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { readLocalAcceptance, writeLocalAcceptance } from './eula-acceptance-storage';
import { EulaGate } from './eula-gate';

afterEach(() => vi.unstubAllGlobals());

const EULA = {
  html: '<h2>Terms</h2><p>Be kind.</p><img src=x onerror="alert(1)"><script>x()</script>',
};

function renderGate(props: { profileAccepted?: boolean; userKey?: string } = {}) {
  const onAccepted = vi.fn();
  const onDeclined = vi.fn();
  renderScreen(
    <EulaGate
      userKey={props.userKey ?? 'user-a'}
      profileAccepted={props.profileAccepted ?? false}
      onAccepted={onAccepted}
      onDeclined={onDeclined}
    >
      <p>The console</p>
    </EulaGate>,
  );
  return { onAccepted, onDeclined };
}

describe('EULA gate after sign-in (spec §4)', () => {
  it('lets the user through when the profile says accepted', () => {
    fakeApi({});
    renderGate({ profileAccepted: true });
    expect(screen.getByText('The console')).toBeTruthy();
  });

  it('lets the user through on a local acceptance younger than 24 hours', () => {
    fakeApi({});
    writeLocalAcceptance('user-a', Date.now() - 60_000);
    renderGate();
    expect(screen.getByText('The console')).toBeTruthy();
  });

  it('asks again when the local acceptance belongs to someone else or is old', async () => {
    fakeApi({ 'GET /eula': { status: 200, body: EULA } });
    writeLocalAcceptance('user-b', Date.now());
    writeLocalAcceptance('user-a', Date.now() - 25 * 60 * 60 * 1000);
    renderGate();
    // (happy-dom's DOMPurify drops h2 elements, so the text is looked for instead.)
    expect(await screen.findByText('Be kind.')).toBeTruthy();
    expect(screen.queryByText('The console')).toBeNull();
  });

  it('accepting records it on the server and in this browser, then opens the console', async () => {
    const { calls } = fakeApi({
      'GET /eula': { status: 200, body: EULA },
      'POST /eula': {
        status: 200,
        body: { message: 'Thanks', accepted_at: '2027-01-01T10:00:00Z' },
      },
    });
    const { onAccepted } = renderGate();
    await screen.findByText('Be kind.');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('The console')).toBeTruthy();
    expect(onAccepted).toHaveBeenCalledTimes(1);
    expect(calls.some((call) => call.method === 'POST' && call.path === '/eula')).toBe(true);
    expect(readLocalAcceptance('user-a')).toBe('2027-01-01T10:00:00Z');
  });

  it('declining asks for confirmation first', async () => {
    fakeApi({ 'GET /eula': { status: 200, body: EULA } });
    const { onDeclined } = renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the agreement?' });
    expect(onDeclined).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and sign out' }));
    await waitFor(() => expect(onDeclined).toHaveBeenCalledTimes(1));
  });

  it("says 'EULA unavailable' and cannot be accepted when the text does not load", async () => {
    fakeApi({ 'GET /eula': { status: 500, body: { message: 'down' } } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGate();
    expect(await screen.findByText(MESSAGES.eulaUnavailable)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(true);
  });
});
