import {
  ActionIcon,
  Code,
  CopyButton,
  Group,
  Paper,
  ScrollArea,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { DEVELOPERS_SCREEN_TEXTS as T } from '@vigil/contract';

/**
 * Code or JSON in a labelled, copyable block. Long text scrolls inside the block (both ways)
 * instead of stretching the page.
 */
export function CodeBlock({
  label,
  code,
  maxHeight,
}: {
  label: string;
  code: string;
  /** Taller code scrolls inside the block; without it the block shows everything. */
  maxHeight?: number;
}) {
  return (
    <Paper withBorder radius="md" component="figure" m={0} aria-label={label}>
      <Group
        justify="space-between"
        px="sm"
        py={6}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text component="figcaption" size="xs" fw={600} c="dimmed">
          {label}
        </Text>
        <CopyButton value={code} timeout={1500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? T.copied : T.copy} withArrow position="left">
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                size="sm"
                onClick={copy}
                aria-label={T.copyCode(label)}
              >
                {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      {/* Focusable, so a keyboard user can scroll code wider or taller than the block. */}
      <ScrollArea.Autosize
        mah={maxHeight}
        type="auto"
        offsetScrollbars="x"
        viewportProps={{ tabIndex: 0, 'aria-label': label }}
      >
        <Code block fz="xs" bg="transparent" style={{ whiteSpace: 'pre', borderRadius: 0 }}>
          {code}
        </Code>
      </ScrollArea.Autosize>
    </Paper>
  );
}
