import {
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  fromMinor,
  MSG,
  REFUND_REASON_MAX_LENGTH,
  refundOfLine,
  type TCreditNote,
  type TInvoiceDetailResponse,
  type TPaymentTypeResponse,
  toMinor,
} from '@opentab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApprovalDialog } from '../../components/ApprovalDialog/ApprovalDialog';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { QueryState } from '../../components/QueryState/QueryState';
import { api } from '../../lib/api';
import { formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';
import { errorMessage, toastError, toastSuccess } from '../../lib/toast';
import { useApproval } from '../../lib/use-approval';
import { INVOICES_LOAD_FAILED, useInvoiceDetail } from './invoices-api';

type TMode = 'lines' | 'amount';

type TProps = {
  invoiceId: string | null;
  currency: string;
  paymentTypes: readonly TPaymentTypeResponse[];
  onClose: () => void;
  /** the credit note the server wrote (to print it) */
  onRefunded: (creditNote: TCreditNote) => void;
};

/**
 * What the chosen quantities give back, by the server's rule (packages/shared refund.ts), in major units: a
 * preview; the credit note carries the server's figure.
 */
function linesPreview(invoice: TInvoiceDetailResponse, quantities: Record<string, number>, currency: string) {
  let total = 0;
  for (const line of invoice.lines) {
    const quantity = quantities[line.orderItemId] ?? 0;
    if (quantity <= 0) continue;
    total += refundOfLine(
      { quantity: line.quantity, net: toMinor(line.paid, currency), tax: 0 },
      { refunded: line.refundedQuantity, quantity },
    ).amount;
  }
  return fromMinor(total, currency);
}

type TFormProps = Omit<TProps, 'invoiceId'> & { invoice: TInvoiceDetailResponse };

function RefundForm({ invoice, currency, paymentTypes, onClose, onRefunded }: TFormProps) {
  const money = (major: number) => formatPrice(major, currency);
  const approval = useApproval();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [mode, setMode] = useState<TMode>('lines');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const cash = paymentTypes.find((type) => type.isCash === 1) ?? paymentTypes[0];
  const [paymentTypeId, setPaymentTypeId] = useState<string | null>(cash?.id ?? null);
  const [busy, setBusy] = useState(false);

  const chosen = invoice.lines
    .map((line) => ({ orderItemId: line.orderItemId, quantity: quantities[line.orderItemId] ?? 0 }))
    .filter((line) => line.quantity > 0);

  const submit = async () => {
    const body = {
      ...(mode === 'lines' ? { lines: chosen } : { amount: amount === '' ? undefined : Number(amount) }),
      reason,
      paymentTypeId: paymentTypeId ?? '',
    };
    setBusy(true);
    try {
      await approval.run(async (manager) => {
        const answer = await api.post('/invoices/:id/refund', {
          params: { id: invoice.invoice_id },
          body: { ...body, ...(manager ? { approval: manager } : {}) },
        });
        toastSuccess(`${answer.message} (${money(answer.creditNote.amount)})`);
        await queryClient.invalidateQueries({ queryKey: ['invoice', invoice.invoice_id] });
        onRefunded(answer.creditNote);
      });
    } catch (error) {
      toastError(errorMessage(error, t(MSG.somethingWrong)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FormDialog
        opened={!approval.ask}
        title={t('Refund · Invoice No. {number}', { number: invoice.invoiceNumber ?? invoice.invoice_id })}
        onClose={onClose}
        onSubmit={() => void submit()}
        formRef={formRef}
        busy={busy}
        submitLabel={t('Refund')}
      >
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm">{t('Paid {amount}', { amount: money(invoice.total) })}</Text>
            <Text size="sm" data-testid="refundable">
              {t('Left to refund {amount}', { amount: money(invoice.refundableTotal) })}
            </Text>
          </Group>
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value as TMode)}
            data={[
              { value: 'lines', label: t('By line') },
              { value: 'amount', label: t('An amount') },
            ]}
            aria-label={t('Refund by')}
          />
          {mode === 'lines' ? (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Item')}</Table.Th>
                  <Table.Th ta="end">{t('Paid')}</Table.Th>
                  <Table.Th>{t('Refund qty')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.lines.map((line) => {
                  const left = line.quantity - line.refundedQuantity;
                  return (
                    <Table.Tr key={line.orderItemId}>
                      <Table.Td>
                        {line.quantity} × {line.title}
                        {line.refundedQuantity > 0 ? (
                          <Text size="xs" c="dark.4">
                            {t('{count} refunded', { count: line.refundedQuantity })}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="end">{money(line.paid)}</Table.Td>
                      <Table.Td w={110}>
                        <NumberInput
                          aria-label={t('Refund quantity of {item}', { item: line.title })}
                          min={0}
                          max={left}
                          allowDecimal={false}
                          allowNegative={false}
                          disabled={left === 0}
                          value={quantities[line.orderItemId] ?? 0}
                          onChange={(value) =>
                            setQuantities((current) => ({
                              ...current,
                              [line.orderItemId]: Math.min(left, Number(value) || 0),
                            }))
                          }
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          ) : (
            <NumberInput
              label={t('Amount')}
              min={0}
              decimalScale={3}
              allowNegative={false}
              value={amount}
              onChange={setAmount}
              required
            />
          )}
          {mode === 'lines' ? (
            <Text fw={600} data-testid="refund-preview">
              {t('Refund {amount}', { amount: money(linesPreview(invoice, quantities, currency)) })}
            </Text>
          ) : null}
          <TextInput
            label={t('Reason')}
            required
            maxLength={REFUND_REASON_MAX_LENGTH}
            placeholder={t('e.g. Cold food')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Select
            label={t('Paid back with')}
            required
            data={paymentTypes.map((type) => ({ value: type.id, label: type.title }))}
            value={paymentTypeId}
            onChange={setPaymentTypeId}
            allowDeselect={false}
          />
        </Stack>
      </FormDialog>
      <ApprovalDialog ask={approval.ask} onClose={approval.dismiss} />
    </>
  );
}

/**
 * Refund of an invoice (issue 23): lines and quantities (at what they were charged) or an amount, a reason and
 * the payment type the money goes back with; a manager approves unless the user is one (the server asks).
 */
export function RefundDialog(props: TProps) {
  const detail = useInvoiceDetail(props.invoiceId);
  if (props.invoiceId === null) return null;
  return (
    <QueryState
      query={detail}
      errorText={t(INVOICES_LOAD_FAILED)}
      skeleton={<Skeleton h={0} data-testid="refund-loading" />}
    >
      {(invoice) => <RefundForm key={invoice.invoice_id} {...props} invoice={invoice} />}
    </QueryState>
  );
}
