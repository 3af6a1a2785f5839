import { TextInput, type TextInputProps } from '@mantine/core';
import { TITLE_MAX_LENGTH } from '@opentab/shared';
import { t } from '../../lib/i18n';

/** The Title field of the menu and settings forms: required, at most TITLE_MAX_LENGTH characters. */
export function TitleInput(props: TextInputProps) {
  return <TextInput label={t('Title')} maxLength={TITLE_MAX_LENGTH} required {...props} />;
}
