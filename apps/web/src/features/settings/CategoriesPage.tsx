import { Anchor, Breadcrumbs, Switch } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { CategoryDialog } from './CategoryDialog';
import { CATEGORIES } from './categories-api';
import { RecordsPage } from './RecordsPage';
import { MENU_ITEMS_KEY, SETTINGS_KEYS } from './settings-keys';
import { useChangeVisibility } from './visibility-api';

export function CategoriesPage() {
  // the menu list shows the items of a hidden category as they are: it reloads for their category titles
  const visibility = useChangeVisibility('/settings/categories', SETTINGS_KEYS.categories, [MENU_ITEMS_KEY]);
  return (
    <RecordsPage
      resource={CATEGORIES}
      title={t('Categories')}
      description={t(
        'Group the menu for the POS and the QR menu. Switching one off hides it and its items there; deleting one leaves its items without a category.',
      )}
      emptyText={t('No categories found! Add one with New.')}
      deleteTitle={t('Delete category')}
      columns={[{ header: t('Title'), render: (row) => row.title }]}
      rowControls={(row) => (
        <Switch
          aria-label={t('{title} on the menu', { title: row.title })}
          checked={row.is_enabled === 1}
          disabled={visibility.isPending && visibility.variables?.id === row.id}
          onChange={(event) => visibility.mutate({ id: row.id, isEnabled: event.currentTarget.checked })}
          size="md"
        />
      )}
      breadcrumbs={
        <Breadcrumbs component="nav" aria-label={t('Breadcrumb')} separatorMargin={6}>
          <Anchor component={Link} to="/dashboard/settings/menu-items">
            {t('Menu Items')}
          </Anchor>
          <span>{t('Categories')}</span>
        </Breadcrumbs>
      }
      dialog={(category, close) => <CategoryDialog category={category} onClose={close} />}
    />
  );
}
