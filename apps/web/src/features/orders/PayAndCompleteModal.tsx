import { Button, Checkbox, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import {
  fromMinor,
  POS_MSG,
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
import {
  SplitPaymentSection,
  splitPayment,
  type TSplitEntry,
} from '../../components/SplitTender/SplitTender';
import { TipField, tipInput, tipMinor } from '../../components/TipField/TipField';
import { formatPrice } from '../../lib/format';
import { lazyDialog } from '../../lib/lazy-page';
import { ORDERS_ACTION_FAILED } from '../../lib/order-messages';
import { isCashPaymentType, preselectPaymentType } from '../../lib/payment-preselect';
import { openReceiptOrOffer } from '../../lib/receipt-blocked';
import { useSessionUser } from '../../lib/session';
import { errorMessage, toastError, toastSuccess, toastWarning } from '../../lib/toast';
import { useApproval } from '../../lib/use-approval';
import { useCompleteAndPay, usePaymentSummary } from './orders-api';
import { readPrintReceiptChoice, rememberPrintReceiptChoice } from './print-receipt-choice';

const DiscountDialog = lazyDialog(
  () => import('../../components/DiscountDialog/DiscountDialog'),
  'DiscountDialog',
);

/** A discount as the bill's button names it once given: "10%" or "$2.00". */
const discountLabel = (discount: TDiscountInput, currency: string) =>
  discount.type === 'percent' ? `${discount.value}%` : formatPrice(discount.value, currency);

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
  const { orderIds, init } = payment;
  // a discount on the whole bill (issue 23): the summary is asked again with it, as Pay & Complete will charge
  const [discount, setDiscount] = useState<TDiscountInput | null>(null);
  const [isDiscounting, setDiscounting] = useState(false);
  const [summary, setSummary] = useState(payment.summary);
  const summaryCall = usePaymentSummary();
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

  const discountBill = async (next: TDiscountInput | null) => {
    try {
      setSummary(await summaryCall.mutateAsync({ orderIds, discount: next }));
      setDiscount(next);
      setDiscounting(false);
    } catch (error) {
      // too large for this bill, or the bill changed: the dialog stays open with the discount as typed
      toastError(errorMessage(error, ORDERS_ACTION_FAILED));
    }
  };

  /** Paid: the dialog closes, and says what the invoice charged if it differs, the change and the receipt. */
  const paid = (answer: Awaited<ReturnType<typeof pay.mutateAsync>>) => {
    onClose();
    // An item changed between the summary and the payment: say what the invoice really charged.
    if (toMinor(answer.total, currency) !== billMinor)
      toastWarning(POS_MSG.paymentChargedOtherwise(formatPrice(answer.total, currency)));
    if (typeof answer.changeDue === 'number')
      toastSuccess(`Change Due: ${formatPrice(answer.changeDue, currency)}`);
    if (printReceipt) openReceiptOrOffer({ invoiceId: answer.invoiceId });
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
          approval: manager,
          subTotal: summary.subtotal,
          taxTotal: summary.taxTotal,
          total: summary.total,
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
          <Button
            variant={discount ? 'light' : 'default'}
            leftSection={<IconDiscount size={18} />}
            onClick={() => setDiscounting(true)}
          >
            {discount ? `Bill discount ${discountLabel(discount, currency)}` : 'Discount on the bill'}
          </Button>
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
      {isDiscounting ? (
        <DiscountDialog
          subject="the bill"
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

/** Pay & Complete Order: the server's totals of the chosen orders, a payment type and the receipt choice. */
export function PayAndCompleteModal({ payment, onClose }: TProps) {
  return (
    <Modal opened={payment !== null} onClose={onClose} title="Pay & Complete Order" centered>
      {payment ? <PaymentForm payment={payment} onClose={onClose} /> : null}
    </Modal>
  );
}
