import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { t } from '../../lib/i18n';

type TSearchFormProps = {
  /** what the field searches, in the screen's language */
  placeholder: string;
  /** the term searched now ('' for none): Clear shows while there is one */
  term: string;
  /** a trimmed term on Search, '' on Clear */
  onSearch: (term: string) => void;
};

/** A search field that searches when submitted (Enter or Search), not on every key, and clears back to the list. */
export function SearchForm({ placeholder, term, onSearch }: TSearchFormProps) {
  const [typed, setTyped] = useState(term);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          style={{ flex: 1 }}
          label={t('Search')}
          placeholder={placeholder}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <Button type="submit" leftSection={<IconSearch size={18} />}>
          {t('Search')}
        </Button>
        {term ? (
          <Button
            variant="default"
            onClick={() => {
              setTyped('');
              onSearch('');
            }}
          >
            {t('Clear')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
