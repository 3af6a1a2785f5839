import { Box, Center, Divider, Group, Image, Stack, Text } from '@mantine/core';
import type { TReceiptLineResponse, TReceiptResponse } from '@opentab/shared';
import { diningOptionLabel } from '../../lib/dining-options';
import { formatDateTime, formatPrice, formatTax } from '../../lib/format';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text inherit fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text inherit fw={strong ? 700 : 400} ta="right" data-testid={`receipt-${label}`}>
        {value}
      </Text>
    </Group>
  );
}

function Line({
  line,
  currency,
  showNotes,
}: {
  line: TReceiptLineResponse;
  currency: string;
  showNotes: boolean;
}) {
  return (
    <Stack gap={0} data-testid="receipt-line">
      <Text inherit fw={600}>
        {line.title}
      </Text>
      {line.variant ? <Text inherit>{line.variant}</Text> : null}
      {line.addons.length > 0 ? <Text inherit>+ {line.addons.join(', ')}</Text> : null}
      {showNotes && line.notes ? (
        <Text inherit fs="italic">
          Notes: {line.notes}
        </Text>
      ) : null}
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text inherit>
          {line.quantity} x {formatPrice(line.unitPrice, currency)}
        </Text>
        <Text inherit>{formatPrice(line.total, currency)}</Text>
      </Group>
      {line.discount > 0 ? (
        <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="receipt-line-discount">
          <Text inherit>Discount{line.discountReason ? ` (${line.discountReason})` : ''}</Text>
          <Text inherit>-{formatPrice(line.discount, currency)}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * Issue 23, split bill: the parts a bill was paid in (a part's receipt shows its own), each with its share or its
 * lines, its amount and tip, how it was paid, the cash and change; then what was paid of the bill so far and
 * its balance.
 */
function BillParts({ receipt }: { receipt: TReceiptResponse }) {
  const money = (value: number) => formatPrice(value, receipt.currency);
  return (
    <Stack gap={4} data-testid="receipt-parts">
      {receipt.parts.map((part) => (
        <Stack key={part.part} gap={0} data-testid="receipt-part">
          <Divider variant="dashed" my={4} />
          <Text inherit fw={700}>
            {part.share ?? `Part ${part.part}`}
          </Text>
          {part.lines.map((line) => (
            <Row key={line.title} label={`${line.quantity} x ${line.title}`} value={money(line.amount)} />
          ))}
          <Row label="Amount" value={money(part.amount)} strong />
          {part.tip > 0 ? <Row label="Tip" value={money(part.tip)} /> : null}
          {part.payments.map((payment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a part's payments have no id and never reorder.
            <Row key={index} label={`Paid by ${payment.title}`} value={money(payment.amount)} />
          ))}
          {part.amountTendered !== null ? <Row label="Tendered" value={money(part.amountTendered)} /> : null}
          {part.changeDue !== null ? <Row label="Change" value={money(part.changeDue)} strong /> : null}
        </Stack>
      ))}
      <Divider variant="dashed" my={4} />
      <Row label="Paid so far" value={money(receipt.paidSoFar)} />
      <Row label="Balance" value={money(receipt.balance)} strong />
    </Stack>
  );
}

/** Spec 02 "Receipt print view", with the server's totals; the print settings decide the optional blocks. */
export function ReceiptView({ receipt }: { receipt: TReceiptResponse }) {
  const { print, store, currency } = receipt;
  const money = (value: number) => formatPrice(value, currency);
  const orderType = diningOptionLabel(receipt.deliveryType);

  return (
    <Stack gap={6}>
      {print.show_store_details ? (
        <Stack gap={0} align="center" ta="center" data-testid="receipt-store">
          {store.image ? <Image src={store.image} alt="" h={48} w="auto" fit="contain" mb={4} /> : null}
          {store.storeName ? (
            <Text inherit fw={700} fz={14}>
              {store.storeName}
            </Text>
          ) : null}
          {store.address ? <Text inherit>{store.address}</Text> : null}
          {store.phone ? <Text inherit>{store.phone}</Text> : null}
          {store.email ? <Text inherit>{store.email}</Text> : null}
        </Stack>
      ) : null}
      {print.header ? (
        <Text inherit ta="center" style={{ whiteSpace: 'pre-wrap' }}>
          {print.header}
        </Text>
      ) : null}
      {print.show_customer_details ? (
        <Stack gap={0} data-testid="receipt-customer">
          <Text inherit>
            Customer: {receipt.customerType}
            {receipt.customerName ? ` - ${receipt.customerName}` : ''}
          </Text>
          {orderType ? <Text inherit>Order Type: {orderType}</Text> : null}
          {receipt.tableTitle ? (
            <Text inherit>
              Table: {receipt.tableTitle}
              {receipt.floor ? ` (${receipt.floor})` : ''}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <Stack gap={0}>
        {receipt.invoiceNumber ? (
          <Text inherit fw={700} data-testid="receipt-invoice-number">
            Invoice No.: {receipt.invoiceNumber}
          </Text>
        ) : null}
        <Text inherit>Receipt No.: {receipt.receiptNo}</Text>
        <Text inherit>{formatDateTime(receipt.createdAt, receipt.timeZone)}</Text>
      </Stack>
      <Divider color="black" variant="dashed" />
      {receipt.lines.map((line, index) => (
        <Line
          // biome-ignore lint/suspicious/noArrayIndexKey: receipt lines have no id and never reorder.
          key={index}
          line={line}
          currency={currency}
          showNotes={Boolean(print.show_notes)}
        />
      ))}
      <Divider color="black" variant="dashed" />
      {receipt.orderDiscount > 0 ? (
        <Row label="Order discount" value={`-${money(receipt.orderDiscount)}`} />
      ) : null}
      {receipt.billDiscount > 0 ? (
        <Row
          label={
            receipt.billDiscountReason ? `Bill discount (${receipt.billDiscountReason})` : 'Bill discount'
          }
          value={`-${money(receipt.billDiscount)}`}
        />
      ) : null}
      <Row label="Subtotal (excl. tax)" value={money(receipt.itemsTotal)} />
      {receipt.serviceCharge > 0 ? (
        <Row label={`Service charge (${receipt.serviceChargeRate}%)`} value={money(receipt.serviceCharge)} />
      ) : null}
      {receipt.taxes.map((tax) => (
        <Group key={formatTax(tax)} justify="space-between" wrap="nowrap" gap="xs" data-testid="receipt-tax">
          <Text inherit>{formatTax(tax)}</Text>
          <Text inherit ta="right">
            {money(tax.amount)}
          </Text>
        </Group>
      ))}
      <Row label="Tax" value={money(receipt.taxTotal)} />
      <Row label="Total" value={money(receipt.payableTotal)} strong />
      {receipt.parts.length > 0 ? (
        <BillParts receipt={receipt} />
      ) : (
        <>
          {receipt.tip > 0 ? (
            <>
              <Row label="Tip" value={money(receipt.tip)} />
              <Row label="Total paid" value={money(receipt.payableTotal + receipt.tip)} strong />
            </>
          ) : null}
          {receipt.paid && receipt.payments.length > 1 ? (
            receipt.payments.map((payment, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a bill's payments have no id and never reorder.
              <Row key={index} label={`Paid by ${payment.title}`} value={money(payment.amount)} />
            ))
          ) : receipt.paid && receipt.paymentType ? (
            <Text inherit>Paid by {receipt.paymentType}</Text>
          ) : null}
          {receipt.amountTendered !== null ? (
            <Row label="Tendered" value={money(receipt.amountTendered)} />
          ) : null}
          {receipt.changeDue !== null ? <Row label="Change" value={money(receipt.changeDue)} strong /> : null}
        </>
      )}
      {receipt.refunds.length > 0 ? (
        <>
          <Divider color="black" variant="dashed" />
          <Text inherit fw={700}>
            Refunds
          </Text>
          {receipt.refunds.map((refund) => (
            <Stack key={refund.creditNoteNumber} gap={0} data-testid="receipt-refund">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text inherit>Credit note {refund.creditNoteNumber}</Text>
                <Text inherit ta="right">
                  -{money(refund.amount)}
                </Text>
              </Group>
              <Text inherit>{formatDateTime(refund.createdAt, receipt.timeZone)}</Text>
              <Text inherit>Paid back by {refund.paymentTypeTitle}</Text>
              <Text inherit>Reason: {refund.reason}</Text>
            </Stack>
          ))}
          {receipt.netPaid !== null ? <Row label="Net paid" value={money(receipt.netPaid)} strong /> : null}
        </>
      ) : null}
      {print.footer ? (
        <Text inherit ta="center" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {print.footer}
        </Text>
      ) : null}
      {print.print_token && receipt.tokenNos.length > 0 ? (
        <Center mt="sm">
          <Box
            data-testid="receipt-token"
            style={{
              border: '2px solid black',
              borderRadius: '50%',
              minWidth: 96,
              minHeight: 96,
              padding: 8,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Text inherit fz={11}>
              Token No.
            </Text>
            <Text inherit fz={28} fw={800} lh={1.1}>
              {receipt.tokenNos.join(', ')}
            </Text>
          </Box>
        </Center>
      ) : null}
    </Stack>
  );
}
