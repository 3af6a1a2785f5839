import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { changeDue, currencyExponent, POS_MSG, toMinor } from '@opentab/shared';
import { formatMinor } from '../../lib/format';
import { t } from '../../lib/i18n';

type TProps = {
  /** what is owed, minor units */
  payableMinor: number;
  currency: string;
  /** the typed amount in major units, '' when none */
  value: number | '';
  onChange: (value: number | '') => void;
};

/** The change due for a typed amount, minor units; null without an amount, 'short' when it does not cover. */
export function tenderedChange(
  value: number | '',
  payableMinor: number,
  currency: string,
): number | null | 'short' {
  if (value === '') return null;
  return changeDue(toMinor(value, currency), payableMinor) ?? 'short';
}

/**
 * Optional cash handed over, with the change due worked out as it is typed (issue 16). The server checks the
 * amount again against its own total and stores both with the invoice.
 */
export function AmountTenderedField({ payableMinor, currency, value, onChange }: TProps) {
  const change = tenderedChange(value, payableMinor, currency);
  return (
    <Stack gap={4}>
      <NumberInput
        label={t('Amount Tendered')}
        description={t('Optional: the cash handed over, to work out the change.')}
        value={value}
        onChange={(next) => onChange(typeof next === 'number' ? next : '')}
        min={0}
        decimalScale={currencyExponent(currency)}
        allowNegative={false}
        hideControls
        inputMode="decimal"
        error={change === 'short' ? t(POS_MSG.amountTenderedTooLow) : undefined}
      />
      {typeof change === 'number' ? (
        <Group justify="space-between" data-testid="change-due">
          <Text fw={700} size="lg">
            {t('Change Due')}
          </Text>
          <Text fw={800} size="xl" c="teal.9">
            {formatMinor(change, currency)}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
