import { Button, MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../lib/theme';
import { MountedModal } from './mounted-modal';

/** A form dialog as the console opens them: mounted while open, unmounted to close. */
function AddRule() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Button onClick={() => setAdding(true)}>Add rule</Button>
      <Button>Something else</Button>
      {adding ? (
        <MountedModal title="Add rule" onClose={() => setAdding(false)}>
          <input aria-label="Pattern" data-autofocus />
          <Button onClick={() => setAdding(false)}>Cancel</Button>
        </MountedModal>
      ) : null}
    </>
  );
}

describe('MountedModal', () => {
  it('takes focus, and gives it back to what opened it when it is unmounted', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <AddRule />
      </MantineProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Add rule' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add rule' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Pattern')));

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(document.activeElement).toBe(opener);

    // Escape closes it too, and focus comes back the same way.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Add rule' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Pattern')));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
