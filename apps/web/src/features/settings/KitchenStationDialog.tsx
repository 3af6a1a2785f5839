import { Checkbox, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  STATION_NAME_MAX_LENGTH,
  type TKitchenStationResponse,
  ZKitchenStationSchema,
} from '@opentab/shared';
import { useId, useRef, useState } from 'react';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { t } from '../../lib/i18n';
import { CATEGORIES } from './categories-api';
import { useSaveSettingsRecord, useSettingsList } from './settings-crud';
import { KITCHEN_STATIONS, usePrinterChoices } from './stations-api';

type TProps = { station: TKitchenStationResponse | null; onClose: () => void };
type TField = 'name' | 'categoryIds' | 'printerId';

/** The select's value for "no printer" (a select value is a string). */
const NO_PRINTER = '';

/**
 * Add or edit a station: its name, the categories it makes (one taken from another station moves here, so the
 * list names the station each category is at now), its ticket printer and whether it is the default station.
 */
export function KitchenStationDialog({ station, onClose }: TProps) {
  const save = useSaveSettingsRecord(KITCHEN_STATIONS);
  const stations = useSettingsList(KITCHEN_STATIONS);
  const categories = useSettingsList(CATEGORIES);
  const printers = usePrinterChoices();
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(station?.name ?? '');
  const [categoryIds, setCategoryIds] = useState<string[]>(station?.categoryIds ?? []);
  const [printerId, setPrinterId] = useState(station?.printerId ?? NO_PRINTER);
  const [isDefault, setIsDefault] = useState(station?.isDefault ?? false);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});

  const categoriesLabel = useId();
  const toggleCategory = (id: string, isChosen: boolean) =>
    setCategoryIds((ids) => (isChosen ? [...ids, id] : ids.filter((other) => other !== id)));

  const isFirst = !station && (stations.data ?? []).length === 0;
  const wasDefault = station?.isDefault === true;
  const stationOf = new Map<string, string>();
  for (const other of stations.data ?? []) {
    if (other.id === station?.id) continue;
    for (const id of other.categoryIds) stationOf.set(id, other.name);
  }
  const categoryChoices = (categories.data ?? []).map((category) => {
    const at = stationOf.get(category.id);
    return {
      value: category.id,
      label: at
        ? t('{category} (now at {station})', { category: category.title, station: at })
        : category.title,
    };
  });
  const printerChoices = [
    { value: NO_PRINTER, label: t('No printer') },
    ...(printers.data ?? []).map((printer) => ({ value: printer.id, label: printer.name })),
  ];

  const form = {
    formRef,
    validate: () => {
      const result = ZKitchenStationSchema.safeParse({ name, categoryIds, printerId, isDefault });
      if (result.success) {
        setErrors({});
        // the body as the API reads it: an empty printer is none
        return {
          name: result.data.name,
          categoryIds: result.data.categoryIds,
          printerId: printerId || null,
          isDefault,
        };
      }
      const found: Partial<Record<TField, string>> = {};
      for (const issue of result.error.issues) found[issue.path[0] as TField] ??= t(issue.message);
      setErrors(found);
      return null;
    },
  };

  return (
    <FormDialog
      opened
      title={station ? t('Edit Kitchen Station') : t('Add Kitchen Station')}
      onClose={onClose}
      {...saveOnSubmit(form, save, { id: station?.id, onSaved: onClose })}
    >
      <TextInput
        label={t('Name')}
        placeholder={t('e.g. Grill')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        maxLength={STATION_NAME_MAX_LENGTH}
        required
        data-autofocus
      />
      {/* plain checkboxes rather than a multi-select or a checkbox group: their component is in the bundle the
          POS loads already, where the others would join it */}
      <Stack gap={4} role="group" aria-labelledby={categoriesLabel} data-field="categoryIds">
        <Text id={categoriesLabel} size="sm" fw={500}>
          {t('Categories')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('A category belongs to one station: choosing it here moves it from the station that has it.')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={4}>
          {categoryChoices.map((choice) => (
            <Checkbox
              key={choice.value}
              label={choice.label}
              checked={categoryIds.includes(choice.value)}
              onChange={(event) => toggleCategory(choice.value, event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
        {errors.categoryIds ? (
          <Text size="xs" c="red">
            {errors.categoryIds}
          </Text>
        ) : null}
      </Stack>
      <Select
        label={t('Ticket printer')}
        data={printerChoices}
        value={printerId}
        onChange={(value) => setPrinterId(value ?? NO_PRINTER)}
        error={errors.printerId}
        allowDeselect={false}
      />
      <Switch
        label={t('Default station')}
        description={
          isFirst || wasDefault
            ? t('The first station is the default; another becomes it when you make it the default.')
            : t('Items of categories no station makes go to the default station.')
        }
        checked={isFirst || isDefault}
        disabled={isFirst || wasDefault}
        onChange={(event) => setIsDefault(event.currentTarget.checked)}
        size="md"
      />
    </FormDialog>
  );
}
