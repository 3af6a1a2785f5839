import { Button, Kbd, Modal, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../lib/i18n';
import type { TNavLink } from '../../lib/nav';

/** The Ctrl/Cmd+K page search of the top bar; `pages` is already filtered by the user's permissions. */
export function PageSearch({ pages }: { pages: readonly TNavLink[] }) {
  const [opened, dialog] = useDisclosure(false);
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const isMac = useOs() === 'macos';
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  // An empty ignore list keeps the shortcut working while a text field has the focus.
  useHotkeys([['mod+K', dialog.open]], []);

  const term = query.trim().toLocaleLowerCase();
  // the names as shown, in the user's language; a page is found by its English name too
  const named = pages.map((page) => ({ ...page, label: t(page.label), english: page.label }));
  const matches = (name: string) => name.toLocaleLowerCase().includes(term);
  const results = term ? named.filter((page) => matches(page.label) || matches(page.english)) : named;

  const close = () => {
    dialog.close();
    setQuery('');
  };
  const go = (path: string) => {
    close();
    navigate(path);
  };

  return (
    <>
      <Button
        variant="default"
        onClick={dialog.open}
        leftSection={<IconSearch size={18} />}
        rightSection={
          <Kbd size="xs" visibleFrom="sm">
            {/* the key as printed on the keyboard: Strg on German ones */}
            {isMac ? '⌘' : t('Ctrl')} + K
          </Kbd>
        }
        aria-keyshortcuts="Control+K Meta+K"
      >
        {t('Search')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('Search pages')}
        size="lg"
        fullScreen={isMobile}
        closeButtonProps={{ 'aria-label': t('Close search') }}
      >
        <TextInput
          data-autofocus
          aria-label={t('Search pages')}
          placeholder={t('Type a page name...')}
          leftSection={<IconSearch size={18} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            const first = results[0];
            if (event.key === 'Enter' && first) go(first.path);
          }}
        />
        <Stack gap={2} mt="sm" aria-label={t('Pages')}>
          {results.map(({ label, path, icon: Icon }) => (
            <NavLink
              key={path}
              component="button"
              label={label}
              leftSection={<Icon size={20} stroke={1.6} />}
              onClick={() => go(path)}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
          {results.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {t('No pages found!')}
            </Text>
          ) : null}
        </Stack>
        <Text size="xs" c="dimmed" ta="center" mt="md">
          {t('Press ESC key or click X button to close')}
        </Text>
      </Modal>
    </>
  );
}
