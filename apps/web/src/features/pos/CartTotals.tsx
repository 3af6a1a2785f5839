import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney, type TCartTotals } from '@opentab/shared';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 500} data-testid={`cart-${label}`}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The cart's running totals: the summary dialog's three figures, from the same shared tax module
 * (`cartTotals` over `priceCart`), so what the cashier sees while adding is what the summary shows.
 */
export function CartTotals({ totals, currency }: { totals: TCartTotals; currency: string }) {
  return (
    <Stack gap={2} data-testid="cart-totals">
      <Row label="Items Net Total" value={formatMoney(totals.itemsTotal, currency)} />
      <Row label="Tax Total" value={formatMoney(totals.taxTotal, currency)} />
      <Divider my={2} />
      <Row label="Payable Total" value={formatMoney(totals.payableTotal, currency)} strong />
    </Stack>
  );
}
