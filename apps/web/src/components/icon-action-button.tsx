import { ActionIcon, type MantineColor, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export interface IconActionButtonProps {
  /** Shown in the tooltip, and the button's accessible name unless `ariaLabel` is given. */
  label: string;
  /** A fuller name for screen readers, e.g. one that names the row ("Delete rule spam"). */
  ariaLabel?: string;
  icon: Icon;
  /** 'red' for destructive actions; neutral grey otherwise. */
  color?: MantineColor;
  onClick: () => void;
  disabled?: boolean;
}

/** A subtle icon-only button with a tooltip, as used for row actions in tables. */
export function IconActionButton({
  label,
  ariaLabel,
  icon: ButtonIcon,
  color = 'gray',
  onClick,
  disabled = false,
}: IconActionButtonProps) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color={color}
        onClick={onClick}
        disabled={disabled}
        aria-label={ariaLabel ?? label}
      >
        <ButtonIcon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
