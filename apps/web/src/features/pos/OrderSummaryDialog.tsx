import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import {
  fromMinor,
  MEMBER_MSG,
  POS_MSG,
  type TPaymentEntryInput,
  type TPaymentTypeResponse,
  type TPosMenuItem,
  type TTipInput,
} from '@opentab/shared';
import { type FormEvent, useEffect, useState } from 'react';
import {
  AmountTenderedField,
  tenderedChange,
} from '../../components/AmountTenderedField/AmountTenderedField';
import { PaymentTypeSelect } from '../../components/PaymentTypeSelect/PaymentTypeSelect';
import { RedeemPointsField } from '../../components/RedeemPointsField/RedeemPointsField';
import {
  SplitPaymentSection,
  splitPayment,
  type TSplitEntry,
} from '../../components/SplitTender/SplitTender';
import { TipField, tipInput, tipMinor } from '../../components/TipField/TipField';
import { formatMinor } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { isCashPaymentType } from '../../lib/payment-preselect';
import type { TCartLine, TPosTotals, TPricing } from './cart';
import { cartTotalsWithPoints } from './cart-points';
import type { TSendMode } from './pos-api';

/** What paying takes beside the order: the type, the cash handed over and the tip. */
export type TPayment = {
  paymentTypeId: string;
  amountTendered: number | null;
  tip: TTipInput | null;
  /** split tender: the parts, when the bill is paid with several */
  payments: TPaymentEntryInput[] | null;
  /** issue 27: member points taken off the bill, and the totals shown with them (compared by the server) */
  redeemPoints?: number | null;
  totals?: TPosTotals;
};

type TProps = {
  mode: TSendMode;
  totals: TPosTotals;
  currency: string;
  paymentTypes: TPaymentTypeResponse[];
  /** the payment type the dialog starts with: the store's default (lib/payment-preselect.ts) */
  defaultPaymentTypeId: string | null;
  sending: boolean;
  onClose: () => void;
  onConfirm: (payment: TPayment | null) => void;
  /** issue 27: the member customer's balance and the cart, to redeem points and show what paying comes to */
  redeem?: { balance: number; cart: TCartLine[]; menu: ReadonlyMap<string, TPosMenuItem>; pricing: TPricing };
};

const TITLES: Record<TSendMode, string> = {
  kitchen: msg('Send order to Kitchen'),
  pay: msg('Collect Payment & Send order to Kitchen'),
};

/** `label` is the English text: translated where shown, kept as is in the test id. */
function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400}>{t(label)}</Text>
      <Text fw={strong ? 700 : 500} data-testid={label}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Issue 26: while paying, the customer display shows the tip, the cash handed over and the change due; when the
 * dialog closes, the cart alone again.
 */
function useCustomerDisplayTender(
  isPaying: boolean,
  {
    tip,
    tendered,
    dueMinor,
    currency,
  }: { tip: number | ''; tendered: number | ''; dueMinor: number; currency: string },
) {
  useEffect(() => {
    if (!isPaying) return;
    const change = tenderedChange(tendered, dueMinor, currency);
    const link = import('./customer-display-link');
    void link.then((l) =>
      l.showTender({
        tip: fromMinor(tipMinor(tip, currency), currency),
        tendered: tendered === '' ? null : tendered,
        changeDue: typeof change === 'number' ? fromMinor(change, currency) : null,
      }),
    );
    return () => void link.then((l) => l.showTender(null));
  }, [isPaying, tip, tendered, dueMinor, currency]);
}

/**
 * The summary before sending; paying also picks one of the active payment types (the store's default
 * preselected) and, for a cash type, may take the amount tendered, which shows the change due.
 */
