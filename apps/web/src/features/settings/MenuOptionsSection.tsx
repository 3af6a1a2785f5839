import { Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TCurrency, TMenuItemOptionResponse } from '@opentab/shared';
import { IconChevronDown, IconChevronUp, IconPlus } from '@tabler/icons-react';
import { RowActions } from '../../components/RowActions/RowActions';
import { confirmDelete } from '../../lib/confirm';
import { formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { MenuOptionDialog } from './MenuOptionDialog';
import { type TOptionKind, useMenuOptions } from './menu-api';
import { OPTION_KINDS } from './option-kinds';

type TProps = { kind: TOptionKind; itemId: string; options: TMenuItemOptionResponse[]; currency: TCurrency };

/** The collapsible Show Variants / Show Addons list of the item page, with its dialogs. */
export function MenuOptionsSection({ kind, itemId, options, currency }: TProps) {
  const texts = OPTION_KINDS[kind];
  const [expanded, collapse] = useDisclosure(false);
  const dialog = useDialogTarget<TMenuItemOptionResponse>();
  const { remove } = useMenuOptions(kind, itemId);
  const Chevron = expanded ? IconChevronUp : IconChevronDown;

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" gap="sm">
        <Button
          variant="subtle"
          onClick={collapse.toggle}
          rightSection={<Chevron size={18} />}
          aria-expanded={expanded}
        >
          {t(expanded ? texts.hide : texts.show, { count: options.length })}
        </Button>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={dialog.openNew}>
          {t(texts.add)}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt={4} px="sm">
        {t(texts.hint)}
      </Text>
      <Collapse expanded={expanded}>
        <Stack gap={0} mt="sm">
          {options.length === 0 ? (
            <Text c="dimmed" px="sm" py="xs">
              {t(texts.none)}
            </Text>
          ) : (
            options.map((option) => (
              <Group
                key={option.id}
                justify="space-between"
                wrap="nowrap"
                px="sm"
                py={6}
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                data-testid={`${kind}-row`}
              >
                <Text truncate>{option.title}</Text>
                <Group gap="md" wrap="nowrap">
                  <Text fw={600}>{formatPrice(option.price, currency.cc)}</Text>
                  <RowActions
                    label={option.title}
                    onEdit={() => dialog.openEdit(option)}
                    onDelete={() =>
                      confirmDelete({
                        title: t(texts.deleteTitle),
                        onConfirm: () => remove.mutate(option.id),
                      })
                    }
                    deleting={remove.isPending && remove.variables === option.id}
                  />
                </Group>
              </Group>
            ))
          )}
        </Stack>
      </Collapse>
      {dialog.opened ? (
        <MenuOptionDialog
          key={dialog.record?.id ?? 'new'}
          kind={kind}
          itemId={itemId}
          option={dialog.record}
          currency={currency}
          onClose={dialog.close}
          onSaved={() => {
            dialog.close();
            collapse.open();
          }}
        />
      ) : null}
    </Card>
  );
}
