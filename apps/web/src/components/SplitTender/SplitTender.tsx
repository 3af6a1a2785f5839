import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import {
  currencyExponent,
  fromMinor,
  PAYMENTS_MAX_ENTRIES,
  POS_MSG,
  settleTender,
  type TPaymentEntryInput,
  type TPaymentTypeResponse,
  toMinor,
} from '@opentab/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatMinor } from '../../lib/format';
import { t } from '../../lib/i18n';
import { activePaymentTypes } from '../PaymentTypeSelect/PaymentTypeSelect';

/** One part of a split payment as typed: its type and amount in major units ('' while empty). */
export type TSplitEntry = { key: string; paymentTypeId: string | null; amount: number | '' };

const newSplitEntry = (paymentTypeId: string | null): TSplitEntry => ({
  key: crypto.randomUUID(),
  paymentTypeId,
  amount: '',
});

/**
 * What the typed parts come to against `dueMinor` (the bill and its tip), by the server's rule (shared
 * settleTender): what is left to pay, the change from the cash, or why it cannot be sent.
 */
function splitTenderState(
  entries: readonly TSplitEntry[],
  options: { paymentTypes: readonly TPaymentTypeResponse[]; dueMinor: number; currency: string },
): { left: number; change: number; problem: string | null } {
  const typed = entries.filter((entry) => entry.amount !== '' && entry.paymentTypeId);
  const minor = typed.map((entry) => ({
    amount: toMinor(entry.amount as number, options.currency),
    isCash: Boolean(options.paymentTypes.find((type) => type.id === entry.paymentTypeId)?.isCash),
  }));
  const paid = minor.reduce((sum, entry) => sum + entry.amount, 0);
  const settled = settleTender(minor, options.dueMinor);
  if (typed.length === 0 || minor.some((entry) => entry.amount <= 0))
    return { left: Math.max(options.dueMinor - paid, 0), change: 0, problem: POS_MSG.invalidPaymentAmount };
  if (settled === 'short')
    return { left: options.dueMinor - paid, change: 0, problem: POS_MSG.paymentsShort };
  if (settled === 'overpaid') return { left: 0, change: 0, problem: POS_MSG.paymentsOverpaid };
  return { left: 0, change: settled.change, problem: null };
}

/** The payload's `payments`: the parts with a type and an amount. */
function toPayments(entries: readonly TSplitEntry[]): TPaymentEntryInput[] {
  return entries.flatMap((entry) =>
    entry.paymentTypeId && entry.amount !== ''
      ? [{ paymentTypeId: entry.paymentTypeId, amount: entry.amount }]
      : [],
  );
}

/**
 * What a split payment sends (the first part's type is the invoice's; the cash handed over is in the cash
 * parts), or why it cannot be sent yet.
 */
export function splitPayment(
  entries: readonly TSplitEntry[],
  options: { paymentTypes: readonly TPaymentTypeResponse[]; dueMinor: number; currency: string },
): { paymentTypeId: string; amountTendered: null; payments: TPaymentEntryInput[] } | { problem: string } {
  const state = splitTenderState(entries, options);
  const payments = toPayments(entries);
  if (state.problem || !payments[0]) return { problem: state.problem ?? POS_MSG.paymentsShort };
  return { paymentTypeId: payments[0].paymentTypeId, amountTendered: null, payments };
}

type TProps = {
  paymentTypes: TPaymentTypeResponse[];
  dueMinor: number;
  currency: string;
  entries: TSplitEntry[];
  onChange: (entries: TSplitEntry[]) => void;
};

/**
 * Split tender (issue 23): the bill paid in parts, each a payment type and an amount; "Rest" fills a part with
 * what is left. Left to pay and the change (cash only) show as the parts are typed.
 */
function SplitTender({ paymentTypes, dueMinor, currency, entries, onChange }: TProps) {
  const active = activePaymentTypes(paymentTypes);
  const state = splitTenderState(entries, { paymentTypes, dueMinor, currency });
  const update = (key: string, change: Partial<TSplitEntry>) =>
    onChange(entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  const othersMinor = (key: string) =>
    entries
      .filter((entry) => entry.key !== key && entry.amount !== '')
      .reduce((sum, entry) => sum + toMinor(entry.amount as number, currency), 0);

  return (
    <Stack gap="xs" data-testid="split-tender">
      {entries.map((entry, index) => (
        <Group key={entry.key} gap="xs" wrap="nowrap" align="flex-end">
          <Select
            label={t('Payment {number}', { number: index + 1 })}
            data={active.map((type) => ({ value: type.id, label: type.title }))}
            value={entry.paymentTypeId}
            onChange={(paymentTypeId) => update(entry.key, { paymentTypeId })}
            allowDeselect={false}
            style={{ flex: '1 1 120px' }}
          />
          <NumberInput
            label={t('Amount {number}', { number: index + 1 })}
            value={entry.amount}
            onChange={(value) => update(entry.key, { amount: typeof value === 'number' ? value : '' })}
            min={0}
            decimalScale={currencyExponent(currency)}
            allowNegative={false}
            hideControls
            inputMode="decimal"
            style={{ flex: '1 1 100px' }}
          />
          <Button
            variant="default"
            onClick={() =>
              update(entry.key, {
                amount: fromMinor(Math.max(dueMinor - othersMinor(entry.key), 0), currency),
              })
            }
          >
            {t('Rest')}
          </Button>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('Remove payment {number}', { number: index + 1 })}
            disabled={entries.length <= 2}
            onClick={() => onChange(entries.filter((other) => other.key !== entry.key))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          disabled={entries.length >= PAYMENTS_MAX_ENTRIES}
          onClick={() => onChange([...entries, newSplitEntry(active[0]?.id ?? null)])}
        >
          {t('Add payment')}
        </Button>
        <Text fw={700} data-testid="split-tender-state" c={state.problem ? 'red.8' : 'teal.9'}>
          {state.change > 0
            ? t('Change {amount}', { amount: formatMinor(state.change, currency) })
            : state.left > 0
              ? t('Left to pay {amount}', { amount: formatMinor(state.left, currency) })
              : t('Paid in full')}
        </Text>
      </Group>
    </Stack>
  );
}

type TSectionProps = Omit<TProps, 'entries' | 'onChange'> & {
  /** the parts, or null while the bill is paid with one type */
  split: TSplitEntry[] | null;
  onSplitChange: (split: TSplitEntry[] | null) => void;
  /** the type the first part starts with: the one chosen before splitting */
  firstPaymentTypeId: string | null;
  /** why the split cannot be sent, shown under its parts */
  error: string | null | undefined;
};

/** The payment dialogs' "Split payment" toggle and, while split, the parts with why they cannot be sent. */
export function SplitPaymentSection({
  split,
  onSplitChange,
  firstPaymentTypeId,
  error,
  ...tender
}: TSectionProps) {
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onSplitChange(split ? null : [newSplitEntry(firstPaymentTypeId), newSplitEntry(null)])}
      >
        {split ? t('One payment type') : t('Split payment')}
      </Button>
      {split ? (
        <>
          <SplitTender {...tender} entries={split} onChange={onSplitChange} />
          {error ? (
            <Text c="red.8" size="sm" role="alert">
              {t(error)}
            </Text>
          ) : null}
        </>
      ) : null}
    </>
  );
}
