import { Select } from '@mantine/core';
import { LANGUAGES, MSG, type TLanguage, type TProfile } from '@opentab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormCard } from '../../components/FormCard/FormCard';
import { api } from '../../lib/api';
import { setLanguage, t } from '../../lib/i18n';
import { updateStoredUser } from '../../lib/session';
import { withToast } from '../../lib/toast';
import { useBusy } from '../../lib/use-busy';
import { PROFILE_QUERY_KEY } from './profile-api';

const STORE_DEFAULT = 'store';

/**
 * Issue 24: the language of the user's screens, kept on the server so every device they sign in on speaks
 * it; "the store's language" follows the store's setting. Each language is named in its own words.
 */
export function LanguageForm({ profile }: { profile: TProfile & { storeLanguage: TLanguage } }) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<string>(profile.language ?? STORE_DEFAULT);
  const [busy, whileBusy] = useBusy();
  const formRef = useRef<HTMLFormElement>(null);
  const storeLanguageName = LANGUAGES.find((language) => language.code === profile.storeLanguage)?.name;
  const options = [
    { value: STORE_DEFAULT, label: t("The store's language ({language})", { language: storeLanguageName }) },
    ...LANGUAGES.map((language) => ({ value: language.code, label: language.name })),
  ];

  const submit = async () => {
    const language = choice === STORE_DEFAULT ? null : (choice as TLanguage);
    const body = { name: profile.name, designation: profile.designation, language };
    await whileBusy(async () => {
      await withToast(() => api.post('/profile/update', { body }), t(MSG.somethingWrong));
      const spoken = language ?? profile.storeLanguage;
      updateStoredUser({ language: spoken });
      await setLanguage(spoken);
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    });
  };

  return (
    <FormCard title={t('Language')} formRef={formRef} onSubmit={() => void submit()} busy={busy}>
      <Select
        label={t('Language of your screens')}
        description={t('Applied on every device you sign in on.')}
        data={options}
        value={choice}
        onChange={(value) => setChoice(value ?? STORE_DEFAULT)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </FormCard>
  );
}
