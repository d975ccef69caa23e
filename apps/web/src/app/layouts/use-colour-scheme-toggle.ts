import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { colourSchemeToggleLabel } from '../colour-scheme';

/** The switch both layouts offer: named after the mode it switches to. */
export function useColourSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = current === 'dark' ? 'light' : 'dark';
  return {
    label: colourSchemeToggleLabel(current),
    Icon: next === 'dark' ? IconMoon : IconSun,
    toggle: () => setColorScheme(next),
  };
}
