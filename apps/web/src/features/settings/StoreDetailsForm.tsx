import { ColorInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  INVOICE_PREFIX_MAX_LENGTH,
  LANGUAGES,
  SHIFT_MSG,
  type TStoreSettingResponse,
  ZStoreSettingSchema,
} from '@opentab/shared';
import { useMemo } from 'react';
import { FormCard } from '../../components/FormCard/FormCard';
import { currentLocale, t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { PAYMENT_TYPES } from './payment-types-api';
import { useSettingsList } from './settings-crud';
import { currencyOptions, filterByLabelOrCode, timeZoneOptions } from './store-options';
import { useSaveStoreSettings } from './store-setting-api';

/** Long option lists are rendered only while open (Mantine keeps closed ones in the DOM by default). */
const LONG_LIST = { keepMounted: false };
/** A few colors that read well behind white or black type on a TV across the room. */
const BRAND_SWATCHES = ['#1f6feb', '#0b7a3b', '#b42318', '#7a2e8c', '#c2410c', '#0e7490', '#1f2937'];
/** Each language in its own words, so whoever reads the list finds theirs. */
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language.code, label: language.name }));

export function StoreDetailsForm({ settings }: { settings: TStoreSettingResponse }) {
  const save = useSaveStoreSettings();
  const timeZones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);
  const locale = currentLocale();
  const currencies = useMemo(() => currencyOptions(locale), [locale]);
  const paymentTypes = useSettingsList(PAYMENT_TYPES);
  const paymentTypeOptions = (paymentTypes.data ?? [])
    .filter((type) => type.is_active === 1)
    .map((type) => ({
      value: type.id,
      label: type.isCash ? t('{title} (cash)', { title: type.title }) : type.title,
    }));
  const form = useValidatedForm(ZStoreSettingSchema, {
    storeName: settings.storeName,
    address: settings.address ?? '',
    email: settings.email ?? '',
    phone: settings.phone ?? '',
    currency: settings.currency,
    timeZone: settings.timeZone,
    isQRMenuEnabled: settings.isQRMenuEnabled === 1,
    isQROrderEnabled: settings.isQROrderEnabled === 1,
    defaultPaymentTypeId: settings.defaultPaymentTypeId ?? '',
    invoicePrefix: settings.invoicePrefix,
    shiftsRequired: settings.shiftsRequired,
    language: settings.language,
    brandColor: settings.brandColor ?? '',
  });

  const submit = () => {
    const input = form.validate();
    // The spec's payload carries the image; the server changes it only through the logo upload.
    if (input) save.mutate({ ...input, image: settings.image });
  };

  return (
    <FormCard formRef={form.formRef} onSubmit={submit} busy={save.isPending}>
      <SimpleGrid minColWidth={240}>
        <TextInput {...form.field('storeName')} label={t('Store Name')} required />
        <TextInput {...form.field('email')} label={t('Email')} type="email" autoComplete="email" />
        <TextInput {...form.field('phone')} label={t('Phone')} type="tel" autoComplete="tel" />
        <Select
          {...form.choice('currency')}
          label={t('Currency')}
          data={currencies}
          filter={filterByLabelOrCode}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('No currency found!')}
          comboboxProps={LONG_LIST}
          required
        />
        <Select
          {...form.choice('timeZone')}
          label={t('Time zone')}
          description={t('Defines the business day of tokens, filters and reports')}
          data={timeZones}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('No time zone found!')}
          comboboxProps={LONG_LIST}
        />
      </SimpleGrid>
      <Textarea {...form.field('address')} label={t('Address')} autosize minRows={2} maxRows={5} />
      <SimpleGrid minColWidth={240}>
        <Select
          {...form.choice('defaultPaymentTypeId')}
          label={t('Default Payment Type')}
          description={t('Preselected when taking a payment at the POS and on Orders')}
          placeholder={paymentTypes.isPending ? t('Loading…') : t('None')}
          data={paymentTypeOptions}
          clearable
        />
        <Select
          {...form.choice('language')}
          label={t('Store Language')}
          description={t('For new users, receipts and kitchen tokens')}
          data={LANGUAGE_OPTIONS}
          allowDeselect={false}
        />
        <TextInput
          {...form.field('invoicePrefix')}
          label={t('Invoice Prefix')}
          description={t('Printed before the invoice number, e.g. INV- gives INV-1, INV-2…')}
          maxLength={INVOICE_PREFIX_MAX_LENGTH}
        />
        <ColorInput
          {...form.choice('brandColor')}
          label={t('Brand color')}
          description={t("The order-status board and the customer display use it; empty for OpenTab's blue")}
          format="hex"
          swatches={BRAND_SWATCHES}
          // the swatches or a typed hex: the picker's sliders and the eyedropper button carry no accessible name
          // Mantine lets us set on this field (axe: aria-input-field-name, button-name)
          withPicker={false}
          withEyeDropper={false}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Switch {...form.toggle('isQRMenuEnabled')} label={t('Enable QR Menu')} size="md" />
        <Switch {...form.toggle('isQROrderEnabled')} label={t('Enable Order Via QR Menu')} size="md" />
        <Switch
          {...form.toggle('shiftsRequired')}
          label={t('Shifts required')}
          description={t(SHIFT_MSG.shiftsRequiredHint)}
          size="md"
        />
      </Stack>
    </FormCard>
  );
}
