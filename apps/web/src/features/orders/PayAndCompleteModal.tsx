import { Button, Checkbox, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  fromMinor,
  POS_MSG,
  SPLIT_MSG,
  SPLIT_SHARES_MIN,
  type TDiscountInput,
  type TOrdersInitResponse,
  type TPaymentSummaryResponse,
  toMinor,
} from '@opentab/shared';
import { IconDiscount } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import {
  AmountTenderedField,
  tenderedChange,
} from '../../components/AmountTenderedField/AmountTenderedField';
import { ApprovalDialog } from '../../components/ApprovalDialog/ApprovalDialog';
import { activePaymentTypes, PaymentTypeSelect } from '../../components/PaymentTypeSelect/PaymentTypeSelect';
import { RedeemPointsField } from '../../components/RedeemPointsField/RedeemPointsField';
import {
  SplitPaymentSection,
  splitPayment,
  type TSplitEntry,
} from '../../components/SplitTender/SplitTender';
import { TipField, tipInput, tipMinor } from '../../components/TipField/TipField';
import { formatDiscount, formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';
import { lazyDialog } from '../../lib/lazy-page';
import { ORDERS_ACTION_FAILED } from '../../lib/order-messages';
import { isCashPaymentType, preselectPaymentType } from '../../lib/payment-preselect';
import { openReceiptOrOffer } from '../../lib/receipt-blocked';
import { useSessionUser } from '../../lib/session';
import { errorMessage, toastError, toastSuccess, toastWarning } from '../../lib/toast';
import { useApproval } from '../../lib/use-approval';
import { useCompleteAndPay, usePaymentSummary } from './orders-api';
import { chosenLines, linesAmount, PartLines, ShareList, splitOf } from './PartPayment';
import { readPrintReceiptChoice, rememberPrintReceiptChoice } from './print-receipt-choice';

const DiscountDialog = lazyDialog(
  () => import('../../components/DiscountDialog/DiscountDialog'),
  'DiscountDialog',
);

/**
 * What a payment pays (issue 23, split bill): the whole bill (what is left of it, once part-paid), some of its
 * lines, or the next of N equal shares.
 */
export type TPaymentMode = 'whole' | 'lines' | 'shares';

export type TPendingPayment = {
  orderIds: string[];
  summary: TPaymentSummaryResponse;
  init: TOrdersInitResponse;
  mode: TPaymentMode;
};

type TProps = { payment: TPendingPayment | null; onClose: () => void };

/** `label` is translated; `testId` names the row whatever the language. */
function AmountRow({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Group justify="space-between" data-testid={`pay-${testId}`}>
      <Text fw={strong ? 800 : 500} size={strong ? 'xl' : 'md'}>
        {label}
      </Text>
      <Text fw={strong ? 800 : 500} size={strong ? 'xl' : 'md'}>
        {value}
      </Text>
    </Group>
  );
}

/** What is left of the bill, minor units: its balance once part of it is paid, else its total. */
function balanceOf(summary: TPaymentSummaryResponse, currency: string): number {
  return toMinor(summary.paid > 0 ? summary.balance : summary.total, currency);
}

/** The N of a split: the running split's, else the one asked for, else 2. */
function sharesOf(summary: TPaymentSummaryResponse): number {
  return summary.splitShares ?? summary.shares?.length ?? SPLIT_SHARES_MIN;
}

/** A dialog's title: "Pay & Complete Order", "Pay Part", or "Share k of N". */
function titleOf(payment: TPendingPayment, shares: number): string {
  if (payment.mode === 'lines') return t('Pay Part');
  if (payment.mode === 'shares')
    return t(SPLIT_MSG.shareTitle, { share: payment.summary.sharesPaid + 1, shares });
  return t('Pay & Complete Order');
}

/** The submit button: "Pay & Complete", "Pay Part" or "Pay Share k". */
function payLabel(payment: TPendingPayment): string {
  if (payment.mode === 'lines') return t('Pay Part');
  if (payment.mode === 'shares') return t('Pay Share {share}', { share: payment.summary.sharesPaid + 1 });
  return t('Pay & Complete');
}

function PaymentForm({
  payment,
  shares,
  onSharesChange,
  onClose,
}: {
  payment: TPendingPayment;
  /** the split's N, in shares mode */
  shares: number;
  onSharesChange: (shares: number) => void;
  onClose: () => void;
}) {
  const { orderIds, init, mode } = payment;
  // a discount on the whole bill (issue 23): the summary is asked again with it, as Pay & Complete will charge
  const [discount, setDiscount] = useState<TDiscountInput | null>(null);
  const [isDiscounting, setDiscounting] = useState(false);
  const [summary, setSummary] = useState(payment.summary);
  const summaryCall = usePaymentSummary();
  // issue 27: member points redeemed on the bill; the summary is asked again with them (debounced while typing)
  const [points, setPoints] = useState<number | ''>('');
  const redeemPoints = points === '' || points === 0 ? null : points;
  const redeemAgain = useDebouncedCallback(async (next: number | null) => {
    try {
      setSummary(await summaryCall.mutateAsync({ orderIds, discount, redeemPoints: next }));
    } catch (error) {
      toastError(errorMessage(error, t(ORDERS_ACTION_FAILED)));
    }
  }, 400);
  const approval = useApproval();
  const currency = init.storeSettings.currency;
  const tenantId = useSessionUser()?.tenantId ?? '';
  const paymentTypes = activePaymentTypes(init.paymentTypes);
  const [paymentTypeId, setPaymentTypeId] = useState(() =>
    preselectPaymentType(paymentTypes, init.storeSettings.defaultPaymentTypeId),
  );
  const [printReceipt, setPrintReceipt] = useState(() =>
    readPrintReceiptChoice(tenantId, Boolean(init.printSettings?.is_enable_print)),
  );
  // only cash takes an amount tendered; what was typed for cash is not sent with another type
  const isCash = isCashPaymentType(paymentTypes, paymentTypeId);
  const [tendered, setTendered] = useState<number | ''>('');
  const [tip, setTip] = useState<number | ''>('');
  const billMinor = toMinor(summary.total, currency);
  const balanceMinor = balanceOf(summary, currency);
  // lines mode: how many units of each line this part pays
  const [quantities, setQuantities] = useState<Record<string, number | ''>>({});
  const shareSplit = splitOf(summary, { shares, balanceMinor, currency });
  // what this payment pays of the bill (shared split-bill rules, as the server charges it), before its tip
  const dueMinor =
    mode === 'lines'
      ? linesAmount(summary, quantities, currency)
      : mode === 'shares'
        ? shareSplit.dueMinor
        : balanceMinor;
  // the tip is paid on top of the bill (or the part): the cash tendered covers both
  const payableMinor = dueMinor + tipMinor(tip, currency);
  // a part of the bill, with its own receipt: some lines, a share, or the rest of a part-paid bill
  const isPart = mode !== 'whole' || summary.paid > 0;
  const [error, setError] = useState<string | null>(null);
  // split tender: null while the bill is paid with one type
  const [split, setSplit] = useState<TSplitEntry[] | null>(null);
  const pay = useCompleteAndPay();

  /** One type (with cash tendered), or the split's parts: what the call sends, or null after saying why not. */
  const paidWith = () => {
    if (mode === 'lines' && chosenLines(quantities).length === 0) {
      setError(t(SPLIT_MSG.invalidLines));
      return null;
    }
    if (split) {
      const payment = splitPayment(split, { paymentTypes, dueMinor: payableMinor, currency });
      if ('problem' in payment) {
        setError(payment.problem);
        return null;
      }
      return payment;
    }
    if (!paymentTypeId) {
      setError(t(POS_MSG.paymentTypeRequired));
      return null;
    }
    if (isCash && tenderedChange(tendered, payableMinor, currency) === 'short') return null;
    return { paymentTypeId, amountTendered: isCash && tendered !== '' ? tendered : null, payments: null };
  };

  const discountBill = async (next: TDiscountInput | null) => {
    try {
      setSummary(
        await summaryCall.mutateAsync({
          orderIds,
          discount: next,
          ...(redeemPoints ? { redeemPoints } : {}),
        }),
      );
      setDiscount(next);
      setDiscounting(false);
    } catch (error) {
      // too large for this bill, or the bill changed: the dialog stays open with the discount as typed
      toastError(errorMessage(error, t(ORDERS_ACTION_FAILED)));
    }
  };

  /** Paid: the dialog closes, and says what the invoice charged if it differs, the change and the receipt. */
  const paid = (answer: Awaited<ReturnType<typeof pay.mutateAsync>>) => {
    onClose();
    // An item changed between the summary and the payment: say what the invoice really charged.
    if (toMinor(answer.total, currency) !== billMinor)
      toastWarning(t(POS_MSG.paymentChargedOtherwise, { total: formatPrice(answer.total, currency) }));
    if (answer.balance > 0) toastSuccess(answer.message);
    if (typeof answer.changeDue === 'number')
      toastSuccess(t('Change Due: {amount}', { amount: formatPrice(answer.changeDue, currency) }));
    if (printReceipt)
      openReceiptOrOffer(
        isPart ? { invoiceId: answer.invoiceId, part: answer.part } : { invoiceId: answer.invoiceId },
      );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payment = paidWith();
    if (!payment) return;
    try {
      // over the store's limit a cashier's discount needs a manager: the ApprovalDialog sends it again
      await approval.run(async (manager) => {
        const answer = await pay.mutateAsync({
          orderIds,
          ...payment,
          tip: tipInput(tip),
          discount,
          ...(redeemPoints ? { redeemPoints } : {}),
          approval: manager,
          subTotal: summary.subtotal,
          taxTotal: summary.taxTotal,
          total: summary.total,
          ...(mode === 'lines' ? { lines: chosenLines(quantities) } : {}),
          ...(mode === 'shares' ? { shares } : {}),
        });
        paid(answer);
      });
    } catch {
      // withToast has shown the error; the dialog stays open to try again or pick another type.
    }
  };

  // The dialogs sit beside the form, not in it: a dialog's own submit would bubble (through the portal, in
  // React's tree) into this form's and pay the bill.
  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {summary.orders.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('{count, plural, one {Token {tokens}} other {Token {tokens}}}', {
                count: summary.orders.length,
                tokens: summary.orders.map((order) => order.token_no).join(', '),
              })}
            </Text>
          ) : null}
          <Stack gap={6}>
            <AmountRow
              label={t('Subtotal')}
              testId="subtotal"
              value={formatPrice(summary.subtotal, currency)}
            />
            {summary.discountTotal > 0 ? (
              <AmountRow
                label={t('Discounts')}
                testId="discounts"
                value={`-${formatPrice(summary.discountTotal, currency)}`}
              />
            ) : null}
            {summary.serviceChargeTotal > 0 ? (
              <AmountRow
                label={t('Service Charge ({rate}%)', { rate: summary.serviceChargeRate })}
                testId="service-charge"
                value={formatPrice(summary.serviceChargeTotal, currency)}
              />
            ) : null}
            <AmountRow label={t('Tax')} testId="tax" value={formatPrice(summary.taxTotal, currency)} />
            <Divider />
            <AmountRow
              label={t('Total')}
              testId="total"
              value={formatPrice(summary.total, currency)}
              strong
            />
            {summary.paid > 0 ? (
              <>
                <AmountRow label={t('Paid')} testId="paid" value={formatPrice(summary.paid, currency)} />
                <AmountRow
                  label={t('Balance')}
                  testId="balance"
                  value={formatPrice(summary.balance, currency)}
                  strong
                />
              </>
            ) : null}
          </Stack>
          {summary.paid > 0 ? null : (
            // a bill is discounted as it is presented, before its first part (issue 23)
            <Button
              variant={discount ? 'light' : 'default'}
              leftSection={<IconDiscount size={18} />}
              onClick={() => setDiscounting(true)}
            >
              {discount
                ? t('Bill discount {discount}', { discount: formatDiscount(discount, currency) })
                : t('Discount on the bill')}
            </Button>
          )}
          {summary.paid === 0 && summary.memberPoints ? (
            <RedeemPointsField
              balance={summary.memberPoints}
              currency={currency}
              value={points}
              onChange={(next) => {
                setPoints(next);
                void redeemAgain(next === '' || next === 0 ? null : next);
              }}
            />
          ) : null}
          {summary.pointsDiscount > 0 ? (
            <AmountRow
              label={t('Points discount')}
              testId="points-discount"
              value={`-${formatPrice(summary.pointsDiscount, currency)}`}
            />
          ) : null}
          {mode === 'lines' ? (
            <PartLines
              summary={summary}
              currency={currency}
              quantities={quantities}
              onChange={(next) => {
                setQuantities(next);
                setError(null);
              }}
            />
          ) : null}
          {mode === 'shares' ? (
            <ShareList
              amounts={shareSplit.amounts}
              sharesPaid={summary.sharesPaid}
              currency={currency}
              shares={shares}
              isRunning={summary.splitShares !== null}
              onSharesChange={onSharesChange}
            />
          ) : null}
          {isPart ? (
            <AmountRow
              label={mode === 'whole' ? t('To pay') : t('This part')}
              testId="part"
              value={formatPrice(fromMinor(dueMinor, currency), currency)}
              strong
            />
          ) : null}
          <TipField payableMinor={dueMinor} currency={currency} value={tip} onChange={setTip} />
          {payableMinor > dueMinor ? (
            <AmountRow
              label={t('Total with Tip')}
              testId="total-with-tip"
              value={formatPrice(fromMinor(payableMinor, currency), currency)}
              strong
            />
          ) : null}
          {split ? null : (
            <PaymentTypeSelect
              paymentTypes={paymentTypes}
              value={paymentTypeId}
              onChange={(value) => {
                setPaymentTypeId(value);
                setError(null);
              }}
              error={error}
            />
          )}
          <SplitPaymentSection
            split={split}
            onSplitChange={(next) => {
              setSplit(next);
              setError(null);
            }}
            firstPaymentTypeId={paymentTypeId}
            error={error}
            paymentTypes={paymentTypes}
            dueMinor={payableMinor}
            currency={currency}
          />
          {isCash && !split ? (
            <AmountTenderedField
              payableMinor={payableMinor}
              currency={currency}
              value={tendered}
              onChange={setTendered}
            />
          ) : null}
          <Checkbox
            label={t('Print Receipt?')}
            checked={printReceipt}
            onChange={(event) => {
              setPrintReceipt(event.currentTarget.checked);
              rememberPrintReceiptChoice(tenantId, event.currentTarget.checked);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={pay.isPending}>
              {payLabel(payment)}
            </Button>
          </Group>
        </Stack>
      </form>
      {isDiscounting ? (
        <DiscountDialog
          subject={t('the bill')}
          discount={discount}
          currency={currency}
          onClose={() => setDiscounting(false)}
          onSave={(next) => void discountBill(next)}
        />
      ) : null}
      <ApprovalDialog ask={approval.ask} onClose={approval.dismiss} />
    </>
  );
}

/**
 * Pay & Complete Order: the server's totals of the chosen orders, a payment type and the receipt choice; or one
 * part of the bill (issue 23): some lines ("Pay Part"), or the next equal share ("Share k of N").
 */
export function PayAndCompleteModal({ payment, onClose }: TProps) {
  const [shares, setShares] = useState<number | null>(null);
  const chosen = shares ?? (payment ? sharesOf(payment.summary) : SPLIT_SHARES_MIN);
  const close = () => {
    setShares(null);
    onClose();
  };
  return (
    <Modal opened={payment !== null} onClose={close} title={payment ? titleOf(payment, chosen) : ''} centered>
      {payment ? (
        <PaymentForm payment={payment} shares={chosen} onSharesChange={setShares} onClose={close} />
      ) : null}
    </Modal>
  );
}
