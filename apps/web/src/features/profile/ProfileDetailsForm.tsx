import { TextInput } from '@mantine/core';
import { MSG, type TProfile, ZUpdateProfileSchema } from '@opentab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FormCard } from '../../components/FormCard/FormCard';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { updateStoredUser } from '../../lib/session';
import { withToast } from '../../lib/toast';
import { useBusy } from '../../lib/use-busy';
import { useValidatedForm } from '../../lib/use-validated-form';
import { PROFILE_QUERY_KEY } from './profile-api';

export function ProfileDetailsForm({ profile }: { profile: TProfile }) {
  const queryClient = useQueryClient();
  const form = useValidatedForm(ZUpdateProfileSchema, {
    name: profile.name,
    designation: profile.designation ?? '',
  });
  const [busy, whileBusy] = useBusy();

  const submit = async () => {
    const changes = form.validate();
    if (!changes) return;
    const body = { name: changes.name, designation: changes.designation || null };
    await whileBusy(async () => {
      await withToast(() => api.post('/profile/update', { body }), t(MSG.somethingWrong));
      // The sidebar shows the stored user, so it follows the change at once.
      updateStoredUser(body);
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    });
  };

  return (
    <FormCard title={t('Edit Profile')} formRef={form.formRef} onSubmit={() => void submit()} busy={busy}>
      <TextInput {...form.field('name')} label={t('Name')} autoComplete="name" required />
      <TextInput {...form.field('designation')} label={t('Designation')} placeholder={t('e.g. Manager')} />
    </FormCard>
  );
}
