import { Select, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { msg, t } from '../../lib/i18n';

/** The gender choices of the customer forms (spec 01 section 5: female, male, other or blank). */
const GENDER_OPTIONS = [
  { value: 'female', label: msg('Female') },
  { value: 'male', label: msg('Male') },
  { value: 'other', label: msg('Other') },
];

/** Today as YYYY-MM-DD on this device: the latest birth date the date pickers offer. */
function latestBirthDate(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type TFieldProps = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};
type TChoiceProps = {
  'data-field': string;
  value: string;
  error?: string;
  onChange: (value: string | null) => void;
};

type TProps = {
  /** a `useValidatedForm` whose values hold the customer's email, birth date and gender */
  form: { field: (name: 'email' | 'birthDate') => TFieldProps; choice: (name: 'gender') => TChoiceProps };
};

/** A customer's optional details, as the POS's Add Customer and the Customers page's Update ask them. */
export function CustomerDetailFields({ form }: TProps) {
  return (
    <>
      <TextInput {...form.field('email')} label={t('Email')} type="email" autoComplete="off" />
      <TextInput {...form.field('birthDate')} label={t('Birth Date')} type="date" max={latestBirthDate()} />
      <Select
        {...form.choice('gender')}
        label={t('Gender')}
        placeholder={t('Not specified')}
        data={GENDER_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        clearable
      />
    </>
  );
}
