import { ActionIcon } from '@mantine/core';
import { useColourSchemeToggle } from './use-colour-scheme-toggle';

/**
 * The plain layout's switch, where there is no navbar. No tooltip: its positioning library
 * would be the largest part of the sign-in page's download, and the sun or moon with its
 * accessible name says what it does.
 */
export function ColourSchemeIconButton() {
  const { label, Icon, toggle } = useColourSchemeToggle();
  return (
    <ActionIcon variant="default" size="lg" radius="md" aria-label={label} onClick={toggle}>
      <Icon size={18} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}
