import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { MSG, POS_MSG, SEARCH_TERM_MAX_LENGTH, type TCustomerSearchResult } from '@opentab/shared';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { searchCustomers } from '../../lib/customer-lookup-api';
import { msg, t } from '../../lib/i18n';
import { errorMessage } from '../../lib/toast';

type TProps = {
  onClose: () => void;
  onPick: (customer: TCustomerSearchResult) => void;
  onCreateNew: () => void;
};

type TSearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; customers: TCustomerSearchResult[] }
  | { kind: 'failed'; message: string };

const NO_RESULT = msg('No result found!');

/** Search Customer: a non-blank term by phone or name, results to pick, or a new customer. */
export function SearchCustomerDialog({ onClose, onPick, onCreateNew }: TProps) {
  const [term, setTerm] = useState('');
  const [termError, setTermError] = useState<string>();
  const [state, setState] = useState<TSearchState>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (term.trim() === '') {
      setTermError(t(POS_MSG.searchTermRequired));
      return;
    }
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'done', customers: await searchCustomers(term) });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error, t(MSG.somethingWrongTryLater)) });
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('Search Customer')} centered>
      <Stack gap="md">
        <form onSubmit={submit} noValidate>
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t('Search by phone or name')}
              placeholder={t('Search by phone or name')}
              value={term}
              maxLength={SEARCH_TERM_MAX_LENGTH}
              error={termError}
              onChange={(event) => {
                setTerm(event.currentTarget.value);
                setTermError(undefined);
              }}
              data-autofocus
              style={{ flexGrow: 1 }}
            />
            <Button type="submit" leftSection={<IconSearch size={18} />}>
              {t('Search')}
            </Button>
          </Group>
        </form>
        {state.kind === 'loading' ? (
          <Group justify="center">
            <Loader size="sm" />
          </Group>
        ) : state.kind === 'failed' ? (
          <Alert color="red">{state.message}</Alert>
        ) : state.kind === 'done' && state.customers.length === 0 ? (
          <Text c="dimmed" ta="center">
            {t(NO_RESULT)}
          </Text>
        ) : state.kind === 'done' ? (
          <Stack gap={4} aria-label={t('Customers found')}>
            {state.customers.map((customer) => (
              <UnstyledButton
                key={customer.phone}
                onClick={() => onPick(customer)}
                p="sm"
                mih={44}
                style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Text fw={600}>{customer.name}</Text>
                <Text size="sm" c="dimmed">
                  {customer.phone}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        ) : null}
        <Button variant="light" leftSection={<IconUserPlus size={18} />} onClick={onCreateNew}>
          {t('New Customer')}
        </Button>
      </Stack>
    </Modal>
  );
}
