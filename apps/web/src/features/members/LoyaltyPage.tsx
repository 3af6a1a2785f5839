import { NumberInput, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MAX_CURRENCY_EXPONENT, type TLoyaltySettingsResponse } from '@opentab/shared';
import { useRef, useState } from 'react';
import { FormCard } from '../../components/FormCard/FormCard';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { MEMBERS_LOAD_FAILED, useLoyaltySettings, useSaveLoyaltySettings } from './members-api';

const NUMBER = { hideControls: true, min: 0, clampBehavior: 'none' as const, maw: 260 };

/** The three rules, in the store currency's major units and points; the server checks them (400 with its message). */
function LoyaltyForm({ settings }: { settings: TLoyaltySettingsResponse }) {
  const save = useSaveLoyaltySettings();
  const formRef = useRef<HTMLFormElement>(null);
  const [earnPer, setEarnPer] = useState<number | string>(settings.earnPer);
  const [pointValue, setPointValue] = useState<number | string>(settings.pointValue);
  const [minRedeem, setMinRedeem] = useState<number | string>(settings.minRedeem);

  return (
    <FormCard
      title={t('Loyalty')}
      formRef={formRef}
      busy={save.isPending}
      onSubmit={() =>
        save.mutate({
          earnPer: Number(earnPer),
          pointValue: Number(pointValue),
          minRedeem: Number(minRedeem),
        })
      }
    >
      <NumberInput
        {...NUMBER}
        label={t('Amount paid per point')}
        description={t(
          'A member earns one point for each such amount paid, tip excluded. 0 turns earning off.',
        )}
        decimalScale={MAX_CURRENCY_EXPONENT}
        value={earnPer}
        onChange={setEarnPer}
      />
      <NumberInput
        {...NUMBER}
        label={t('Value of a point')}
        description={t('What one point takes off a bill when redeemed.')}
        decimalScale={MAX_CURRENCY_EXPONENT}
        value={pointValue}
        onChange={setPointValue}
      />
      <NumberInput
        {...NUMBER}
        label={t('Fewest points per redemption')}
        allowDecimal={false}
        value={minRedeem}
        onChange={setMinRedeem}
      />
    </FormCard>
  );
}

/** /dashboard/settings/loyalty (issue 27): how members earn and redeem points. */
export function LoyaltyPage() {
  useDocumentTitle(`${t('Loyalty')} · ${APP_NAME}`);
  const settings = useLoyaltySettings();
  return (
    <Stack gap="lg">
      <PageHeader title={t('Loyalty')} />
      <QueryState
        query={settings}
        errorText={t(MEMBERS_LOAD_FAILED)}
        skeleton={<Skeleton h={320} radius="md" />}
      >
        {(data) => <LoyaltyForm key={JSON.stringify(data)} settings={data} />}
      </QueryState>
    </Stack>
  );
}
