import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  currencyExponent,
  fromMinor,
  MONEY_MAX_MAJOR,
  readDecimalInput,
  SHIFT_MSG,
  type TCloseShift,
  type TXReport,
  toMinor,
} from '@opentab/shared';
import { type FormEvent, useState } from 'react';
import { varianceText } from '../../components/ZReportView/ZReportView';
import { formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';

type TProps = {
  shift: TXReport;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (input: TCloseShift) => void;
};

/** The counted amount typed for a line, or undefined while it is blank or not an amount of the currency. */
function readCount(text: string, currency: string): number | undefined {
  if (text.trim() === '') return undefined;
  return readDecimalInput(text, currencyExponent(currency), MONEY_MAX_MAJOR);
}

/**
 * The close of a shift: the counted amount of each payment type beside what is expected, and the variance as it
 * is typed, so the cashier sees short or over before confirming. A type with nothing expected may stay blank
 * (counted as 0); the others must be counted.
 */
export function CloseShiftForm({ shift, busy, onCancel, onConfirm }: TProps) {
  const { currency } = shift;
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const money = (value: number) => formatPrice(value, currency);

  const variance = (line: TXReport['payments'][number]) => {
    const counted = readCount(counts[line.paymentTypeId] ?? '', currency);
    if (counted === undefined) return null;
    return fromMinor(toMinor(counted, currency) - toMinor(line.expected, currency), currency);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const counted: TCloseShift['counted'] = [];
    for (const line of shift.payments) {
      const text = counts[line.paymentTypeId] ?? '';
      const amount = readCount(text, currency);
      if (text.trim() === '' && line.expected === 0) continue;
      if (amount === undefined) {
        found[line.paymentTypeId] =
          text.trim() === '' ? t('Please count {title}!', { title: line.title }) : t(SHIFT_MSG.invalidCount);
        continue;
      }
      counted.push({ paymentTypeId: line.paymentTypeId, amount });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = shift.payments.find((line) => found[line.paymentTypeId]);
      document.getElementById(`count-${first?.paymentTypeId}`)?.focus();
      return;
    }
    onConfirm({ counted });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Close shift')}>
      <Stack gap="md">
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Payment type')}</Table.Th>
                <Table.Th ta="end">{t('Expected')}</Table.Th>
                <Table.Th>{t('Counted')}</Table.Th>
                <Table.Th ta="end">{t('Variance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shift.payments.map((line) => {
                const difference = variance(line);
                return (
                  <Table.Tr key={line.paymentTypeId} data-testid="count-line">
                    <Table.Td>{line.title}</Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                      {money(line.expected)}
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        id={`count-${line.paymentTypeId}`}
                        aria-label={t('Counted {title}', { title: line.title })}
                        inputMode="decimal"
                        placeholder={line.expected === 0 ? '0' : t('Count')}
                        value={counts[line.paymentTypeId] ?? ''}
                        error={errors[line.paymentTypeId]}
                        onChange={(event) => {
                          const { value } = event.currentTarget;
                          setCounts((current) => ({ ...current, [line.paymentTypeId]: value }));
                          setErrors((current) => ({ ...current, [line.paymentTypeId]: '' }));
                        }}
                        w={130}
                      />
                    </Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }} data-testid="count-variance">
                      {difference === null ? (
                        '—'
                      ) : (
                        <Text
                          span
                          inherit
                          c={difference < 0 ? 'red.8' : difference > 0 ? 'teal.8' : undefined}
                        >
                          {varianceText(difference, currency)}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" c="dimmed">
          {t("Closing writes the shift's Z report. It cannot be changed afterwards.")}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {t('Close shift')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
