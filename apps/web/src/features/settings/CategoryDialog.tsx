import { TextInput } from '@mantine/core';
import { type TCategory, TITLE_MAX_LENGTH, ZCategorySchema } from '@opentab/shared';
import { useValidatedForm } from '../../lib/use-validated-form';
import { CATEGORIES } from './categories-api';
import { FormDialog } from './components/FormDialog';
import { useSaveSettingsRecord } from './settings-crud';

type TProps = { category: TCategory | null; onClose: () => void };

export function CategoryDialog({ category, onClose }: TProps) {
  const save = useSaveSettingsRecord(CATEGORIES);
  const form = useValidatedForm(ZCategorySchema, { title: category?.title ?? '' });

  const submit = () => {
    const input = form.validate();
    if (input) save.mutate({ id: category?.id, input }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      opened
      title={category ? 'Update Category' : 'Add New Category'}
      onClose={onClose}
      onSubmit={submit}
      formRef={form.formRef}
      busy={save.isPending}
    >
      <TextInput
        {...form.field('title')}
        label="Title"
        placeholder="e.g. Pizza"
        maxLength={TITLE_MAX_LENGTH}
        required
        data-autofocus
      />
    </FormDialog>
  );
}
