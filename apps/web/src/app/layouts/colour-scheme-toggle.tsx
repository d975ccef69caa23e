import {
  ActionIcon,
  NavLink,
  Tooltip,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { colourSchemeToggleLabel } from '../colour-scheme';

function useColourSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = current === 'dark' ? 'light' : 'dark';
  return {
    label: colourSchemeToggleLabel(current),
    Icon: next === 'dark' ? IconMoon : IconSun,
    toggle: () => setColorScheme(next),
  };
}

/** The navbar entry: a button named after the mode it switches to. */
export function ColourSchemeNavButton() {
  const { label, Icon, toggle } = useColourSchemeToggle();
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      onClick={toggle}
      className="vigil-nav-link"
    />
  );
}

/** The same control for the plain layout, where there is no navbar. */
export function ColourSchemeIconButton() {
  const { label, Icon, toggle } = useColourSchemeToggle();
  return (
    <Tooltip label={label} position="left" openDelay={300}>
      <ActionIcon variant="default" size="lg" radius="md" aria-label={label} onClick={toggle}>
        <Icon size={18} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
