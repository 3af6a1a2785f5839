import { Button, Group, Modal, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  businessDay,
  DATE_FILTER_LABELS,
  DATE_FILTERS,
  type TDateFilter,
  type TDateFilterQuery,
} from '@opentab/shared';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '../../lib/i18n';

type TProps = {
  /** undefined: no date filter (only where `onClear` and `unsetLabel`, in the active language, offer that) */
  value: TDateFilterQuery | undefined;
  onChange: (value: TDateFilterQuery) => void;
  onClear?: () => void;
  unsetLabel?: string;
  /** the store's zone: Custom's dates start at its today */
  timeZone: string;
  /** the choices offered (reports have no Tomorrow) */
  filters?: readonly TDateFilter[];
};

/** Custom's defaults (spec 02 section 9): today and one month later, in the store's time zone. */
function customDefaults(timeZone: string): { from: string; to: string } {
  const from = businessDay(new Date(), timeZone);
  const later = new Date(`${from}T00:00:00Z`);
  later.setUTCMonth(later.getUTCMonth() + 1);
  return { from, to: later.toISOString().slice(0, 10) };
}

/** The Filters button and its dialog: Today, Tomorrow, ... Custom with From and To (the API's ?type=&from=&to=). */
export function DateFilterButton({
  value,
  onChange,
  onClear,
  unsetLabel = '',
  timeZone,
  filters = DATE_FILTERS,
}: TProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [draft, setDraft] = useState<TDateFilterQuery>(value ?? { type: 'today' });
  const defaults = customDefaults(timeZone);
  const from = draft.from ?? defaults.from;
  const to = draft.to ?? defaults.to;
  const label = !value
    ? unsetLabel
    : value.type === 'custom'
      ? `${value.from} – ${value.to}`
      : t(DATE_FILTER_LABELS[value.type]);

  const apply = () => {
    onChange(draft.type === 'custom' ? { type: 'custom', from, to } : { type: draft.type });
    close();
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFilter size={18} />}
        onClick={() => {
          setDraft(value ?? { type: 'today' });
          open();
        }}
      >
        {t('Filters: {label}', { label })}
      </Button>
      <Modal opened={opened} onClose={close} title={t('Filters')}>
        <Stack>
          <Radio.Group
            value={draft.type}
            onChange={(type) => setDraft({ ...draft, type: type as TDateFilter })}
            aria-label={t('Date filter')}
          >
            <Stack gap="xs">
              {filters.map((filter) => (
                <Radio key={filter} value={filter} label={t(DATE_FILTER_LABELS[filter])} />
              ))}
            </Stack>
          </Radio.Group>
          {draft.type === 'custom' ? (
            <SimpleGrid cols={2}>
              <TextInput
                type="date"
                label={t('From')}
                value={from}
                max={to}
                onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
              />
              <TextInput
                type="date"
                label={t('To')}
                value={to}
                min={from}
                onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
              />
            </SimpleGrid>
          ) : null}
          <Group justify="flex-end">
            {onClear && value ? (
              <Button
                variant="default"
                onClick={() => {
                  onClear();
                  close();
                }}
              >
                {t('Clear')}
              </Button>
            ) : null}
            <Button onClick={apply} disabled={draft.type === 'custom' && (!from || !to || from > to)}>
              {t('Apply')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The query of a filter: { type }, or { type: 'custom', from, to } (?type=today, ?type=custom&from=…&to=…). */
export function dateFilterQuery(filter: TDateFilterQuery): TDateFilterQuery {
  if (filter.type === 'custom' && filter.from && filter.to) {
    return { type: filter.type, from: filter.from, to: filter.to };
  }
  return { type: filter.type };
}
