import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NAV_LABELS } from '@vigil/contract';
import { describe, expect, it } from 'vitest';
import {
  COLOUR_SCHEME_STORAGE_KEY,
  colourSchemeManager,
  colourSchemeToggleLabel,
} from './colour-scheme';
import { ColourSchemeNavButton } from './layouts/colour-scheme-nav-button';

function renderToggle() {
  return render(
    <MantineProvider colorSchemeManager={colourSchemeManager} defaultColorScheme="light" env="test">
      <ColourSchemeNavButton />
    </MantineProvider>,
  );
}

describe('colour-scheme toggle', () => {
  it('names the mode it switches to', () => {
    expect(colourSchemeToggleLabel('light')).toBe(NAV_LABELS.darkMode);
    expect(colourSchemeToggleLabel('dark')).toBe(NAV_LABELS.lightMode);
  });

  it('switches, relabels itself and stores the choice', async () => {
    renderToggle();
    await userEvent.click(screen.getByRole('button', { name: 'Dark Mode' }));
    expect(screen.getByRole('button', { name: 'Light Mode' })).toBeTruthy();
    expect(window.localStorage.getItem(COLOUR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Light Mode' }));
    expect(window.localStorage.getItem(COLOUR_SCHEME_STORAGE_KEY)).toBe('light');
  });

  it('starts from the stored choice', () => {
    window.localStorage.setItem(COLOUR_SCHEME_STORAGE_KEY, 'dark');
    renderToggle();
    expect(screen.getByRole('button', { name: 'Light Mode' })).toBeTruthy();
  });
});
