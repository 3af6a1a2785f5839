import { ActionIcon, Anchor, AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import type { TSessionUser } from '@opentab/shared';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { APP_NAME } from '../../lib/constants';
import type { TNavSection } from '../../lib/nav';
import { ConfirmDialogs } from './ConfirmDialogs';
import { Sidebar } from './Sidebar';

type TProps = {
  user: TSessionUser;
  sections: readonly TNavSection[];
  homePath: string;
  /** localStorage key remembering the collapsed sidebar on this device. */
  collapsedKey: string;
  headerActions?: ReactNode;
  userMenu: ReactNode;
};

/** The signed-in frame shared by the business and superadmin areas: header, sidebar, page. */
export function AppFrame({ user, sections, homePath, collapsedKey, headerActions, userMenu }: TProps) {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: collapsedKey,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const iconOnly = collapsed && !isMobile;

  return (
    <>
      {/* The confirm dialogs (lib/confirm.tsx, `modals.open…`) of the signed-in pages, the only ones that ask. */}
      <ConfirmDialogs />
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: collapsed ? 80 : 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Burger
                opened={mobileOpened}
                onClick={mobile.toggle}
                hiddenFrom="sm"
                aria-label="Toggle navigation"
              />
              <ActionIcon
                visibleFrom="sm"
                variant="subtle"
                color="gray"
                size="lg"
                onClick={() => setCollapsed((value) => !value)}
                aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              >
                {collapsed ? (
                  <IconLayoutSidebarLeftExpand size={22} />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={22} />
                )}
              </ActionIcon>
              <Anchor component={Link} to={homePath} underline="never" c="inherit">
                <Text fw={800} size="xl">
                  {APP_NAME}
                </Text>
              </Anchor>
            </Group>
            <Group gap="sm" wrap="nowrap">
              {headerActions}
              {userMenu}
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label="Main navigation">
          <Sidebar user={user} sections={sections} iconOnly={iconOnly} onNavigate={mobile.close} />
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </>
  );
}
