import { Switch } from '@mantine/core';
import { t } from '../../lib/i18n';
import { PaymentTypeDialog } from './PaymentTypeDialog';
import { PAYMENT_TYPES, useTogglePaymentType } from './payment-types-api';
import { RecordsPage } from './RecordsPage';

export function PaymentTypesPage() {
  const toggle = useTogglePaymentType();
  return (
    <RecordsPage
      resource={PAYMENT_TYPES}
      title={t('Payment Types')}
      description={t('The ways customers pay; only active ones are offered at checkout.')}
      emptyText={t('No payment types found! Add one with New.')}
      deleteTitle={t('Delete payment type')}
      columns={[
        { header: t('Title'), render: (row) => row.title },
        { header: t('Cash'), render: (row) => (row.isCash ? t('Yes') : t('No')) },
      ]}
      rowControls={(row) => (
        <Switch
          aria-label={t('{title} active', { title: row.title })}
          checked={row.is_active === 1}
          disabled={toggle.isPending && toggle.variables?.id === row.id}
          onChange={(event) => toggle.mutate({ id: row.id, isActive: event.currentTarget.checked })}
          size="md"
        />
      )}
      dialog={(paymentType, close) => <PaymentTypeDialog paymentType={paymentType} onClose={close} />}
    />
  );
}
