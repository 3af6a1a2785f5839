import {
  Checkbox,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CHARS_PER_LINE_MAX,
  CHARS_PER_LINE_MIN,
  DEFAULT_CHARS_PER_LINE,
  PRINTER_DEFAULT_PORT,
  type TPaperWidth,
  type TPrinterInput,
  type TPrinterResponse,
  ZPrinterSchema,
} from '@opentab/shared';
import { useRef, useState } from 'react';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { t } from '../../lib/i18n';
import { useKitchenStations, useSavePrinter } from './printers-api';

type TProps = { printer: TPrinterResponse | null; onClose: () => void };

type TField = 'name' | 'host' | 'port' | 'paperWidth' | 'charsPerLine' | 'prints';

/** Add or edit a network printer: where it is, its paper, what it prints and whether by itself. */
export function PrinterDialog({ printer, onClose }: TProps) {
  const save = useSavePrinter();
  const stations = useKitchenStations();
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(printer?.name ?? '');
  const [host, setHost] = useState(printer?.host ?? '');
  const [port, setPort] = useState<number | string>(printer?.port ?? PRINTER_DEFAULT_PORT);
  const [paperWidth, setPaperWidth] = useState<TPaperWidth>(printer?.paperWidth ?? 80);
  // empty: from the paper width
  const [charsPerLine, setCharsPerLine] = useState<number | string>(printer?.charsPerLine ?? '');
  const [receipts, setReceipts] = useState(printer?.prints.receipts ?? true);
  const [stationIds, setStationIds] = useState<string[]>(printer?.prints.stationIds ?? []);
  const [autoPrint, setAutoPrint] = useState(printer?.autoPrint ?? true);
  const [hasDrawer, setHasDrawer] = useState(printer?.hasDrawer ?? false);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});

  const submit = () => {
    const result = ZPrinterSchema.safeParse({
      name,
      host,
      port: port === '' ? undefined : Number(port),
      paperWidth,
      charsPerLine: charsPerLine === '' ? undefined : Number(charsPerLine),
      prints: { receipts, stationIds },
      autoPrint,
      hasDrawer,
    });
    if (!result.success) {
      const found: Partial<Record<TField, string>> = {};
      for (const issue of result.error.issues) found[issue.path[0] as TField] ??= t(issue.message);
      setErrors(found);
      return;
    }
    const input: TPrinterInput = result.data;
    save.mutate({ id: printer?.id, input }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      opened
      title={printer ? t('Edit Printer') : t('Add Printer')}
      onClose={onClose}
      formRef={formRef}
      busy={save.isPending}
      onSubmit={submit}
    >
      <TextInput
        label={t('Name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        required
        data-autofocus
      />
      <TextInput
        label={t('Printer address')}
        description={t('The printer’s IP address on your network, such as 192.168.1.50')}
        value={host}
        onChange={(event) => setHost(event.currentTarget.value)}
        error={errors.host}
        required
      />
      <NumberInput
        label={t('Port')}
        value={port}
        onChange={setPort}
        error={errors.port}
        allowDecimal={false}
        hideControls
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('Paper width')}
        </Text>
        <SegmentedControl
          aria-label={t('Paper width')}
          value={String(paperWidth)}
          onChange={(value) => setPaperWidth(value === '58' ? 58 : 80)}
          data={[
            // i18n-same: a paper size reads the same in every language
            { value: '58', label: '58 mm' },
            // i18n-same: a paper size reads the same in every language
            { value: '80', label: '80 mm' },
          ]}
        />
        {errors.paperWidth ? (
          <Text size="xs" c="red">
            {errors.paperWidth}
          </Text>
        ) : null}
      </Stack>
      <NumberInput
        label={t('Characters per line')}
        value={charsPerLine}
        placeholder={String(DEFAULT_CHARS_PER_LINE[paperWidth])}
        onChange={setCharsPerLine}
        error={errors.charsPerLine}
        min={CHARS_PER_LINE_MIN}
        max={CHARS_PER_LINE_MAX}
        allowDecimal={false}
        hideControls
      />
      <Checkbox
        label={t('Prints receipts')}
        checked={receipts}
        onChange={(event) => setReceipts(event.currentTarget.checked)}
      />
      <MultiSelect
        label={t('Prints kitchen tickets of')}
        data={(stations.data ?? []).map((station) => ({ value: station.id, label: station.name }))}
        value={stationIds}
        onChange={setStationIds}
        error={errors.prints}
        clearable
        searchable
      />
      <Switch
        label={t('Print automatically')}
        checked={autoPrint}
        onChange={(event) => setAutoPrint(event.currentTarget.checked)}
      />
      <Switch
        label={t('Has a cash drawer')}
        checked={hasDrawer}
        onChange={(event) => setHasDrawer(event.currentTarget.checked)}
      />
    </FormDialog>
  );
}
