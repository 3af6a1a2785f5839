import { Button, Checkbox, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import {
  fromMinor,
  POS_MSG,
  type TOrdersInitResponse,
  type TPaymentSummaryResponse,
  toMinor,
} from '@opentab/shared';
import { type FormEvent, useState } from 'react';
import {
  AmountTenderedField,
  tenderedChange,
} from '../../components/AmountTenderedField/AmountTenderedField';
import { activePaymentTypes, PaymentTypeSelect } from '../../components/PaymentTypeSelect/PaymentTypeSelect';
import {
  SplitPaymentSection,
  splitPayment,
  type TSplitEntry,
} from '../../components/SplitTender/SplitTender';
import { TipField, tipInput, tipMinor } from '../../components/TipField/TipField';
import { formatPrice } from '../../lib/format';
import { isCashPaymentType, preselectPaymentType } from '../../lib/payment-preselect';
import { openReceiptOrOffer } from '../../lib/receipt-blocked';
import { useSessionUser } from '../../lib/session';
import { toastSuccess, toastWarning } from '../../lib/toast';
import { useCompleteAndPay } from './orders-api';
import { readPrintReceiptChoice, rememberPrintReceiptChoice } from './print-receipt-choice';

export type TPendingPayment = {
  orderIds: string[];
  summary: TPaymentSummaryResponse;
  init: TOrdersInitResponse;
};

type TProps = { payment: TPendingPayment | null; onClose: () => void };

function AmountRow({
  label,
  value,
  strong = false,
  testId = label.toLowerCase(),
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
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

function PaymentForm({ payment, onClose }: { payment: TPendingPayment; onClose: () => void }) {
  const { orderIds, summary, init } = payment;
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
  // the tip is paid on top of the bill: the cash tendered covers both
  const payableMinor = billMinor + tipMinor(tip, currency);
  const [error, setError] = useState<string | null>(null);
  // split tender: null while the bill is paid with one type
  const [split, setSplit] = useState<TSplitEntry[] | null>(null);
  const pay = useCompleteAndPay();

  /** One type (with cash tendered), or the split's parts: what the call sends, or null after saying why not. */
  const paidWith = () => {
    if (split) {
      const payment = splitPayment(split, { paymentTypes, dueMinor: payableMinor, currency });
      if ('problem' in payment) {
        setError(payment.problem);
        return null;
      }
      return payment;
    }
    if (!paymentTypeId) {
      setError(POS_MSG.paymentTypeRequired);
      return null;
    }
    if (isCash && tenderedChange(tendered, payableMinor, currency) === 'short') return null;
    return { paymentTypeId, amountTendered: isCash && tendered !== '' ? tendered : null, payments: null };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payment = paidWith();
    if (!payment) return;
    try {
      const answer = await pay.mutateAsync({
        orderIds,
        ...payment,
        tip: tipInput(tip),
        subTotal: summary.subtotal,
        taxTotal: summary.taxTotal,
        total: summary.total,
      });
      onClose();
      // An item changed between the summary and the payment: say what the invoice really charged.
      if (toMinor(answer.total, currency) !== billMinor)
        toastWarning(POS_MSG.paymentChargedOtherwise(formatPrice(answer.total, currency)));
      if (typeof answer.changeDue === 'number')
        toastSuccess(`Change Due: ${formatPrice(answer.changeDue, currency)}`);
      if (printReceipt) openReceiptOrOffer({ invoiceId: answer.invoiceId });
    } catch {
      // withToast has shown the error; the dialog stays open to try again or pick another type.
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {summary.orders.length > 0 ? (
          <Text size="sm" c="dimmed">
            Token {summary.orders.map((order) => order.token_no).join(', ')}
          </Text>
        ) : null}
        <Stack gap={6}>
          <AmountRow label="Subtotal" value={formatPrice(summary.subtotal, currency)} />
          {summary.discountTotal > 0 ? (
            <AmountRow label="Discounts" value={`-${formatPrice(summary.discountTotal, currency)}`} />
          ) : null}
          {summary.serviceChargeTotal > 0 ? (
            <AmountRow
              label={`Service Charge (${summary.serviceChargeRate}%)`}
              testId="service-charge"
              value={formatPrice(summary.serviceChargeTotal, currency)}
            />
          ) : null}
          <AmountRow label="Tax" value={formatPrice(summary.taxTotal, currency)} />
          <Divider />
          <AmountRow label="Total" value={formatPrice(summary.total, currency)} strong />
        </Stack>
        <TipField payableMinor={billMinor} currency={currency} value={tip} onChange={setTip} />
        {payableMinor > billMinor ? (
          <AmountRow
            label="Total with Tip"
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
          label="Print Receipt?"
          checked={printReceipt}
          onChange={(event) => {
            setPrintReceipt(event.currentTarget.checked);
            rememberPrintReceiptChoice(tenantId, event.currentTarget.checked);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pay.isPending}>
            Pay & Complete
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Pay & Complete Order: the server's totals of the chosen orders, a payment type and the receipt choice. */
export function PayAndCompleteModal({ payment, onClose }: TProps) {
  return (
    <Modal opened={payment !== null} onClose={onClose} title="Pay & Complete Order" centered>
      {payment ? <PaymentForm payment={payment} onClose={onClose} /> : null}
    </Modal>
  );
}
