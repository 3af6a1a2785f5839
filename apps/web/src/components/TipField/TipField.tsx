import { Button, Group, NumberInput, Stack } from '@mantine/core';
import {
  currencyExponent,
  fromMinor,
  percentOf,
  percentToMilli,
  type TTipInput,
  toMinor,
} from '@opentab/shared';
import { t } from '../../lib/i18n';

type TProps = {
  /** what the bill comes to, minor units: the quick percents are of it */
  payableMinor: number;
  currency: string;
  /** the tip in major units, '' when none */
  value: number | '';
  onChange: (value: number | '') => void;
};

const QUICK_PERCENTS = [10, 15, 20];

/** The tip to send: an amount in major units, or none. */
export function tipInput(value: number | ''): TTipInput | null {
  return value === '' || value === 0 ? null : { type: 'amount', value };
}

/** The tip in minor units (0 when none). */
export function tipMinor(value: number | '', currency: string): number {
  return value === '' ? 0 : toMinor(value, currency);
}

/**
 * A tip added at payment (issue 23): typed, or a quick percent of the bill, rounded by the shared rule. It is
 * paid on top of the bill and never part of its total; the amount tendered covers both.
 */
export function TipField({ payableMinor, currency, value, onChange }: TProps) {
  return (
    <Stack gap={4}>
      <NumberInput
        label={t('Tip')}
        description={t('Optional: paid on top of the bill, for the staff.')}
        value={value}
        onChange={(next) => onChange(typeof next === 'number' ? next : '')}
        min={0}
        decimalScale={currencyExponent(currency)}
        allowNegative={false}
        hideControls
        inputMode="decimal"
      />
      <Group gap={6}>
        {QUICK_PERCENTS.map((percent) => (
          <Button
            key={percent}
            size="compact-sm"
            variant="default"
            onClick={() => onChange(fromMinor(percentOf(payableMinor, percentToMilli(percent)), currency))}
          >
            {percent}%
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
