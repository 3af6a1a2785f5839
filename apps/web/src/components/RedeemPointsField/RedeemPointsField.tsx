import { NumberInput } from '@mantine/core';
import { toMinor } from '@opentab/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';

type TProps = {
  /** the member's points balance */
  balance: number;
  currency: string;
  value: number | '';
  /** the points typed, and what they take off the bill (minor units, the store's point value) */
  onChange: (points: number | '', discountMinor: number) => void;
  error?: string | undefined;
};

/**
 * Issue 27: "Redeem points" in a payment dialog, for a member customer: how many of their points to take off the
 * bill, with the balance and the store's minimum (GET /settings/store-setting/loyalty). The server checks both.
 */
export function RedeemPointsField({ balance, currency, value, onChange, error }: TProps) {
  const rules = useQuery({
    queryKey: ['settings', 'loyalty'],
    queryFn: ({ signal }) => api.get('/settings/store-setting/loyalty', { signal }),
  });
  if (!rules.data || balance <= 0) return null;
  const pointMinor = toMinor(rules.data.pointValue, currency);
  return (
    <NumberInput
      label={t('Redeem points')}
      description={`${t('{count, plural, one {# point} other {# points}}', { count: balance })} · ${t(
        'Fewest points per redemption',
      )}: ${Math.max(1, rules.data.minRedeem)}`}
      placeholder={t('Points to redeem')}
      value={value}
      onChange={(next) => {
        const points = typeof next === 'number' ? next : '';
        onChange(points, points === '' ? 0 : points * pointMinor);
      }}
      min={0}
      max={balance}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      hideControls
      maw={260}
      error={error}
      data-testid="redeem-points"
    />
  );
}
