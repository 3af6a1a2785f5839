import { TextInput, type TextInputProps } from '@mantine/core';
import { TITLE_MAX_LENGTH } from '@opentab/shared';

/** The Title field of the menu and settings forms: required, at most TITLE_MAX_LENGTH characters. */
export function TitleInput(props: TextInputProps) {
  return <TextInput label="Title" maxLength={TITLE_MAX_LENGTH} required {...props} />;
}
