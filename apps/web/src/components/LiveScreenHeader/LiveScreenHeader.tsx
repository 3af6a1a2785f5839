import { Button, Group, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { t } from '../../lib/i18n';
import { ORDERS_LOAD_FAILED, ORDERS_LOADED } from '../../lib/order-messages';
import { toastError, toastSuccess } from '../../lib/toast';
import { LiveIndicator } from '../LiveIndicator/LiveIndicator';
import { SoundControl } from '../SoundControl/SoundControl';

type TProps = {
  /** translated */
  title: string;
  refetch: () => Promise<{ isError: boolean }>;
  /** The kitchen screen is read from a distance: bigger title and button. */
  large?: boolean;
  /** the screen's own controls, before the sound and Refresh (the kitchen's station picker and Recall) */
  actions?: ReactNode;
};

/**
 * Title, live-link indicator, the new-order sound control and the Refresh button ("Orders Loaded!") of the
 * Orders and Kitchen screens.
 */
export function LiveScreenHeader({ title, refetch, large = false, actions }: TProps) {
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    const result = await refetch();
    setRefreshing(false);
    if (result.isError) toastError(t(ORDERS_LOAD_FAILED));
    else toastSuccess(t(ORDERS_LOADED));
  };

  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="md" wrap="wrap">
        <Title order={1} fz={large ? 32 : 28}>
          {title}
        </Title>
        <LiveIndicator />
      </Group>
      <Group gap="sm" wrap="wrap">
        {actions}
        <SoundControl large={large} />
        <Button
          size={large ? 'lg' : 'md'}
          variant="light"
          leftSection={<IconRefresh size={20} />}
          loading={refreshing}
          onClick={() => void refresh()}
        >
          {t('Refresh')}
        </Button>
      </Group>
    </Group>
  );
}
