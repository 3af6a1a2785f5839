import { Anchor, Breadcrumbs } from '@mantine/core';
import { Link } from 'react-router';
import { CategoryDialog } from './CategoryDialog';
import { CATEGORIES } from './categories-api';
import { RecordsPage } from './components/RecordsPage';

export function CategoriesPage() {
  return (
    <RecordsPage
      resource={CATEGORIES}
      title="Categories"
      description="Group the menu for the POS and the QR menu. Deleting one leaves its items without a category."
      emptyText="No categories found! Add one with New."
      noun="category"
      columns={[{ header: 'Title', render: (row) => row.title }]}
      breadcrumbs={
        <Breadcrumbs component="nav" aria-label="Breadcrumb" separatorMargin={6}>
          <Anchor component={Link} to="/dashboard/settings/menu-items">
            Menu Items
          </Anchor>
          <span>Categories</span>
        </Breadcrumbs>
      }
      dialog={(category, close) => <CategoryDialog category={category} onClose={close} />}
    />
  );
}
