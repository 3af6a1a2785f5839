import { Anchor, Breadcrumbs, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { combineQueries, QueryState } from '../../components/QueryState/QueryState';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { MenuItemEditForm } from './MenuItemEditForm';
import { MenuItemRecipeSection } from './MenuItemRecipeSection';
import { MenuItemSummary } from './MenuItemSummary';
import { MenuOptionsSection } from './MenuOptionsSection';
import { useMenuItem } from './menu-api';
import { LOAD_DETAILS_FAILED } from './settings-messages';
import { useStoreCurrency } from './use-store-currency';

export function MenuItemDetailPage() {
  const { id = '' } = useParams();
  const item = useMenuItem(id);
  const currency = useStoreCurrency();
  useDocumentTitle(`${item.data?.title ?? t('Menu Item')} · ${APP_NAME}`);

  return (
    <Stack gap="lg">
      <Breadcrumbs component="nav" aria-label={t('Breadcrumb')} separatorMargin={6}>
        <Anchor component={Link} to="/dashboard/settings">
          {t('Settings')}
        </Anchor>
        <Anchor component={Link} to="/dashboard/settings/menu-items">
          {t('Menu Items')}
        </Anchor>
        <Text>{item.data?.title ?? '…'}</Text>
      </Breadcrumbs>
      <QueryState
        query={combineQueries(item, currency)}
        errorText={t(LOAD_DETAILS_FAILED)}
        skeleton={<Skeleton h={420} radius="md" />}
      >
        {([data, storeCurrency]) => (
          <Stack gap="lg">
            <Title order={1} fz={26}>
              {data.title}
            </Title>
            <SimpleGrid minColWidth={300}>
              <MenuItemSummary item={data} currency={storeCurrency} />
              {/* Remounts with the saved values after a save, not after a photo or variant change. */}
              <MenuItemEditForm
                key={[
                  data.title,
                  data.price,
                  data.net_price,
                  data.category_id,
                  data.tax_id,
                  JSON.stringify(data.translations ?? {}),
                ].join('|')}
                item={data}
                currency={storeCurrency}
              />
            </SimpleGrid>
            <MenuOptionsSection
              kind="variants"
              itemId={data.id}
              options={data.variants}
              currency={storeCurrency}
            />
            <MenuOptionsSection
              kind="addons"
              itemId={data.id}
              options={data.addons}
              currency={storeCurrency}
            />
            <MenuItemRecipeSection item={data} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
