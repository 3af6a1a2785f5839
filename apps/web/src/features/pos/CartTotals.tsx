import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMinor } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import type { TPosTotals } from './cart';

/** `label` is the English text: translated where shown, kept as is in the test id. */
function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {t(label)}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 500} data-testid={`cart-${label}`}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The cart's running totals: the summary dialog's figures, from the same shared rules (`cartTotals` over
 * the discount, tax and service charge modules), so what the cashier sees while adding is what the summary
 * shows. Discounts and the service charge show only when there are some; the payable is what paying now
 * comes to (a dine-in order sent to the kitchen is charged its service charge when it is paid).
 */
export function CartTotals({ totals, currency }: { totals: TPosTotals; currency: string }) {
  return (
    <Stack gap={2} data-testid="cart-totals">
      <Row label={msg('Items Net Total')} value={formatMinor(totals.itemsTotal, currency)} />
      {totals.discountTotal > 0 ? (
        <Row label={msg('Discounts')} value={`-${formatMinor(totals.discountTotal, currency)}`} />
      ) : null}
      {totals.serviceCharge > 0 ? (
        <Row label={msg('Service Charge')} value={formatMinor(totals.serviceCharge, currency)} />
      ) : null}
      <Row label={msg('Tax Total')} value={formatMinor(totals.taxTotal, currency)} />
      <Divider my={2} />
      <Row label={msg('Payable Total')} value={formatMinor(totals.billTotal, currency)} strong />
    </Stack>
  );
}
