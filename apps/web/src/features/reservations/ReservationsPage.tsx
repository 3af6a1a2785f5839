import { Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  apiAccess,
  canAccess,
  MSG,
  RESERVATION_SEARCH_MAX_LENGTH,
  type TDateFilterQuery,
  type TReservationResponse,
} from '@opentab/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CardGrid, CardGridSkeleton } from '../../components/CardGrid/CardGrid';
import { DateFilterButton } from '../../components/DateFilterButton/DateFilterButton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { combineQueries, QueryState } from '../../components/QueryState/QueryState';
import { confirmDelete } from '../../lib/confirm';
import { APP_NAME } from '../../lib/constants';
import { msg, t } from '../../lib/i18n';
import { toPrincipal, useSessionUser } from '../../lib/session';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { ReservationCard } from './ReservationCard';
import { ReservationDialog } from './ReservationDialog';
import {
  useDeleteReservation,
  useReservationSearch,
  useReservations,
  useReservationsInit,
} from './reservations-api';

/** Spec 02 section 8's load error of the reservations screen. */
export const LOAD_RESERVATIONS_FAILED = msg('Error loading details! Please try later!');
const NO_RESULTS = msg('No Results found! Change the Filter!');

export function ReservationsPage() {
  useDocumentTitle(`${t('Reservations')} · ${APP_NAME}`);
  const user = useSessionUser();
  // Spec 02: New, edit and delete only for those the server lets write (admin, RESERVATIONS, MANAGE_…).
  const writeAccess = apiAccess('POST', '/reservations/add');
  const mayWrite = user !== null && writeAccess !== undefined && canAccess(toPrincipal(user), writeAccess);

  const [filter, setFilter] = useState<TDateFilterQuery>({ type: 'today' });
  const [term, setTerm] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const init = useReservationsInit();
  const list = useReservations(filter);
  const results = useReservationSearch(searched);
  const remove = useDeleteReservation();
  const dialog = useDialogTarget<TReservationResponse>();

  const search = (event: FormEvent) => {
    event.preventDefault();
    // An empty or whitespace-only term does nothing (spec 02 section 5).
    const trimmed = term.trim();
    if (trimmed !== '') setSearched(trimmed);
  };

  // Cards, filters and the picker all use the store's clock: nothing is shown on the device's own.
  const timeZone = init.data?.timeZone;
  const card = (zone: string) => (reservation: TReservationResponse) => (
    <ReservationCard
      key={reservation.id}
      reservation={reservation}
      timeZone={zone}
      {...(mayWrite
        ? {
            onEdit: () => dialog.openEdit(reservation),
            onDelete: () =>
              confirmDelete({
                title: t('Delete reservation'),
                onConfirm: () => remove.mutate(reservation.id),
              }),
            deleting: remove.isPending && remove.variables === reservation.id,
          }
        : {})}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Reservations')}
        description={t("Bookings by day, in the store's time zone.")}
        actions={
          mayWrite ? (
            <Button leftSection={<IconPlus size={18} />} onClick={dialog.openNew} disabled={!timeZone}>
              {t('New')}
            </Button>
          ) : null
        }
      />
      <Group justify="space-between" align="flex-end" gap="sm">
        <form onSubmit={search} noValidate style={{ flexGrow: 1, maxWidth: 480 }}>
          <Group gap="sm" wrap="nowrap">
            <TextInput
              aria-label={t('Search reservations')}
              placeholder={t('Search by customer name, phone or code')}
              value={term}
              maxLength={RESERVATION_SEARCH_MAX_LENGTH}
              onChange={(event) => setTerm(event.currentTarget.value)}
              style={{ flexGrow: 1 }}
            />
            <Button type="submit" leftSection={<IconSearch size={18} />}>
              {t('Search')}
            </Button>
          </Group>
        </form>
        <DateFilterButton value={filter} onChange={setFilter} timeZone={timeZone ?? 'UTC'} />
      </Group>
      {searched !== null ? (
        <Paper withBorder p="md" radius="md" aria-label={t('Search results')} component="section">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="lg">
              {t('Search results for “{term}”', { term: searched })}
            </Title>
            <Button variant="subtle" onClick={() => setSearched(null)}>
              {t('Clear')}
            </Button>
          </Group>
          {results.isPending || !timeZone ? (
            <Loader size="sm" />
          ) : results.isError ? (
            <Text c="red.8">{t(MSG.searchFailed)}</Text>
          ) : results.data.length === 0 ? (
            <Text>{t(NO_RESULTS)}</Text>
          ) : (
            <CardGrid>{results.data.map(card(timeZone))}</CardGrid>
          )}
        </Paper>
      ) : null}
      <QueryState
        query={combineQueries(list, init)}
        errorText={t(LOAD_RESERVATIONS_FAILED)}
        emptyText={t(NO_RESULTS)}
        isEmpty={([rows]) => rows.length === 0}
        skeleton={<CardGridSkeleton height={150} />}
      >
        {([rows, { timeZone: zone }]) => <CardGrid>{rows.map(card(zone))}</CardGrid>}
      </QueryState>
      {dialog.opened && timeZone ? (
        <ReservationDialog
          key={dialog.record?.id ?? 'new'}
          reservation={dialog.record}
          timeZone={timeZone}
          onClose={dialog.close}
        />
      ) : null}
    </Stack>
  );
}
