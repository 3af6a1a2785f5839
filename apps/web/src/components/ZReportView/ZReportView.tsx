import { Divider, Group, Stack, Text } from '@mantine/core';
import type { TXReport, TZReportResponse } from '@opentab/shared';
import { formatDateTime, formatPrice } from '../../lib/format';

type TReport = TXReport | TZReportResponse;

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text inherit fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text inherit fw={strong ? 700 : 400} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

const isZReport = (report: TReport): report is TZReportResponse => 'number' in report;

/** A variance with its sign and what it means: short (below zero) or over. */
export function varianceText(variance: number, currency: string): string {
  if (variance === 0) return formatPrice(0, currency);
  const amount = formatPrice(Math.abs(variance), currency);
  return variance < 0 ? `−${amount} short` : `+${amount} over`;
}

/**
 * An X report (the open shift as it stands) or a Z report (as it was at close), as rows of label and amount:
 * narrow enough for a 58 mm receipt, plain enough for an A4 page. Times are the store's (its time zone), whoever
 * views or prints; a print heads with the store's name and address (`withStore`).
 */
export function ZReportView({ report, withStore = false }: { report: TReport; withStore?: boolean }) {
  const money = (value: number) => formatPrice(value, report.currency);
  const time = (value: string) => formatDateTime(value, report.timeZone);
  const z = isZReport(report) ? report : null;
  return (
    <Stack gap={6} data-testid="shift-report">
      {withStore ? (
        <Stack gap={0} align="center" ta="center" data-testid="shift-report-store">
          <Text inherit fw={700} fz="1.1em">
            {report.store.storeName}
          </Text>
          {report.store.address ? <Text inherit>{report.store.address}</Text> : null}
        </Stack>
      ) : null}
      <Text inherit fw={700} fz="1.2em" ta="center">
        {z ? `Z report #${z.number}` : 'X report (shift open)'}
      </Text>
      <Stack gap={0}>
        <Row label="Cashier" value={report.openedBy} />
        <Row label="Opened" value={time(report.openedAt)} />
        {z ? <Row label="Closed" value={time(z.closedAt)} /> : null}
        {z && z.closedBy !== z.openedBy ? <Row label="Closed by" value={z.closedBy} /> : null}
      </Stack>
      <Divider />
      <Text inherit fw={700}>
        Sales
      </Text>
      <Stack gap={0}>
        {(z ? z.lines : (report as TXReport).payments).map((line) => (
          <Row
            key={line.paymentTypeId}
            label={`${line.title} (${line.invoiceCount})`}
            value={money(line.sales)}
          />
        ))}
        <Row label={`Total (${report.invoiceCount} invoices)`} value={money(report.salesTotal)} strong />
        <Row label="of which tax" value={money(report.taxTotal)} />
        {report.refundTotal > 0 ? (
          <Row label="Refunds paid back" value={`−${money(report.refundTotal)}`} />
        ) : null}
      </Stack>
      <Divider />
      <Text inherit fw={700}>
        Drawer
      </Text>
      <Stack gap={0}>
        <Row label="Opening float" value={money(report.openingFloat)} />
        <Row label="Cash sales" value={money(report.cashSales)} />
        <Row label="Cash in" value={money(report.cashIn)} />
        <Row label="Cash out" value={`−${money(report.cashOut)}`} />
        {report.cashRefunds > 0 ? <Row label="Cash refunds" value={`−${money(report.cashRefunds)}`} /> : null}
        <Row label="Expected cash" value={money(report.expectedCash)} strong />
      </Stack>
      {report.movements.length > 0 ? (
        <Stack gap={0}>
          {report.movements.map((movement) => (
            <Row
              key={`${movement.createdAt}-${movement.reason}`}
              label={`${movement.type === 'in' ? 'In' : 'Out'}: ${movement.reason}`}
              value={`${movement.type === 'in' ? '+' : '−'}${money(movement.amount)}`}
            />
          ))}
        </Stack>
      ) : null}
      {z ? (
        <>
          <Divider />
          <Text inherit fw={700}>
            Count
          </Text>
          {z.lines.map((line) => (
            <Stack gap={0} key={line.paymentTypeId} data-testid="z-report-line">
              <Text inherit fw={600}>
                {line.title}
              </Text>
              <Row label="Expected" value={money(line.expected)} />
              <Row label="Counted" value={money(line.counted)} />
              <Row label="Variance" value={varianceText(line.variance, z.currency)} />
            </Stack>
          ))}
          <Divider />
          <Row label="Total expected" value={money(z.totalExpected)} />
          <Row label="Total counted" value={money(z.totalCounted)} />
          <Row label="Total variance" value={varianceText(z.totalVariance, z.currency)} strong />
        </>
      ) : null}
    </Stack>
  );
}
