import { ColorSwatch, Tooltip, VisuallyHidden } from '@mantine/core';
import { STREAMS_SCREEN_TEXTS as T } from '@vigil/contract';

/**
 * Spec §2 Streams: a green dot when enabled, red when not. The colour alone says nothing to a
 * screen reader or a colour-blind reader, so the word is in the accessible text and the tooltip.
 */
export function StreamStatusDot({ enabled }: { enabled: boolean }) {
  const label = enabled ? T.enabled : T.disabled;
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <span
        data-status={enabled ? 'enabled' : 'disabled'}
        style={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0 }}
      >
        <ColorSwatch
          component="span"
          color={`var(--mantine-color-${enabled ? 'green' : 'red'}-filled)`}
          size={10}
          withShadow={false}
          aria-hidden
        />
        <VisuallyHidden>{label}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}
