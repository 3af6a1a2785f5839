import { Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { TMenuItemOptionResponse, TPosMenuItem } from '@opentab/shared';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ItemOptionsDialog } from './ItemOptionsDialog';
import { MenuFiltersDialog } from './MenuFiltersDialog';
import { MenuItemCard } from './MenuItemCard';
import { ALL_CATEGORIES, filterMenuItems } from './menu-filter';

type TProps = {
  items: TPosMenuItem[];
  categories: { id: string; title: string }[];
  currency: string;
  onAdd: (
    item: TPosMenuItem,
    variant: TMenuItemOptionResponse | null,
    addons: TMenuItemOptionResponse[],
  ) => void;
};

/** The left area: category filter, title search and the two-column item grid. */
export function MenuPanel({ items, categories, currency, onAdd }: TProps) {
  const [categoryId, setCategoryId] = useState(ALL_CATEGORIES);
  const [search, setSearch] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [choosing, setChoosing] = useState<TPosMenuItem | null>(null);

  const visible = filterMenuItems(items, { categoryId, search });
  const category = categories.find((c) => c.id === categoryId);

  const add = (item: TPosMenuItem) => {
    if (item.variants.length > 0 || item.addons.length > 0) setChoosing(item);
    else onAdd(item, null, []);
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconFilter size={18} />}
          onClick={() => setFiltersOpen(true)}
          style={{ flexShrink: 0 }}
        >
          Filters
        </Button>
        <TextInput
          aria-label="Search items"
          placeholder="Search items"
          leftSection={<IconSearch size={18} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flexGrow: 1 }}
        />
      </Group>
      {category ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Category:
          </Text>
          <Badge variant="light" size="lg">
            {category.title}
          </Badge>
          <Button variant="subtle" size="compact-sm" onClick={() => setCategoryId(ALL_CATEGORIES)}>
            Show all
          </Button>
        </Group>
      ) : null}
      {visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {items.length === 0 ? 'No menu items yet! Add them in Settings > Menu Items.' : 'No items found!'}
        </Text>
      ) : (
        <SimpleGrid cols={2} spacing="sm">
          {visible.map((item) => (
            <MenuItemCard key={item.id} item={item} currency={currency} onAdd={add} />
          ))}
        </SimpleGrid>
      )}
      {filtersOpen ? (
        <MenuFiltersDialog
          categories={categories}
          categoryId={categoryId}
          onClose={() => setFiltersOpen(false)}
          onApply={(id) => {
            setCategoryId(id);
            setFiltersOpen(false);
          }}
        />
      ) : null}
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
