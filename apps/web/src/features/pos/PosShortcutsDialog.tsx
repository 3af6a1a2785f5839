import { Group, Kbd, Modal, Stack, Table, Text } from '@mantine/core';
import { t } from '../../lib/i18n';
import { POS_SHORTCUTS } from './pos-shortcuts';

/** The POS's keyboard shortcuts, opened from the keyboard button beside the item search. */
export function PosShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={t('Keyboard shortcuts')} centered>
      <Stack gap="sm">
        <Table>
          <Table.Tbody>
            {POS_SHORTCUTS.map((shortcut) => (
              <Table.Tr key={shortcut.action}>
                <Table.Td w={110}>
                  <Group gap={4} wrap="nowrap">
                    {shortcut.keys.map((key) => (
                      <Kbd key={key}>{key}</Kbd>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{t(shortcut.action)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {t('Shortcuts do nothing while a dialog is open or while you type in another field.')}
        </Text>
      </Stack>
    </Modal>
  );
}
