import { MantineProvider, Menu } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../lib/theme';
import { openConfirmDialog } from './confirm-dialog';
import { ModalHost } from './modal-host';
import { showErrorToast, showPersistentNotification } from './notifications';
import { openProblemDialog } from './problem-dialog';
import { ToastHost } from './toast-host';

function renderProviders() {
  render(
    <MantineProvider theme={theme} env="test">
      <ModalHost />
      <ToastHost />
    </MantineProvider>,
  );
}

describe('Problem dialog', () => {
  it('is a dialog titled Problem with the message and an OK button that closes it', async () => {
    renderProviders();
    const onClose = vi.fn();
    act(() => void openProblemDialog('Domain already exists', onClose));
    const dialog = await screen.findByRole('dialog', { name: 'Problem' });
    expect(within(dialog).getByText('Domain already exists')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('confirm dialog', () => {
  it('renders an HTML title safely and confirms', async () => {
    renderProviders();
    const onConfirm = vi.fn();
    act(() => {
      openConfirmDialog({
        title: 'Delete <strong>shop.example</strong>?<img src=x onerror="alert(1)">',
        message: 'This cannot be undone.',
        confirmLabel: 'Delete',
        danger: true,
        onConfirm,
      });
    });
    const dialog = await screen.findByRole('dialog', {
      // Whitespace around inline elements differs between DOM implementations.
      name: /^Delete\s*shop\.example\s*\?$/,
    });
    expect(dialog.querySelector('strong')?.textContent).toBe('shop.example');
    expect(dialog.querySelector('img')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels without confirming', async () => {
    renderProviders();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    act(() => void openConfirmDialog({ title: 'Unpublish?', onConfirm, onCancel }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('focus after a dialog (decision 0176)', () => {
  it('goes back to the button that opened it, however it closes', async () => {
    renderProviders();
    render(<button type="button">Delete rule</button>);
    const opener = screen.getByRole('button', { name: 'Delete rule' });
    opener.focus();
    act(() => void openConfirmDialog({ title: 'Delete this rule?', onConfirm: vi.fn() }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this rule?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    act(() => void openProblemDialog('The billing portal is not available.'));
    const problem = await screen.findByRole('dialog', { name: 'Problem' });
    await userEvent.click(within(problem).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('goes back to the menu’s button when an item of the menu opened it', async () => {
    renderProviders();
    render(
      <MantineProvider theme={theme} env="test">
        <Menu>
          <Menu.Target>
            <button type="button">Actions for shop.example</button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              onClick={() =>
                openConfirmDialog({ title: 'Delete shop.example?', onConfirm: vi.fn() })
              }
            >
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </MantineProvider>,
    );
    const menuButton = screen.getByRole('button', { name: 'Actions for shop.example' });
    await userEvent.click(menuButton);
    const item = await screen.findByRole('menuitem', { name: 'Delete' });
    item.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete shop.example?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    expect(document.activeElement).toBe(menuButton);
  });
});

describe('persistent notification', () => {
  it('stays until OK is pressed', async () => {
    renderProviders();
    act(() => void showPersistentNotification('Your plan renews tomorrow'));
    expect(await screen.findByText('Your plan renews tomorrow')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Your plan renews tomorrow')).toBeNull());
  });
});

describe('toasts', () => {
  it('shows one toast for the same message repeated, and separate ones for different messages', async () => {
    renderProviders();
    act(() => {
      showErrorToast('Please complete the errors highlighted in red');
      showErrorToast('Please complete the errors highlighted in red');
      showErrorToast('Something else went wrong');
    });
    expect(await screen.findByText('Something else went wrong')).toBeTruthy();
    expect(screen.getAllByText('Please complete the errors highlighted in red')).toHaveLength(1);
  });
});
