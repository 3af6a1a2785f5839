import { Button, Paper, ScrollArea, Select, Stack, Text, Title } from '@mantine/core';
import type { TDeliveryType, TPosStoreTable } from '@opentab/shared';
import { IconChefHat, IconDeviceFloppy, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { CartLineRow } from './CartLineRow';
import { CustomerField } from './CustomerField';
import type { TCartLine } from './cart';
import { changeQuantity, removeLine, setLineNotes } from './cart';
import { DINING_OPTIONS } from './dining-options';
import { NotesDialog } from './NotesDialog';
import { QrOrderChip } from './QrOrderChip';
import type { TPosOrder } from './use-pos-order';

/** "T1 (4 person) Ground": a table as the select lists it. */
function tableLabel(table: TPosStoreTable): string {
  return [table.table_title, `(${table.seating_capacity} person)`, table.floor].filter(Boolean).join(' ');
}

type TProps = {
  order: TPosOrder;
  tables: TPosStoreTable[];
  currency: string;
  onDraft: () => void;
  onSendToKitchen: () => void;
  onPay: () => void;
};

/** The right area: customer, dining option, table, the cart lines and the three actions. */
export function CartPanel({ order, tables, currency, onDraft, onSendToKitchen, onPay }: TProps) {
  const [notesFor, setNotesFor] = useState<TCartLine | null>(null);
  const { cart, setCart } = order;

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        {order.selectedQrOrder ? <QrOrderChip selected={order.selectedQrOrder} /> : null}
        <CustomerField customer={order.customer} onChange={order.setCustomer} />
        <Select
          aria-label="Dining option"
          placeholder="Dining option"
          data={DINING_OPTIONS}
          value={order.deliveryType}
          onChange={(value) => order.setDeliveryType(value as TDeliveryType | null)}
          clearable
        />
        <Select
          aria-label="Table"
          placeholder={tables.length === 0 ? 'No tables' : 'Table'}
          data={tables.map((table) => ({ value: table.id, label: tableLabel(table) }))}
          value={order.tableId}
          onChange={order.setTableId}
          disabled={tables.length === 0}
          searchable
          clearable
        />
        <Title order={4}>Cart ({cart.length})</Title>
        {cart.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            Cart is empty! Add items from the menu.
          </Text>
        ) : (
          <ScrollArea.Autosize mah="calc(100vh - 440px)" type="auto" scrollbars="y" offsetScrollbars="y">
            <Stack gap="xs">
              {cart.map((line, index) => (
                <CartLineRow
                  key={line.key}
                  line={line}
                  number={index + 1}
                  currency={currency}
                  onQuantity={(delta) => setCart((current) => changeQuantity(current, line.key, delta))}
                  onNotes={() => setNotesFor(line)}
                  onRemove={() => setCart((current) => removeLine(current, line.key))}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Stack gap="xs">
          <Button variant="default" leftSection={<IconDeviceFloppy size={18} />} onClick={onDraft} fullWidth>
            Draft
          </Button>
          <Button variant="light" leftSection={<IconChefHat size={18} />} onClick={onSendToKitchen} fullWidth>
            Send to Kitchen
          </Button>
          <Button leftSection={<IconReceipt size={18} />} onClick={onPay} fullWidth>
            Create Receipt & Pay
          </Button>
        </Stack>
      </Stack>
      {notesFor ? (
        <NotesDialog
          title={notesFor.item.title}
          notes={notesFor.notes}
          onClose={() => setNotesFor(null)}
          onSave={(notes) => {
            setCart((current) => setLineNotes(current, notesFor.key, notes));
            setNotesFor(null);
          }}
        />
      ) : null}
    </Paper>
  );
}
