import { Box, Center, Divider, Group, Image, Stack, Text } from '@mantine/core';
import type { TReceiptLineResponse, TReceiptResponse } from '@opentab/shared';
import { FeedbackQr } from '../../components/FeedbackQr/FeedbackQr';
import { diningOptionLabel } from '../../lib/dining-options';
import { formatTax } from '../../lib/format';
import { usePrintText } from './print-language';

/**
 * A label and its amount. `id` is the row's English name, its data-testid in every language; `label` is what
 * is shown, translated (by default the id itself, for a row of user data such as "2 x Latte").
 */
function Row({
  id,
  label = id,
  value,
  strong = false,
}: {
  id: string;
  label?: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text inherit fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text inherit fw={strong ? 700 : 400} ta="end" data-testid={`receipt-${id}`}>
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
  const { t, money } = usePrintText();
  return (
    <Stack gap={0} data-testid="receipt-line">
      <Text inherit fw={600}>
        {line.title}
      </Text>
      {line.variant ? <Text inherit>{line.variant}</Text> : null}
      {line.addons.length > 0 ? <Text inherit>+ {line.addons.join(', ')}</Text> : null}
      {showNotes && line.notes ? (
        <Text inherit fs="italic">
          {t('Notes: {notes}', { notes: line.notes })}
        </Text>
      ) : null}
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text inherit>
          {line.quantity} x {money(line.unitPrice, currency)}
        </Text>
        <Text inherit>{money(line.total, currency)}</Text>
      </Group>
      {line.discount > 0 ? (
        <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="receipt-line-discount">
          <Text inherit>
            {line.discountReason ? t('Discount ({reason})', { reason: line.discountReason }) : t('Discount')}
          </Text>
          <Text inherit>-{money(line.discount, currency)}</Text>
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
  const print = usePrintText();
  const { t } = print;
  const money = (value: number) => print.money(value, receipt.currency);
  return (
    <Stack gap={4} data-testid="receipt-parts">
      {receipt.parts.map((part) => (
        <Stack key={part.part} gap={0} data-testid="receipt-part">
          <Divider variant="dashed" my={4} />
          <Text inherit fw={700}>
            {part.share ?? t('Part {number}', { number: part.part })}
          </Text>
          {part.lines.map((line) => (
            <Row key={line.title} id={`${line.quantity} x ${line.title}`} value={money(line.amount)} />
          ))}
          <Row id="Amount" label={t('Amount')} value={money(part.amount)} strong />
          {part.tip > 0 ? <Row id="Tip" label={t('Tip')} value={money(part.tip)} /> : null}
          {part.payments.map((payment, index) => (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: a part's payments have no id and never reorder.
              key={index}
              id={`Paid by ${payment.title}`}
              label={t('Paid by {method}', { method: payment.title })}
              value={money(payment.amount)}
            />
          ))}
          {part.amountTendered !== null ? (
            <Row id="Tendered" label={t('Tendered')} value={money(part.amountTendered)} />
          ) : null}
          {part.changeDue !== null ? (
            <Row id="Change" label={t('Change')} value={money(part.changeDue)} strong />
          ) : null}
        </Stack>
      ))}
      <Divider variant="dashed" my={4} />
      <Row id="Paid so far" label={t('Paid so far')} value={money(receipt.paidSoFar)} />
      <Row id="Balance" label={t('Balance')} value={money(receipt.balance)} strong />
    </Stack>
  );
}

/** Spec 02 "Receipt print view", with the server's totals; the print settings decide the optional blocks. */
export function ReceiptView({ receipt }: { receipt: TReceiptResponse }) {
  const { print, store, currency } = receipt;
  // the sheet's language: the store's on the print page (issue 24), the screens' elsewhere
  const text = usePrintText();
  const { t, dateTime, code } = text;
  const money = (value: number) => text.money(value, currency);
  // an order made offline prints its provisional token until it synced (issue 25), then its real one
  const tokens = receipt.tokenNos.length > 0 ? receipt.tokenNos.join(', ') : receipt.provisionalToken;
  // the dining option's label is the POS's text: through the catalogs like any other
  const orderType = diningOptionLabel(receipt.deliveryType);
  // the spec prints the customer type as its code word (WALKIN, CUSTOMER): each language has its own word
  const customerType = receipt.customerType === 'WALKIN' ? t('WALKIN') : t('CUSTOMER');

  return (
    <Stack gap={6}>
      {print.show_store_details ? (
        <Stack gap={0} align="center" ta="center" data-testid="receipt-store">
          {store.image ? <Image src={store.image} alt="" h={48} w="auto" fit="contain" mb={4} /> : null}
          {store.storeName ? (
            <Text inherit fw={700} fz={14} dir="auto">
              {store.storeName}
            </Text>
          ) : null}
          {/* the store's own words read in their own direction (an English address on an Arabic receipt) */}
          {store.address ? (
            <Text inherit dir="auto">
              {store.address}
            </Text>
          ) : null}
          {store.phone ? (
            <Text inherit dir="ltr">
              {store.phone}
            </Text>
          ) : null}
          {store.email ? (
            <Text inherit dir="ltr">
              {store.email}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {print.header ? (
        <Text inherit ta="center" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
          {print.header}
        </Text>
      ) : null}
      {print.show_customer_details ? (
        <Stack gap={0} data-testid="receipt-customer">
          <Text inherit>
            {receipt.customerName
              ? t('Customer: {type} - {name}', { type: customerType, name: receipt.customerName })
              : t('Customer: {type}', { type: customerType })}
          </Text>
          {orderType ? <Text inherit>{t('Order Type: {type}', { type: t(orderType) })}</Text> : null}
          {receipt.tableTitle ? (
            <Text inherit>
              {receipt.floor
                ? t('Table: {table} ({floor})', { table: receipt.tableTitle, floor: receipt.floor })
                : t('Table: {table}', { table: receipt.tableTitle })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <Stack gap={0}>
        {receipt.invoiceNumber ? (
          <Text inherit fw={700} data-testid="receipt-invoice-number">
            {t('Invoice No.: {number}', { number: code(receipt.invoiceNumber) })}
          </Text>
        ) : null}
        <Text inherit>{t('Receipt No.: {number}', { number: code(receipt.receiptNo) })}</Text>
        <Text inherit>{dateTime(receipt.createdAt, receipt.timeZone)}</Text>
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
        <Row id="Order discount" label={t('Order discount')} value={`-${money(receipt.orderDiscount)}`} />
      ) : null}
      {receipt.billDiscount > 0 ? (
        <Row
          id={receipt.billDiscountReason ? `Bill discount (${receipt.billDiscountReason})` : 'Bill discount'}
          label={
            receipt.billDiscountReason
              ? t('Bill discount ({reason})', { reason: receipt.billDiscountReason })
              : t('Bill discount')
          }
          value={`-${money(receipt.billDiscount)}`}
        />
      ) : null}
      {receipt.pointsRedeemed ? (
        <Row
          id="Points redeemed"
          label={`${t('Points redeemed')} (${receipt.pointsRedeemed})`}
          value={`-${money(receipt.pointsDiscount ?? 0)}`}
        />
      ) : null}
      <Row id="Subtotal (excl. tax)" label={t('Subtotal (excl. tax)')} value={money(receipt.itemsTotal)} />
      {receipt.serviceCharge > 0 ? (
        <Row
          id={`Service charge (${receipt.serviceChargeRate}%)`}
          label={t('Service charge ({rate}%)', { rate: receipt.serviceChargeRate })}
          value={money(receipt.serviceCharge)}
        />
      ) : null}
      {receipt.taxes.map((tax) => (
        <Group key={formatTax(tax)} justify="space-between" wrap="nowrap" gap="xs" data-testid="receipt-tax">
          <Text inherit>
            {tax.type === 'inclusive'
              ? t('{title} - {rate}% (inclusive)', { title: tax.title, rate: tax.rate })
              : t('{title} - {rate}% (exclusive)', { title: tax.title, rate: tax.rate })}
          </Text>
          <Text inherit ta="end">
            {money(tax.amount)}
          </Text>
        </Group>
      ))}
      <Row id="Tax" label={t('Tax')} value={money(receipt.taxTotal)} />
      <Row id="Total" label={t('Total')} value={money(receipt.payableTotal)} strong />
      {receipt.parts.length > 0 ? (
        <BillParts receipt={receipt} />
      ) : (
        <>
          {receipt.tip > 0 ? (
            <>
              <Row id="Tip" label={t('Tip')} value={money(receipt.tip)} />
              <Row
                id="Total paid"
                label={t('Total paid')}
                value={money(receipt.payableTotal + receipt.tip)}
                strong
              />
            </>
          ) : null}
          {receipt.paid && receipt.payments.length > 1 ? (
            receipt.payments.map((payment, index) => (
              <Row
                // biome-ignore lint/suspicious/noArrayIndexKey: a bill's payments have no id and never reorder.
                key={index}
                id={`Paid by ${payment.title}`}
                label={t('Paid by {method}', { method: payment.title })}
                value={money(payment.amount)}
              />
            ))
          ) : receipt.paid && receipt.paymentType ? (
            <Text inherit>{t('Paid by {method}', { method: receipt.paymentType })}</Text>
          ) : null}
          {receipt.amountTendered !== null ? (
            <Row id="Tendered" label={t('Tendered')} value={money(receipt.amountTendered)} />
          ) : null}
          {receipt.changeDue !== null ? (
            <Row id="Change" label={t('Change')} value={money(receipt.changeDue)} strong />
          ) : null}
        </>
      )}
      {receipt.refunds.length > 0 ? (
        <>
          <Divider color="black" variant="dashed" />
          <Text inherit fw={700}>
            {t('Refunds')}
          </Text>
          {receipt.refunds.map((refund) => (
            <Stack key={refund.creditNoteNumber} gap={0} data-testid="receipt-refund">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text inherit>{t('Credit note {number}', { number: refund.creditNoteNumber })}</Text>
                <Text inherit ta="end">
                  -{money(refund.amount)}
                </Text>
              </Group>
              <Text inherit>{dateTime(refund.createdAt, receipt.timeZone)}</Text>
              <Text inherit>{t('Paid back by {method}', { method: refund.paymentTypeTitle })}</Text>
              <Text inherit>{t('Reason: {reason}', { reason: refund.reason })}</Text>
            </Stack>
          ))}
          {receipt.netPaid !== null ? (
            <Row id="Net paid" label={t('Net paid')} value={money(receipt.netPaid)} strong />
          ) : null}
        </>
      ) : null}
      {receipt.pointsEarned ? (
        <Row id="Points earned" label={t('Points earned')} value={String(receipt.pointsEarned)} />
      ) : null}
      {receipt.memberPoints !== undefined && receipt.memberPoints !== null ? (
        <Row id="Points balance" label={t('Points balance')} value={String(receipt.memberPoints)} />
      ) : null}
      {print.footer ? (
        <Text inherit ta="center" mt={4} dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
          {print.footer}
        </Text>
      ) : null}
      {print.print_token && tokens ? (
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
              {t('Token No.')}
            </Text>
            <Text inherit fz={28} fw={800} lh={1.1}>
              {tokens}
            </Text>
          </Box>
        </Center>
      ) : null}
      {receipt.feedbackUrl ? (
        <FeedbackQr url={receipt.feedbackUrl} caption={t('How was your visit? Rate us')} />
      ) : null}
    </Stack>
  );
}
