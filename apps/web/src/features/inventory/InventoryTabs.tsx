import { Button, Group } from '@mantine/core';
import { PAGES } from '@opentab/shared';
import { Link } from 'react-router';
import { msg, t } from '../../lib/i18n';

const TABS = [
  { path: PAGES.inventory.path, label: msg('Stock') },
  { path: PAGES['inventory-dashboard'].path, label: msg('Dashboard') },
  { path: PAGES['inventory-logs'].path, label: msg('Logs') },
] as const;

/** The three inventory screens, one click apart. */
export function InventoryTabs({ current }: { current: (typeof TABS)[number]['path'] }) {
  return (
    <Group gap="xs" component="nav" aria-label={t('Inventory')}>
      {TABS.map((tab) => (
        <Button
          key={tab.path}
          component={Link}
          to={tab.path}
          size="xs"
          variant={tab.path === current ? 'filled' : 'default'}
          aria-current={tab.path === current ? 'page' : undefined}
        >
          {t(tab.label)}
        </Button>
      ))}
    </Group>
  );
}
