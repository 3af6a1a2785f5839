import { ActionIcon, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { TCustomerSearchResult } from '@opentab/shared';
import { IconUser, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '../../lib/i18n';
import { lazyDialog } from '../../lib/lazy-page';
import { type TPosCustomer, WALKIN } from './pos-customer';

const AddCustomerDialog = lazyDialog(
  () => import('../../components/AddCustomerDialog/AddCustomerDialog'),
  'AddCustomerDialog',
);
const SearchCustomerDialog = lazyDialog(
  () => import('../../components/SearchCustomerDialog/SearchCustomerDialog'),
  'SearchCustomerDialog',
);

type TProps = { customer: TPosCustomer; onChange: (customer: TPosCustomer) => void };

/** Shows WALKIN CUSTOMER until a customer is picked; opens Search Customer, which can lead to Add Customer. */
export function CustomerField({ customer, onChange }: TProps) {
  const [dialog, setDialog] = useState<'search' | 'add' | null>(null);

  const pick = (picked: TCustomerSearchResult) => {
    onChange({
      type: 'CUSTOMER',
      phone: picked.phone,
      name: picked.name,
      ...(picked.isMember ? { points: picked.points } : {}),
    });
    setDialog(null);
  };
  const shown = customer.type === 'CUSTOMER' ? `${customer.name} (${customer.phone})` : t('WALKIN CUSTOMER');

  return (
    <>
      <Group
        gap={0}
        wrap="nowrap"
        style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <UnstyledButton
          onClick={() => setDialog('search')}
          px="sm"
          mih={44}
          style={{ flexGrow: 1, minWidth: 0 }}
          aria-label={t('Customer: {customer}', { customer: shown })}
        >
          <Group gap="xs" wrap="nowrap">
            <IconUser size={18} style={{ flexShrink: 0 }} />
            <Text truncate fw={500} data-testid="customer-name">
              {shown}
            </Text>
          </Group>
        </UnstyledButton>
        {/* issue 27: a member's points, beside the button so its name stays what it shows */}
        {customer.type === 'CUSTOMER' && customer.points !== undefined ? (
          <Badge variant="light" style={{ flexShrink: 0 }} data-testid="member-points-badge">
            {t('{count, plural, one {# point} other {# points}}', { count: customer.points })}
          </Badge>
        ) : null}
        {customer.type === 'CUSTOMER' ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onChange(WALKIN)}
            aria-label={t('Clear customer')}
          >
            <IconX size={18} />
          </ActionIcon>
        ) : null}
      </Group>
      {dialog === 'search' ? (
        <SearchCustomerDialog
          onClose={() => setDialog(null)}
          onPick={pick}
          onCreateNew={() => setDialog('add')}
        />
      ) : null}
      {dialog === 'add' ? <AddCustomerDialog onClose={() => setDialog(null)} onAdded={pick} /> : null}
    </>
  );
}
