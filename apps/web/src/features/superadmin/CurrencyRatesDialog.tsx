import { Button, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core';
import { MSG, SUPERADMIN_MSG, ZUpdateCurrencyRatesSchema } from '@opentab/shared';
import { type FormEvent, useState } from 'react';
import { QueryState } from '../../components/QueryState/QueryState';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useCurrencyRates, useUpdateCurrencyRates } from './superadmin-api';

type TProps = { opened: boolean; onClose: () => void };

/**
 * The operator's USD rates: what one unit of each store currency is worth in USD, used to add sales in
 * every currency into one volume. USD is 1 and not editable.
 */
export function CurrencyRatesDialog({ opened, onClose }: TProps) {
  const rates = useCurrencyRates(opened);
  const save = useUpdateCurrencyRates();
  const [edits, setEdits] = useState<Record<string, string | number>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = Object.entries(edits)
      .filter(([, value]) => value !== '')
      .map(([currency, value]) => ({ currency, usdPerUnit: Number(value) }));
    if (changed.length === 0) return onClose();
    const parsed = ZUpdateCurrencyRatesSchema.safeParse({ rates: changed });
    if (!parsed.success) return setError(t(parsed.error.issues[0]?.message ?? MSG.invalidRequest));
    save.mutate(parsed.data, {
      onSuccess: () => {
        setEdits({});
        onClose();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('Currency Rates')} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(
              'USD for one unit of each store currency. Sales volumes are converted to USD, final amount may vary.',
            )}
          </Text>
          <QueryState
            query={rates}
            errorText={t(SUPERADMIN_MSG.loadDataFailed)}
            skeleton={<Text>{t(MSG.pleaseWait)}</Text>}
          >
            {(list) => (
              <Table.ScrollContainer minWidth={420}>
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('Currency')}</Table.Th>
                      <Table.Th>{t('Stores')}</Table.Th>
                      <Table.Th>{t('USD per unit')}</Table.Th>
                      <Table.Th>{t('Updated')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((rate) => (
                      <Table.Tr key={rate.currency}>
                        <Table.Td fw={600}>{rate.currency}</Table.Td>
                        <Table.Td>{rate.stores}</Table.Td>
                        <Table.Td>
                          <NumberInput
                            aria-label={t('USD per {currency}', { currency: rate.currency })}
                            value={edits[rate.currency] ?? rate.usd_per_unit ?? ''}
                            placeholder={t('Not set')}
                            disabled={rate.currency === 'USD'}
                            min={0}
                            decimalScale={8}
                            hideControls
                            onChange={(value) => {
                              setError(null);
                              setEdits((current) => ({ ...current, [rate.currency]: value }));
                            }}
                          />
                        </Table.Td>
                        <Table.Td>{rate.updated_at ? formatDateTime(rate.updated_at) : '-'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </QueryState>
          {error ? (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
