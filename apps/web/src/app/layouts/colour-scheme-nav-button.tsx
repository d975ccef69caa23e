import { NavLink } from '@mantine/core';
import { useColourSchemeToggle } from './use-colour-scheme-toggle';

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
