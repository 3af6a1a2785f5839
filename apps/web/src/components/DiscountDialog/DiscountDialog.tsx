import { Autocomplete, Button, Group, Modal, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import {
  currencyExponent,
  DISCOUNT_REASON_MAX_LENGTH,
  type TDiscountInput,
  type TDiscountType,
  ZDiscountInputSchema,
} from '@opentab/shared';
import type { FormEvent } from 'react';
import { msg, t } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/use-validated-form';

/** The shared rule over the form's text: the value as the number the POS sends. */
const DISCOUNT_FORM = {
  safeParse: (values: { type: string; value: string; reason: string }) =>
    ZDiscountInputSchema.safeParse({
      ...values,
      value: values.value.trim() === '' ? undefined : Number(values.value),
    }),
};

/** What cashiers give discounts for most; any other reason can be typed. */
const COMMON_REASONS = [
  msg('Staff meal'),
  msg('Comp'),
  msg('Regular customer'),
  msg('Promotion'),
  msg('Service recovery'),
];

/** A whole order or bill is named by a title of its own, so each language words it whole. */
const WHOLE_SUBJECT_TITLES: Record<string, string> = {
  'the order': msg('Discount on the order'),
  'the bill': msg('Discount on the bill'),
};

type TProps = {
  /** what is discounted: a line's title, or "the order" / "the bill" (titled whole in every language) */
  subject: string;
  discount: TDiscountInput | null;
  currency: string;
  onClose: () => void;
  /** the discount, or null to take it off */
  onSave: (discount: TDiscountInput | null) => void;
};

/**
 * A discount on a line, on the whole order or (Pay & Complete) on the whole bill: a percent or an amount,
 * always with a reason (issue 23). The shared rule checks it here as the server will; one larger than what it
 * discounts shows in the totals.
 */
export function DiscountDialog({ subject, discount, currency, onClose, onSave }: TProps) {
  const form = useValidatedForm(DISCOUNT_FORM, {
    type: discount?.type ?? 'percent',
    value: discount ? String(discount.value) : '',
    reason: discount?.reason ?? '',
  });
  const isPercent = form.values.type === 'percent';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (input) onSave(input);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        subject in WHOLE_SUBJECT_TITLES
          ? t(WHOLE_SUBJECT_TITLES[subject] as string)
          : t('Discount on {item}', { item: subject })
      }
      centered
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('Discount type')}
            data={[
              { value: 'percent', label: t('Percent') },
              { value: 'amount', label: t('Amount') },
            ]}
            value={form.values.type}
            onChange={(value) => form.setValue('type', value as TDiscountType)}
          />
          <NumberInput
            {...form.numeric('value')}
            label={isPercent ? t('Percent off') : t('Amount off')}
            rightSection={isPercent ? '%' : currency}
            rightSectionWidth={isPercent ? undefined : 52}
            decimalScale={isPercent ? 3 : currencyExponent(currency)}
            min={0}
            clampBehavior="none"
            hideControls
            inputMode="decimal"
            required
            data-autofocus
          />
          <Autocomplete
            {...form.field('reason')}
            data-field="reason"
            onChange={(value) => form.setValue('reason', value)}
            label={t('Reason')}
            placeholder={t('e.g. Staff meal')}
            data={COMMON_REASONS.map((reason) => t(reason))}
            maxLength={DISCOUNT_REASON_MAX_LENGTH}
            required
          />
          <Group justify="space-between">
            {discount ? (
              <Button variant="subtle" color="red" onClick={() => onSave(null)}>
                {t('Remove Discount')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('Cancel')}
              </Button>
              <Button type="submit">{t('Apply')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
