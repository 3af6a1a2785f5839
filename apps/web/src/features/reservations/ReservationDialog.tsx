import { Group, NumberInput, Select, Text, Textarea, TextInput, UnstyledButton } from '@mantine/core';
import {
  fromZonedDateTimeInput,
  isReservationInPast,
  RESERVATION_MSG,
  RESERVATION_NOTES_MAX_LENGTH,
  RESERVATION_PEOPLE_MAX,
  RESERVATION_STATUSES,
  type TCustomerSearchResult,
  type TReservationResponse,
  toZonedDateTimeInput,
  ZReservationAddSchema,
  ZReservationUpdateSchema,
} from '@opentab/shared';
import { IconUser } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { AddCustomerDialog } from '../../components/AddCustomerDialog/AddCustomerDialog';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { SearchCustomerDialog } from '../../components/SearchCustomerDialog/SearchCustomerDialog';
import { t } from '../../lib/i18n';
import { reservationStatusLabel } from '../../lib/reservation-status';
import { type TFormSchema, useValidatedForm } from '../../lib/use-validated-form';
import { useReservationsInit, useSaveReservation } from './reservations-api';

type TProps = {
  reservation: TReservationResponse | null;
  /** the store's IANA zone (from GET /reservations/init) */
  timeZone: string;
  onClose: () => void;
};

const statusOptions = () =>
  RESERVATION_STATUSES.map((status) => ({ value: status, label: reservationStatusLabel(status) }));

/**
 * The picker shows and takes the store's clock (its zone, not the device's): the picked wall time becomes the
 * instant it means there, and must not lie in the past (the shared rule the server applies). An update that
 * keeps the date may be saved after it (marking a past booking paid).
 */
function withStoreClock<T extends { date: string }>(
  schema: TFormSchema<T>,
  timeZone: string,
  keptDate: string | null,
): TFormSchema<T> {
  return {
    safeParse: (values: Record<string, unknown>) => {
      const picked = String(values.date ?? '');
      const instant = fromZonedDateTimeInput(picked, timeZone);
      const result = schema.safeParse({ ...values, date: instant?.toISOString() ?? '' });
      const isKept = keptDate !== null && picked === keptDate;
      if (result.success && !isKept && isReservationInPast(new Date(result.data.date))) {
        return {
          success: false,
          error: { issues: [{ path: ['date'], message: t(RESERVATION_MSG.dateInPast) }] },
        };
      }
      return result;
    },
  };
}

/** Add Reservation (with the customer picker, which can create a customer) or Update Reservation. */
export function ReservationDialog({ reservation, timeZone, onClose }: TProps) {
  const save = useSaveReservation();
  const init = useReservationsInit();
  const [picker, setPicker] = useState<'search' | 'add' | null>(null);
  const [customerName, setCustomerName] = useState('');
  const customerLabelId = useId();
  const customerValueId = useId();
  const [keptDate] = useState(() =>
    reservation ? toZonedDateTimeInput(new Date(reservation.date), timeZone) : null,
  );
  const [schema] = useState(() =>
    reservation
      ? withStoreClock(ZReservationUpdateSchema, timeZone, keptDate)
      : withStoreClock(ZReservationAddSchema, timeZone, null),
  );
  const form = useValidatedForm(schema, {
    customerId: reservation?.customer_id ?? '',
    date: keptDate ?? '',
    tableId: reservation?.table_id ?? '',
    peopleCount: String(reservation?.people_count ?? 0),
    status: reservation?.status ?? 'booked',
    notes: reservation?.notes ?? '',
  });

  const pick = (customer: TCustomerSearchResult) => {
    form.setValue('customerId', customer.phone);
    setCustomerName(`${customer.name} (${customer.phone})`);
    setPicker(null);
  };

  const submit = () => {
    const input = form.validate();
    if (!input) return;
    const payload = reservation
      ? { id: reservation.id, input: input as ReturnType<typeof ZReservationUpdateSchema.parse> }
      : { input: input as ReturnType<typeof ZReservationAddSchema.parse> };
    save.mutate(payload, { onSuccess: onClose });
  };

  const tables = (init.data?.storeTables ?? []).map((table) => ({
    value: table.id,
    label: t('{table} · {floor} · {count, plural, one {# seat} other {# seats}}', {
      table: table.table_title,
      floor: table.floor,
      count: table.seating_capacity,
    }),
  }));

  return (
    <>
      <FormDialog
        opened={picker === null}
        title={reservation ? t('Update Reservation') : t('Add Reservation')}
        onClose={onClose}
        onSubmit={submit}
        formRef={form.formRef}
        busy={save.isPending}
      >
        {reservation ? null : (
          <div>
            <Text id={customerLabelId} size="sm" fw={500} mb={4}>
              {t('Customer')} <span aria-hidden>*</span>
            </Text>
            {/* named by its label and what it shows ("Customer Select customer"), so speech input can say either */}
            <UnstyledButton
              data-field="customerId"
              onClick={() => setPicker('search')}
              aria-labelledby={`${customerLabelId} ${customerValueId}`}
              px="sm"
              mih={40}
              w="100%"
              style={{
                border: `1px solid var(--mantine-color-${form.errors.customerId ? 'red-8' : 'gray-5'})`,
                borderRadius: 'var(--mantine-radius-sm)',
              }}
            >
              <Group gap="xs" wrap="nowrap">
                <IconUser size={18} aria-hidden />
                <Text id={customerValueId} truncate data-testid="reservation-customer">
                  {customerName || t('Select customer')}
                </Text>
              </Group>
            </UnstyledButton>
            {form.errors.customerId ? (
              <Text size="sm" c="red.8" mt={4}>
                {form.errors.customerId}
              </Text>
            ) : null}
          </div>
        )}
        <TextInput
          {...form.field('date')}
          type="datetime-local"
          label={t('Date & Time')}
          description={t('Store time ({timeZone})', { timeZone })}
          min={toZonedDateTimeInput(new Date(), timeZone)}
          required
        />
        <Select
          {...form.choice('tableId')}
          label={t('Table')}
          placeholder={t('No table')}
          data={tables}
          clearable
        />
        <NumberInput
          {...form.numeric('peopleCount')}
          label={t('People Count')}
          allowDecimal={false}
          min={0}
          max={RESERVATION_PEOPLE_MAX}
          clampBehavior="none"
          required
        />
        <Select {...form.choice('status')} label={t('Status')} data={statusOptions()} allowDeselect={false} />
        <Textarea
          {...form.field('notes')}
          label={t('Notes')}
          autosize
          minRows={2}
          maxLength={RESERVATION_NOTES_MAX_LENGTH}
        />
      </FormDialog>
      {picker === 'search' ? (
        <SearchCustomerDialog
          onClose={() => setPicker(null)}
          onPick={pick}
          onCreateNew={() => setPicker('add')}
        />
      ) : null}
      {picker === 'add' ? <AddCustomerDialog onClose={() => setPicker(null)} onAdded={pick} /> : null}
    </>
  );
}
