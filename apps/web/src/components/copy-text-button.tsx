import { ActionIcon, Button, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { ACCOUNT_SCREEN_TEXTS } from '@vigil/contract';

/** Copies to the clipboard and says so; icon-only when `iconOnly`, named by `label` either way. */
export function CopyTextButton({
  value,
  label,
  iconOnly = false,
}: {
  value: string;
  label: string;
  iconOnly?: boolean;
}) {
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => {
        const Icon = copied ? IconCheck : IconCopy;
        if (iconOnly) {
          return (
            <Tooltip label={copied ? ACCOUNT_SCREEN_TEXTS.copied : label} withArrow>
              <ActionIcon
                variant="default"
                size={36}
                color={copied ? 'teal' : undefined}
                onClick={copy}
                aria-label={label}
              >
                <Icon size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          );
        }
        return (
          <Button
            variant="default"
            leftSection={<Icon size={16} aria-hidden />}
            onClick={copy}
            color={copied ? 'teal' : undefined}
          >
            {copied ? ACCOUNT_SCREEN_TEXTS.copied : label}
          </Button>
        );
      }}
    </CopyButton>
  );
}
