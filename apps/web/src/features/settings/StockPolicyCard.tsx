import { Card, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { STOCK_SHORT_POLICIES, type TStockShortPolicy } from '@opentab/shared';
import { msg, t } from '../../lib/i18n';
import { useSaveStockSetting, useStockSetting } from './stock-setting-api';

const POLICY_LABELS: Record<TStockShortPolicy, string> = {
  allow: msg('Allow and warn'),
  refuse: msg('Refuse the order'),
};

/**
 * Issue 27: what happens when an order needs more stock than is on hand. Saved as soon as it is chosen (one
 * choice, nothing else to fill in); the POS follows at once.
 */
export function StockPolicyCard() {
  const setting = useStockSetting();
  const save = useSaveStockSetting();
  const policy = save.isPending ? save.variables : setting.data?.stockShortPolicy;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3}>{t('Short stock')}</Title>
        <Text size="sm" c="dimmed">
          {t(
            'An item whose recipe cannot be made even once shows as sold out on the POS and the QR menu, and comes back when stock arrives.',
          )}
        </Text>
        {policy ? (
          <Radio.Group
            label={t('When stock is short')}
            value={policy}
            onChange={(value) => save.mutate(value as TStockShortPolicy)}
          >
            <Stack gap="xs" mt="xs">
              {STOCK_SHORT_POLICIES.map((value) => (
                <Radio key={value} value={value} label={t(POLICY_LABELS[value])} disabled={save.isPending} />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Skeleton h={72} radius="sm" />
        )}
      </Stack>
    </Card>
  );
}
