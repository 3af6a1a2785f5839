import { Divider, Group, Stack, Text } from '@mantine/core';
import type { TXReport, TZReportResponse } from '@opentab/shared';
import { formatDateTime, formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';

type TReport = TXReport | TZReportResponse;

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text inherit fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text inherit fw={strong ? 700 : 400} ta="end" style={{ whiteSpace: 'nowrap' }}>
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
  return variance < 0 ? t('−{amount} short', { amount }) : t('+{amount} over', { amount });
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
        {z ? t('Z report #{number}', { number: z.number }) : t('X report (shift open)')}
      </Text>
      <Stack gap={0}>
        <Row label={t('Cashier')} value={report.openedBy} />
        <Row label={t('Opened')} value={time(report.openedAt)} />
        {z ? <Row label={t('Closed')} value={time(z.closedAt)} /> : null}
        {z && z.closedBy !== z.openedBy ? <Row label={t('Closed by')} value={z.closedBy} /> : null}
      </Stack>
      <Divider />
      <Text inherit fw={700}>
        {t('Sales')}
      </Text>
      <Stack gap={0}>
        {(z ? z.lines : (report as TXReport).payments).map((line) => (
          <Row
            key={line.paymentTypeId}
            label={`${line.title} (${line.invoiceCount})`}
            value={money(line.sales)}
          />
        ))}
        <Row
          label={t('Total ({count, plural, one {# invoice} other {# invoices}})', {
            count: report.invoiceCount,
          })}
          value={money(report.salesTotal)}
          strong
        />
        <Row label={t('of which tax')} value={money(report.taxTotal)} />
        {report.refundTotal > 0 ? (
          <Row label={t('Refunds paid back')} value={`−${money(report.refundTotal)}`} />
        ) : null}
      </Stack>
      <Divider />
      <Text inherit fw={700}>
        {t('Drawer')}
      </Text>
      <Stack gap={0}>
        <Row label={t('Opening float')} value={money(report.openingFloat)} />
        <Row label={t('Cash sales')} value={money(report.cashSales)} />
        <Row label={t('Cash in')} value={money(report.cashIn)} />
        <Row label={t('Cash out')} value={`−${money(report.cashOut)}`} />
        {report.cashRefunds > 0 ? (
          <Row label={t('Cash refunds')} value={`−${money(report.cashRefunds)}`} />
        ) : null}
        <Row label={t('Expected cash')} value={money(report.expectedCash)} strong />
      </Stack>
      {report.movements.length > 0 ? (
        <Stack gap={0}>
          {report.movements.map((movement) => (
            <Row
              key={`${movement.createdAt}-${movement.reason}`}
              label={
                movement.type === 'in'
                  ? t('In: {reason}', { reason: movement.reason })
                  : t('Out: {reason}', { reason: movement.reason })
              }
              value={`${movement.type === 'in' ? '+' : '−'}${money(movement.amount)}`}
            />
          ))}
        </Stack>
      ) : null}
      {z ? (
        <>
          <Divider />
          <Text inherit fw={700}>
            {t('Count')}
          </Text>
          {z.lines.map((line) => (
            <Stack gap={0} key={line.paymentTypeId} data-testid="z-report-line">
              <Text inherit fw={600}>
                {line.title}
              </Text>
              <Row label={t('Expected')} value={money(line.expected)} />
              <Row label={t('Counted')} value={money(line.counted)} />
              <Row label={t('Variance')} value={varianceText(line.variance, z.currency)} />
            </Stack>
          ))}
          <Divider />
          <Row label={t('Total expected')} value={money(z.totalExpected)} />
          <Row label={t('Total counted')} value={money(z.totalCounted)} />
          <Row label={t('Total variance')} value={varianceText(z.totalVariance, z.currency)} strong />
        </>
      ) : null}
    </Stack>
  );
}
