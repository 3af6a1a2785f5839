import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Kbd,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { TMenuItemOptionResponse, TMenuTranslations, TPosMenuItem } from '@opentab/shared';
import { IconFilter, IconKeyboard, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { t } from '../../lib/i18n';
import { lazyDialog } from '../../lib/lazy-page';
import { menuTitle } from '../../lib/menu-title';
import { MenuItemCard } from './MenuItemCard';
import { ALL_CATEGORIES, filterMenuItems, hasOptions } from './menu-filter';
import { isTypingTarget } from './pos-shortcuts';

const ItemOptionsDialog = lazyDialog(() => import('./ItemOptionsDialog'), 'ItemOptionsDialog');
const MenuFiltersDialog = lazyDialog(() => import('./MenuFiltersDialog'), 'MenuFiltersDialog');
const PosShortcutsDialog = lazyDialog(() => import('./PosShortcutsDialog'), 'PosShortcutsDialog');

type TProps = {
  items: TPosMenuItem[];
  categories: { id: string; title: string; translations?: TMenuTranslations | undefined }[];
  currency: string;
  onAdd: (
    item: TPosMenuItem,
    variant: TMenuItemOptionResponse | null,
    addons: TMenuItemOptionResponse[],
  ) => void;
  /** issue 27: items whose recipe cannot be made once; with isShortRefused they cannot be added */
  soldOutIds?: readonly string[] | undefined;
  isShortRefused?: boolean;
};

/** Cards narrower than this put their Add button under the text. */
const WIDE_CARD_PX = 300;

/**
 * The left area: category filter, title search and the two-column item grid, which scrolls on its own.
 * Keyboard (issue 16): `/` focuses the search, Enter adds the only match (or opens its options), Esc clears.
 */
export function MenuPanel({ items, categories, currency, onAdd, soldOutIds = [], isShortRefused }: TProps) {
  const [categoryId, setCategoryId] = useState(ALL_CATEGORIES);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<'filters' | 'shortcuts' | null>(null);
  const [choosing, setChoosing] = useState<TPosMenuItem | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const grid = useElementSize();

  const visible = filterMenuItems(items, { categoryId, search });
  const category = categories.find((c) => c.id === categoryId);
  const isNarrowCard = grid.width > 0 && grid.width / 2 < WIDE_CARD_PX;

  const add = (item: TPosMenuItem) => {
    if (isShortRefused && soldOutIds.includes(item.id)) return;
    if (hasOptions(item)) setChoosing(item);
    else onAdd(item, null, []);
  };

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      // Not while typing elsewhere or while a dialog has the page.
      if (isTypingTarget(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      searchRef.current?.focus();
      searchRef.current?.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (search) setSearch('');
      else searchRef.current?.blur();
    } else if (event.key === 'Enter' && search.trim() && visible.length === 1 && visible[0]) {
      event.preventDefault();
      // The next item can be typed at once; an item with options opens its dialog first.
      add(visible[0]);
      setSearch('');
    }
  };

  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconFilter size={18} />}
          onClick={() => setDialog('filters')}
          style={{ flexShrink: 0 }}
        >
          {t('Filters')}
        </Button>
        <TextInput
          ref={searchRef}
          aria-label={t('Search items')}
          aria-keyshortcuts="/"
          placeholder={t('Search items')}
          leftSection={<IconSearch size={18} />}
          rightSection={<Kbd size="xs">/</Kbd>}
          rightSectionPointerEvents="none"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          onKeyDown={onSearchKeyDown}
          style={{ flexGrow: 1 }}
        />
        <ActionIcon
          variant="default"
          size="input-sm"
          onClick={() => setDialog('shortcuts')}
          aria-label={t('Keyboard shortcuts')}
          title={t('Keyboard shortcuts')}
        >
          <IconKeyboard size={20} />
        </ActionIcon>
      </Group>
      {category ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('Category:')}
          </Text>
          <Badge variant="light" size="lg">
            {menuTitle(category)}
          </Badge>
          <Button variant="subtle" size="compact-sm" onClick={() => setCategoryId(ALL_CATEGORIES)}>
            {t('Show all')}
          </Button>
        </Group>
      ) : null}
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} data-testid="menu-grid">
        {visible.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {items.length === 0
              ? t('No menu items yet! Add them in Settings > Menu Items.')
              : t('No items found!')}
          </Text>
        ) : (
          <SimpleGrid ref={grid.ref} cols={2} spacing="xs" verticalSpacing="xs">
            {visible.map((item) => (
              <MenuItemCard
                key={item.id}
                item={item}
                currency={currency}
                isNarrow={isNarrowCard}
                onAdd={add}
                soldOut={soldOutIds.includes(item.id) ? (isShortRefused ? 'refused' : 'warn') : undefined}
              />
            ))}
          </SimpleGrid>
        )}
      </Box>
      {dialog === 'filters' ? (
        <MenuFiltersDialog
          categories={categories}
          categoryId={categoryId}
          onClose={() => setDialog(null)}
          onApply={(id) => {
            setCategoryId(id);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'shortcuts' ? <PosShortcutsDialog onClose={() => setDialog(null)} /> : null}
      {choosing ? (
        <ItemOptionsDialog
          item={choosing}
          currency={currency}
          onClose={() => setChoosing(null)}
          onAdd={(variant, addons) => {
            onAdd(choosing, variant, addons);
            setChoosing(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
