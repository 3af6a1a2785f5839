import { Group, NumberInput, Stack, Text } from '@mantine/core';
import {
  amountOfShare,
  fromMinor,
  partOfLine,
  SPLIT_SHARES_MAX,
  SPLIT_SHARES_MIN,
  shareAmounts,
  type TPaymentSummaryResponse,
  toMinor,
} from '@opentab/shared';
import { formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';

/*
 * Issue 23, split bill: what one part of a table's bill pays, by the shared rules the server charges with
 * (packages/shared split-bill.ts): some of its lines (units of each, up to what is unpaid), or the next of N
 * equal shares, the last taking the remainder.
 */

/** The units typed for each line ('' while its field is empty). */
type TQuantities = Record<string, number | ''>;

/** The lines a part pays, as the call sends them: each line with at least one unit. */
export function chosenLines(quantities: TQuantities) {
  return Object.entries(quantities).flatMap(([orderItemId, quantity]) =>
    quantity !== '' && quantity > 0 ? [{ orderItemId, quantity }] : [],
  );
}

const billLinesOf = (summary: TPaymentSummaryResponse) => summary.orders.flatMap((order) => order.items);

/** What the chosen units come to, minor units: each line's share of its gross, as the server works it out. */
export function linesAmount(
  summary: TPaymentSummaryResponse,
  quantities: TQuantities,
  currency: string,
): number {
  return billLinesOf(summary).reduce((sum, item) => {
    const quantity = quantities[item.id] || 0;
    if (quantity === 0) return sum;
    const gross = toMinor(item.billAmount, currency);
    return sum + partOfLine({ gross, units: item.quantity }, { paid: item.paidQuantity, quantity });
  }, 0);
}

/**
 * The N amounts of a split (minor units) and what the next share comes to: the running split's as the server
 * answered them, or the balance's split in N.
 */
export function splitOf(
  summary: TPaymentSummaryResponse,
  { shares, balanceMinor, currency }: { shares: number; balanceMinor: number; currency: string },
) {
  const running = summary.splitShares !== null && summary.shares ? summary.shares : null;
  const amounts = running
    ? running.map((amount) => toMinor(amount, currency))
    : shareAmounts(balanceMinor, shares);
  const base = amounts.reduce((sum, amount) => sum + amount, 0);
  const dueMinor = amountOfShare(
    { base, shares },
    { shareNo: summary.sharesPaid + 1, balance: balanceMinor },
  );
  return { amounts, dueMinor };
}

/** The bill's lines with what is left unpaid of each, a stepper each for the units this part pays. */
export function PartLines({
  summary,
  currency,
  quantities,
  onChange,
}: {
  summary: TPaymentSummaryResponse;
  currency: string;
  quantities: TQuantities;
  onChange: (quantities: TQuantities) => void;
}) {
  const lines = billLinesOf(summary).filter((item) => item.quantity > item.paidQuantity);
  return (
    <Stack gap="xs" data-testid="part-lines">
      <Text fw={600}>{t('Lines to pay now')}</Text>
      {lines.map((item) => {
        const left = item.quantity - item.paidQuantity;
        const title = item.variant_title ? `${item.item_title} (${item.variant_title})` : item.item_title;
        return (
          <Group key={item.id} justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text lineClamp={1}>{title}</Text>
              <Text size="sm" c="dimmed">
                {t('{left} of {quantity} unpaid · {price}', {
                  left,
                  quantity: item.quantity,
                  price: formatPrice(item.billAmount, currency),
                })}
              </Text>
            </Stack>
            <NumberInput
              aria-label={t('Quantity of {item}', { item: title })}
              w={110}
              min={0}
              max={left}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              value={quantities[item.id] ?? 0}
              onChange={(next) =>
                onChange({ ...quantities, [item.id]: typeof next === 'number' ? next : '' })
              }
            />
          </Group>
        );
      })}
    </Stack>
  );
}

/** Split equally: N (2–50, fixed once a share is paid) and the N amounts, the shares paid marked. */
export function ShareList({
  amounts,
  sharesPaid,
  currency,
  shares,
  isRunning,
  onSharesChange,
}: {
  amounts: readonly number[];
  sharesPaid: number;
  currency: string;
  shares: number;
  isRunning: boolean;
  onSharesChange: (shares: number) => void;
}) {
  return (
    <Stack gap="xs" data-testid="share-list">
      <NumberInput
        label={t('Split into')}
        description={
          isRunning
            ? t('This bill is already being paid in these shares.')
            : t('Equal shares ({min}–{max}).', { min: SPLIT_SHARES_MIN, max: SPLIT_SHARES_MAX })
        }
        min={SPLIT_SHARES_MIN}
        max={SPLIT_SHARES_MAX}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        disabled={isRunning}
        value={shares}
        onChange={(next) => {
          if (typeof next === 'number' && next >= SPLIT_SHARES_MIN) onSharesChange(next);
        }}
      />
      <Group gap="xs">
        {amounts.map((amount, index) => (
          <Text
            // biome-ignore lint/suspicious/noArrayIndexKey: a split's shares are its positions.
            key={index}
            size="sm"
            fw={index === sharesPaid ? 700 : 400}
            c={index < sharesPaid ? 'dimmed' : undefined}
            td={index < sharesPaid ? 'line-through' : undefined}
            data-testid="share-amount"
          >
            {index + 1}: {formatPrice(fromMinor(amount, currency), currency)}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}
