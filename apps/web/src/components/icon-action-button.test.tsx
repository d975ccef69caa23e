import { MantineProvider } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../lib/theme';
import { IconActionButton, type IconActionButtonProps } from './icon-action-button';

function renderButton(props: Partial<IconActionButtonProps> = {}) {
  const onClick = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <IconActionButton label="Delete" icon={IconTrash} onClick={onClick} {...props} />
    </MantineProvider>,
  );
  return onClick;
}

describe('IconActionButton', () => {
  it('is named by its label and runs its action', async () => {
    const onClick = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('takes a fuller accessible name when given one, and shows the label as its tooltip', async () => {
    renderButton({ ariaLabel: 'Delete rule spam' });
    const button = screen.getByRole('button', { name: 'Delete rule spam' });
    await userEvent.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Delete');
  });

  it('does nothing while disabled', async () => {
    const onClick = renderButton({ disabled: true });
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
