import { Switch } from '@mantine/core';
import { PaymentTypeDialog } from './PaymentTypeDialog';
import { PAYMENT_TYPES, useTogglePaymentType } from './payment-types-api';
import { RecordsPage } from './RecordsPage';

export function PaymentTypesPage() {
  const toggle = useTogglePaymentType();
  return (
    <RecordsPage
      resource={PAYMENT_TYPES}
      title="Payment Types"
      description="The ways customers pay; only active ones are offered at checkout."
      emptyText="No payment types found! Add one with New."
      noun="payment type"
      columns={[
        { header: 'Title', render: (row) => row.title },
        { header: 'Cash', render: (row) => (row.isCash ? 'Yes' : 'No') },
      ]}
      rowControls={(row) => (
        <Switch
          aria-label={`${row.title} active`}
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
