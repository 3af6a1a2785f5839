import { Box, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { TDeliveryType, TPosStoreTable } from '@opentab/shared';
import { IconDiscount, IconReceipt } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { DINING_OPTIONS } from '../../lib/dining-options';
import { formatDiscount } from '../../lib/format';
import { t } from '../../lib/i18n';
import { lazyDialog } from '../../lib/lazy-page';
import { menuTitle } from '../../lib/menu-title';
import { tableLabel } from '../../lib/table-label';
import { CartLineRow } from './CartLineRow';
import { CartTotals } from './CartTotals';
import { CustomerField } from './CustomerField';
import type { TCartLine, TPosTotals } from './cart';
import { changeQuantity, removeLine, setLineDiscount, setLineNotes } from './cart';
import { QrOrderChip } from './QrOrderChip';
import type { TPosOrder } from './use-pos-order';

const NotesDialog = lazyDialog(() => import('./NotesDialog'), 'NotesDialog');
const DiscountDialog = lazyDialog(
  () => import('../../components/DiscountDialog/DiscountDialog'),
  'DiscountDialog',
);

/** The discount dialog's target: one line, or the whole order. */
type TDiscountTarget = { line: TCartLine } | 'order';

type TProps = {
  order: TPosOrder;
  tables: TPosStoreTable[];
  currency: string;
  totals: TPosTotals;
  /** the key of the line just added: scrolled into view and marked for a moment */
  addedKey: string | null;
  onDraft: () => void;
  onSendToKitchen: () => void;
  onPay: () => void;
};

/**
 * The end area (the right, or the left when the page reads right to left) or the narrow screens' cart panel:
 * customer, dining option and table, the cart lines, the running totals and the three actions. Only the lines
 * scroll: the totals and buttons stay at the bottom.
 */
export function CartPanel(props: TProps) {
  const { order, tables, currency, totals, addedKey, onDraft, onSendToKitchen, onPay } = props;
  const [notesFor, setNotesFor] = useState<TCartLine | null>(null);
  const [discountFor, setDiscountFor] = useState<TDiscountTarget | null>(null);
  const { cart, setCart } = order;
  const linesRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!addedKey) return;
    const rows = linesRef.current?.querySelectorAll<HTMLElement>('[data-line-key]') ?? [];
    const row = Array.from(rows).find((element) => element.dataset.lineKey === addedKey);
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [addedKey]);

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      {order.selectedQrOrder ? <QrOrderChip selected={order.selectedQrOrder} /> : null}
      <CustomerField customer={order.customer} onChange={order.setCustomer} />
      {/* The table takes the wider share and both wrap onto two rows before a table's name would be cut. */}
      <Group gap="xs" wrap="wrap" align="flex-start">
        <Select
          style={{ flex: '1 1 130px' }}
          aria-label={t('Dining option')}
          placeholder={t('Dining')}
          data={DINING_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          value={order.deliveryType}
          onChange={(value) => order.setDeliveryType(value as TDeliveryType | null)}
          clearable
          comboboxProps={{ width: 220, position: 'bottom-start' }}
        />
        <Select
          style={{ flex: '2 1 250px' }}
          aria-label={t('Table')}
          placeholder={tables.length === 0 ? t('No tables') : t('Table')}
          data={tables.map((table) => ({ value: table.id, label: tableLabel(table) }))}
          value={order.tableId}
          onChange={order.setTableId}
          disabled={tables.length === 0}
          searchable
          clearable
          comboboxProps={{ position: 'bottom-end' }}
        />
      </Group>
      <Title order={2} fz="md">
        {t('Cart ({count})', { count: cart.length })}
      </Title>
      <Box
        ref={linesRef}
        data-testid="cart-lines"
        style={{ flex: 1, minHeight: 48, overflowY: 'auto', overscrollBehavior: 'contain' }}
      >
        {cart.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('Cart is empty! Add items from the menu.')}
          </Text>
        ) : (
          <Stack gap={6}>
            {cart.map((line, index) => (
              <CartLineRow
                key={line.key}
                line={line}
                number={index + 1}
                currency={currency}
                isFresh={line.key === addedKey}
                onQuantity={(delta) => setCart((current) => changeQuantity(current, line.key, delta))}
                onNotes={() => setNotesFor(line)}
                onDiscount={() => setDiscountFor({ line })}
                onRemove={() => setCart((current) => removeLine(current, line.key))}
              />
            ))}
          </Stack>
        )}
      </Box>
      <Stack gap={8} style={{ flexShrink: 0 }}>
        <CartTotals totals={totals} currency={currency} />
        {order.orderDiscount ? (
          <Text
            size="xs"
            c="teal.9"
            fw={600}
            data-testid="order-discount"
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('Order discount {amount} off · {reason}', {
              amount: formatDiscount(order.orderDiscount, currency),
              reason: order.orderDiscount.reason,
            })}
          </Text>
        ) : null}
        <Group gap="xs" wrap="nowrap">
          {/* No icons on these two: both labels fit whole in a 300 px cart. */}
          <Button variant="default" onClick={onDraft} px="md">
            {t('Draft')}
          </Button>
          <Button
            variant="default"
            onClick={() => setDiscountFor('order')}
            px="sm"
            aria-label={t('Discount on the order')}
            disabled={cart.length === 0}
          >
            <IconDiscount size={18} />
          </Button>
          <Button variant="light" onClick={onSendToKitchen} px="sm" style={{ flex: 1 }}>
            {t('Send to Kitchen')}
          </Button>
        </Group>
        <Button leftSection={<IconReceipt size={18} />} onClick={onPay} fullWidth size="md">
          {t('Create Receipt & Pay')}
        </Button>
      </Stack>
      {notesFor ? (
        <NotesDialog
          title={menuTitle(notesFor.item)}
          notes={notesFor.notes}
          onClose={() => setNotesFor(null)}
          onSave={(notes) => {
            setCart((current) => setLineNotes(current, notesFor.key, notes));
            setNotesFor(null);
          }}
        />
      ) : null}
      {discountFor ? (
        <DiscountDialog
          subject={discountFor === 'order' ? 'the order' : menuTitle(discountFor.line.item)}
          discount={discountFor === 'order' ? order.orderDiscount : (discountFor.line.discount ?? null)}
          currency={currency}
          onClose={() => setDiscountFor(null)}
          onSave={(discount) => {
            if (discountFor === 'order') order.setOrderDiscount(discount);
            else setCart((current) => setLineDiscount(current, discountFor.line.key, discount));
            setDiscountFor(null);
          }}
        />
      ) : null}
    </Paper>
  );
}
