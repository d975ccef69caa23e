import { ColorSwatch, Group, Text, VisuallyHidden } from '@mantine/core';
import { DOMAIN_SCREEN_TEXTS as T } from '@vigil/contract';
import { SECONDARY_COLOUR } from '../../lib/theme';

/**
 * Spec §2: enabled = the theme's secondary colour, disabled = red. A dot alone says nothing
 * to a screen reader or a colour-blind reader, so the word goes with it (hidden if asked).
 */
export function StatusDot({
  enabled,
  withLabel = true,
}: {
  enabled: boolean;
  withLabel?: boolean;
}) {
  const label = enabled ? T.enabled : T.disabled;
  const colour = enabled ? SECONDARY_COLOUR : 'red';
  return (
    <Group component="span" gap={6} wrap="nowrap" data-status={enabled ? 'enabled' : 'disabled'}>
      <ColorSwatch
        component="span"
        color={`var(--mantine-color-${colour}-filled)`}
        size={10}
        withShadow={false}
        aria-hidden
      />
      {withLabel ? (
        <Text span size="xs" fw={600} c={colour}>
          {label}
        </Text>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </Group>
  );
}