export function OrderSummaryDialog({
  mode,
  totals: cartTotals,
  currency,
  paymentTypes,
  defaultPaymentTypeId,
  sending,
  onClose,
  onConfirm,
  redeem,
}: TProps) {
  // issue 27: the points a member redeems come off the bill as the server takes them (cart-points.ts)
  const [points, setPoints] = useState<{ value: number | ''; minor: number }>({ value: '', minor: 0 });
  const isRedeeming = mode === 'pay' && redeem !== undefined && points.minor > 0;
  const totals = isRedeeming
    ? cartTotalsWithPoints(redeem.cart, redeem.menu, { pricing: redeem.pricing, pointsMinor: points.minor })
    : cartTotals;
  const redeemPoints = isRedeeming && points.value !== '' ? points.value : null;
  const [paymentTypeId, setPaymentTypeId] = useState<string | null>(defaultPaymentTypeId);
  const [tendered, setTendered] = useState<number | ''>('');
  const [tip, setTip] = useState<number | ''>('');
  // split tender: null while the bill is paid with one type
  const [split, setSplit] = useState<TSplitEntry[] | null>(null);
  const [error, setError] = useState<string>();
  // Paying now charges the bill, service charge included; an order sent to the kitchen is its lines, and
  // its service charge comes with its bill.
  const payable = mode === 'pay' ? totals.billTotal : totals.payableTotal;
  const serviceCharge = mode === 'pay' ? totals.serviceCharge : 0;
  const taxTotal = mode === 'pay' ? totals.taxTotal : totals.taxTotal - totals.serviceChargeTax;
  // only cash takes an amount tendered; what was typed for cash is not sent with another type
  const isCash = isCashPaymentType(paymentTypes, paymentTypeId);
  // the tip is paid on top of the bill: the cash tendered covers both
  const withTip = payable + (mode === 'pay' ? tipMinor(tip, currency) : 0);
  useCustomerDisplayTender(mode === 'pay', {
    tip,
    tendered: isCash ? tendered : '',
    dueMinor: withTip,
    currency,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'kitchen') {
      onConfirm(null);
      return;
    }
    if (split) {
      const payment = splitPayment(split, { paymentTypes, dueMinor: withTip, currency });
      if ('problem' in payment) setError(t(payment.problem));
      else onConfirm({ ...payment, tip: tipInput(tip), redeemPoints, totals });
      return;
    }
    if (!paymentTypeId) {
      setError(t(POS_MSG.paymentTypeRequired));
      return;
    }
    if (isCash && tenderedChange(tendered, withTip, currency) === 'short') return;
    onConfirm({
      paymentTypeId,
      amountTendered: isCash && tendered !== '' ? tendered : null,
      tip: tipInput(tip),
      payments: null,
      redeemPoints,
      totals,
    });
  };

  return (
    <Modal opened onClose={onClose} title={t(TITLES[mode])} centered closeOnClickOutside={!sending}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Row label={msg('Items Net Total')} value={formatMinor(totals.itemsTotal, currency)} />
          {totals.discountTotal > 0 ? (
            <Row label={msg('Discounts')} value={`-${formatMinor(totals.discountTotal, currency)}`} />
          ) : null}
          {isRedeeming && !totals.badDiscount ? (
            <Row label={msg('Points discount')} value={`-${formatMinor(points.minor, currency)}`} />
          ) : null}
          {serviceCharge > 0 ? (
            <Row label={msg('Service Charge')} value={formatMinor(serviceCharge, currency)} />
          ) : null}
          <Row label={msg('Tax Total')} value={formatMinor(taxTotal, currency)} />
          <Divider />
          <Row label={msg('Payable Total')} value={formatMinor(payable, currency)} strong />
          {mode === 'kitchen' && totals.serviceCharge > 0 ? (
            <Text size="xs" c="dimmed">
              {t('The service charge is added when the bill is paid.')}
            </Text>
          ) : null}
          {mode === 'pay' && redeem ? (
            <RedeemPointsField
              balance={redeem.balance}
              currency={currency}
              value={points.value}
              onChange={(value, minor) => setPoints({ value, minor })}
              error={isRedeeming && totals.badDiscount ? t(MEMBER_MSG.redeemOverBill) : undefined}
            />
          ) : null}
          {mode === 'pay' ? (
            <TipField payableMinor={payable} currency={currency} value={tip} onChange={setTip} />
          ) : null}
          {withTip > payable ? (
            <Row label={msg('Total with Tip')} value={formatMinor(withTip, currency)} strong />
          ) : null}
          {mode === 'pay' && !split ? (
            <PaymentTypeSelect
              paymentTypes={paymentTypes}
              value={paymentTypeId}
              onChange={(value) => {
                setPaymentTypeId(value);
                setError(undefined);
              }}
              error={error}
            />
          ) : null}
          {mode === 'pay' ? (
            <SplitPaymentSection
              split={split}
              onSplitChange={(next) => {
                setSplit(next);
                setError(undefined);
              }}
              firstPaymentTypeId={paymentTypeId}
              error={error}
              paymentTypes={paymentTypes}
              dueMinor={withTip}
              currency={currency}
            />
          ) : null}
          {mode === 'pay' && isCash && !split ? (
            <AmountTenderedField
              payableMinor={withTip}
              currency={currency}
              value={tendered}
              onChange={setTendered}
            />
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={sending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {mode === 'pay' ? t('Collect Payment & Send') : t('Send to Kitchen')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
