import { Group, NavLink, Paper, Select, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { t } from '../../lib/i18n';
import { SETTINGS_PAGES } from '../../lib/nav';

/** The settings page of a path: the longest matching one, so categories is not also "Menu Items". */
function activePath(pathname: string): string | undefined {
  return SETTINGS_PAGES.filter((page) => pathname === page.path || pathname.startsWith(`${page.path}/`))
    .map((page) => page.path)
    .sort((a, b) => b.length - a.length)[0];
}

function SideMenu({ active }: { active: string | undefined }) {
  return (
    <Paper withBorder radius="md" p="xs" w={220} style={{ flexShrink: 0, position: 'sticky', top: 80 }}>
      <Stack gap={2} component="nav" aria-label={t('Settings')}>
        {SETTINGS_PAGES.map((page) => {
          const Icon = page.icon;
          return (
            <NavLink
              key={page.path}
              component={Link}
              to={page.path}
              label={t(page.menuLabel)}
              leftSection={<Icon size={20} stroke={1.6} />}
              active={page.path === active}
              ps={page.nested ? 'xl' : undefined}
              styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}

/** The select's pages, in the viewer's language (built at render: the labels follow a language change). */
function selectData() {
  return SETTINGS_PAGES.map((page) => ({
    value: page.path,
    label: page.nested ? t('Menu Items › {page}', { page: t(page.menuLabel) }) : t(page.menuLabel),
  }));
}

/**
 * /dashboard/settings/*: the side menu of spec 02 beside the page; a select above it where space is short.
 * The page keeps its place in the tree either way, so crossing the width (a tablet turned) keeps its state.
 */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 75em)', false, { getInitialValueInEffect: false });
  const active = activePath(pathname);

  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      {wide ? <SideMenu active={active} /> : null}
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        {wide ? null : (
          <Select
            aria-label={t('Settings page')}
            data={selectData()}
            value={active ?? null}
            onChange={(path) => path && navigate(path)}
            allowDeselect={false}
            maw={360}
          />
        )}
        <Outlet />
      </Stack>
    </Group>
  );
}
