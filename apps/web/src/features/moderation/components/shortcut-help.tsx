import { Group, Kbd, Modal, Stack, Table, Text } from '@mantine/core';
import { MODERATION_SCREEN_TEXTS as T, MODERATION_SHORTCUTS } from '@vigil/contract';

/** The '?' overlay: every key the queue answers to. */
export function ShortcutHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    // The queue gives focus back itself (use-report-actions, decision 0176).
    <Modal opened={opened} onClose={onClose} title={T.shortcutsTitle} centered returnFocus={false}>
      <Stack gap="md">
        <Table verticalSpacing={6} withRowBorders={false}>
          <Table.Tbody>
            {MODERATION_SHORTCUTS.map((shortcut) => (
              <Table.Tr key={shortcut.keys.join('+')}>
                <Table.Td w={90}>
                  <Group gap={4}>
                    {shortcut.keys.map((key) => (
                      <Kbd key={key}>{key}</Kbd>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{shortcut.description}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {T.shortcutsNote}
        </Text>
      </Stack>
    </Modal>
  );
}
