import { Badge, Group, Text } from '@mantine/core';
import { t } from '../../lib/i18n';
import { CATEGORIES } from './categories-api';
import { KitchenStationDialog } from './KitchenStationDialog';
import { RecordsPage } from './RecordsPage';
import { useSettingsList } from './settings-crud';
import { KITCHEN_STATIONS, usePrinterChoices } from './stations-api';

/** Settings → Kitchen stations (issue 26): which station makes which categories, and its ticket printer. */
export function KitchenStationsPage() {
  const categories = useSettingsList(CATEGORIES);
  const printers = usePrinterChoices();
  const categoryTitle = new Map((categories.data ?? []).map((c) => [c.id, c.title]));
  const printerName = new Map((printers.data ?? []).map((p) => [p.id, p.name]));
  return (
    <RecordsPage
      resource={KITCHEN_STATIONS}
      title={t('Kitchen Stations')}
      description={t(
        'Each station sees only the items of its categories; items of other categories go to the default station.',
      )}
      emptyText={t('No kitchen stations yet. Add one with New; until then the kitchen sees every item.')}
      deleteTitle={t('Delete kitchen station')}
      columns={[
        {
          header: t('Name'),
          render: (row) => (
            <Group gap="xs" wrap="nowrap">
              <span>{row.name}</span>
              {row.isDefault ? (
                <Badge variant="light" size="sm">
                  {t('Default')}
                </Badge>
              ) : null}
            </Group>
          ),
        },
        {
          header: t('Categories'),
          render: (row) =>
            row.categoryIds.length > 0 ? (
              row.categoryIds
                .map((id) => categoryTitle.get(id))
                .filter((title) => title !== undefined)
                .join(', ')
            ) : (
              <Text span size="sm" c="dimmed">
                {row.isDefault ? t('Everything no other station makes') : t('No categories')}
              </Text>
            ),
        },
        {
          header: t('Ticket printer'),
          render: (row) => (row.printerId ? (printerName.get(row.printerId) ?? '') : t('No printer')),
        },
      ]}
      dialog={(station, close) => <KitchenStationDialog station={station} onClose={close} />}
    />
  );
}
