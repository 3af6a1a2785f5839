import { Button, Stack } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconCategory, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CardGrid, CardGridSkeleton } from '../../components/CardGrid/CardGrid';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { combineQueries, QueryState } from '../../components/QueryState/QueryState';
import { confirmDelete } from '../../lib/confirm';
import { APP_NAME } from '../../lib/constants';
import { formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';
import { MenuItemCard } from './MenuItemCard';
import { MenuItemDialog } from './MenuItemDialog';
import { useDeleteMenuItem, useMenuItems } from './menu-api';
import { MENU_ITEMS_KEY } from './settings-keys';
import { LOAD_LIST_FAILED } from './settings-messages';
import { useStoreCurrency } from './use-store-currency';
import { useChangeVisibility } from './visibility-api';

export function MenuItemsPage() {
  useDocumentTitle(`${t('Menu Items')} · ${APP_NAME}`);
  const currency = useStoreCurrency();
  const items = useMenuItems();
  const remove = useDeleteMenuItem();
  const visibility = useChangeVisibility('/menu-items', MENU_ITEMS_KEY);
  const [adding, dialog] = useDisclosure(false);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Menu Items')}
        description={t(
          'What the POS and the QR menu offer. Open an item for its photo, variants and addons.',
        )}
        actions={
          <>
            <Button
              component={Link}
              to="/dashboard/settings/menu-items/categories"
              variant="default"
              leftSection={<IconCategory size={18} />}
            >
              {t('Categories')}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={dialog.open} disabled={!currency.data}>
              {t('New')}
            </Button>
          </>
        }
      />
      <QueryState
        query={combineQueries(items, currency)}
        errorText={t(LOAD_LIST_FAILED)}
        emptyText={t('No menu items found! Add your first item with New.')}
        isEmpty={([rows]) => rows.length === 0}
        skeleton={<CardGridSkeleton height={260} />}
      >
        {([rows, { cc }]) => (
          <CardGrid>
            {rows.map((item) => (
              <MenuItemCard
                key={item.id}
                item={item}
                price={formatPrice(item.price, cc)}
                onDelete={() =>
                  confirmDelete({ title: t('Delete menu item'), onConfirm: () => remove.mutate(item.id) })
                }
                deleting={remove.isPending && remove.variables === item.id}
                onVisibilityChange={(isEnabled) => visibility.mutate({ id: item.id, isEnabled })}
                changingVisibility={visibility.isPending && visibility.variables?.id === item.id}
              />
            ))}
          </CardGrid>
        )}
      </QueryState>
      {adding && currency.data ? <MenuItemDialog currency={currency.data} onClose={dialog.close} /> : null}
    </Stack>
  );
}
