import { ActionIcon, Anchor, AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import type { TSessionUser } from '@opentab/shared';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import type { TNavSection } from '../../lib/nav';
import { ConfirmDialogs } from './ConfirmDialogs';
import { Sidebar } from './Sidebar';

type TProps = {
  user: TSessionUser;
  sections: readonly TNavSection[];
  homePath: string;
  /** localStorage key remembering the collapsed sidebar on this device. */
  collapsedKey: string;
  /** a page that needs the width (the POS): the sidebar shows icons only on screens narrower than 1200 px */
  compactBelow1200?: boolean;
  headerActions?: ReactNode;
  /** shown above every page (the business area's "needs the network" notice, issue 25) */
  notice?: ReactNode;
  userMenu: ReactNode;
};

/** The signed-in frame shared by the business and superadmin areas: header, sidebar, page. */
export function AppFrame(props: TProps) {
  const {
    user,
    sections,
    homePath,
    collapsedKey,
    compactBelow1200 = false,
    headerActions,
    notice,
    userMenu,
  } = props;
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: collapsedKey,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  // Mantine's `sm` (48em) shows the desktop sidebar from 768 px on: below it, the burger's drawer.
  const isMobile = useMediaQuery('(max-width: 47.99em)') ?? false;
  const isNarrow = useMediaQuery('(max-width: 74.99em)') ?? false;
  // A tablet (768–1199 px) gives the POS's menu and cart the width a 260 px sidebar would take, unless the
  // user opens it here (until the page changes); the remembered choice stays the user's own.
  const [openedHere, setOpenedHere] = useState(false);
  const compact = compactBelow1200 && isNarrow && !openedHere;
  const iconOnly = (collapsed || compact) && !isMobile;
  useEffect(() => {
    if (!compactBelow1200) setOpenedHere(false);
  }, [compactBelow1200]);
  const toggleSidebar = () => {
    if (!iconOnly) return setCollapsed(true);
    setCollapsed(false);
    if (compact) setOpenedHere(true);
  };

  return (
    <>
      {/* The confirm dialogs (lib/confirm.tsx, `modals.open…`) of the signed-in pages, the only ones that ask. */}
      <ConfirmDialogs />
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: iconOnly ? 80 : 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Burger
                opened={mobileOpened}
                onClick={mobile.toggle}
                hiddenFrom="sm"
                aria-label={t('Toggle navigation')}
              />
              <ActionIcon
                visibleFrom="sm"
                variant="subtle"
                color="gray"
                size="lg"
                onClick={toggleSidebar}
                aria-label={iconOnly ? t('Expand sidebar') : t('Collapse sidebar')}
              >
                {iconOnly ? (
                  <IconLayoutSidebarLeftExpand size={22} className="opentab-flip-rtl" />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={22} className="opentab-flip-rtl" />
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
        <AppShell.Navbar p="sm" aria-label={t('Main navigation')}>
          <Sidebar user={user} sections={sections} iconOnly={iconOnly} onNavigate={mobile.close} />
        </AppShell.Navbar>
        <AppShell.Main>
          {notice}
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </>
  );
}
