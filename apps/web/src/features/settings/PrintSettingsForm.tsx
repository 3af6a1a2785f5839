import { Select, SimpleGrid, Switch, Textarea } from '@mantine/core';
import {
  PAGE_FORMATS,
  PRINT_TEXT_MAX_LENGTH,
  type TPrintSettingResponse,
  ZPrintSettingSchema,
} from '@opentab/shared';
import { FormCard } from '../../components/FormCard/FormCard';
import { t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';
import { useSavePrintSettings } from './print-setting-api';

// i18n-same: the paper format's name, "80mm" in every language
const PAGE_FORMAT_OPTIONS = PAGE_FORMATS.map((format) => ({ value: String(format), label: `${format}mm` }));

export function PrintSettingsForm({ settings }: { settings: TPrintSettingResponse }) {
  const save = useSavePrintSettings();
  const form = useValidatedForm(ZPrintSettingSchema, {
    isEnablePrint: settings.isEnablePrint === 1,
    showStoreDetails: settings.showStoreDetails === 1,
    showCustomerDetails: settings.showCustomerDetails === 1,
    showNotes: settings.showNotes === 1,
    printToken: settings.printToken === 1,
    pageFormat: String(settings.pageFormat),
    header: settings.header ?? '',
    footer: settings.footer ?? '',
  });

  const submit = () => {
    const input = form.validate();
    if (input) save.mutate(input);
  };

  return (
    <FormCard formRef={form.formRef} onSubmit={submit} busy={save.isPending}>
      <SimpleGrid minColWidth={240} verticalSpacing="xs">
        <Switch {...form.toggle('isEnablePrint')} label={t('Enable Print')} size="md" />
        <Switch {...form.toggle('showStoreDetails')} label={t('Show Store Details')} size="md" />
        <Switch {...form.toggle('showCustomerDetails')} label={t('Show Customer Details')} size="md" />
        <Switch {...form.toggle('showNotes')} label={t('Show Notes')} size="md" />
        <Switch {...form.toggle('printToken')} label={t('Print Token')} size="md" />
      </SimpleGrid>
      <Select
        {...form.choice('pageFormat')}
        label={t('Page Size')}
        data={PAGE_FORMAT_OPTIONS}
        allowDeselect={false}
        maw={240}
      />
      <Textarea
        {...form.field('header')}
        label={t('Header')}
        description={t('Printed above the items')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={PRINT_TEXT_MAX_LENGTH}
      />
      <Textarea
        {...form.field('footer')}
        label={t('Footer')}
        description={t('Printed below the totals, e.g. a thank-you note')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={PRINT_TEXT_MAX_LENGTH}
      />
    </FormCard>
  );
}
