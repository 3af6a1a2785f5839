import { Alert, Group } from '@mantine/core';
import { homePathFor, PAGES } from '@opentab/shared';
import { IconDevices, IconHeadset, IconUserCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useMatch } from 'react-router';
import { OfflineStatus } from '../../components/OfflineStatus/OfflineStatus';
import { useSessionSync } from '../../features/profile/use-session-sync';
import { msg, t } from '../../lib/i18n';
import { BUSINESS_SIDEBAR, searchPages, visibleSections } from '../../lib/nav';
import { useReachable } from '../../lib/offline/use-outbox';
import { toPrincipal, useSessionUser } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
import { AppFrame } from './AppFrame';
import { PageSearch } from './PageSearch';
import { type TUserMenuLink, UserMenu } from './UserMenu';

const MENU_LINKS: readonly TUserMenuLink[] = [
  { label: msg('Profile'), to: PAGES.profile.path, icon: IconUserCircle },
  { label: msg('My Devices'), to: PAGES.devices.path, icon: IconDevices },
  { label: msg('Support'), to: PAGES['contact-support'].path, icon: IconHeadset },
];

export function BusinessLayout() {
  const user = useSessionUser();
  const signOut = useSignOut('business');
  useSessionSync();
  const onPos = useMatch(PAGES.pos.path) !== null;
  // the Orders and Kitchen screens list this device's offline orders themselves (issue 25)
  const onOrders = useMatch(PAGES.orders.path) !== null;
  const onKitchen = useMatch(PAGES.kitchen.path) !== null;
  const onLiveOrders = onOrders || onKitchen;
  const reachable = useReachable();
  const tenantId = user?.tenantId ?? null;
  // issue 25: orders this device made offline go to the server from any page of the business, once signed in
  // (its code loads after the first paint)
  useEffect(() => {
    if (!tenantId) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('../../lib/offline/replay').then(({ startReplay }) => {
      if (!left) stop = startReplay(tenantId);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [tenantId]);
  if (!user) return null; // the route guard has already redirected

  const principal = toPrincipal(user);
  const sections = visibleSections(principal, BUSINESS_SIDEBAR);
  const pages = searchPages(principal);

  return (
    <AppFrame
      user={user}
      sections={sections}
      homePath={homePathFor(principal)}
      collapsedKey="opentab_sidebar_collapsed"
      compactBelow1200={onPos}
      headerActions={
        <Group gap="xs" wrap="nowrap">
          {tenantId ? <OfflineStatus tenantId={tenantId} /> : null}
          <PageSearch pages={pages} />
        </Group>
      }
      notice={
        reachable || onPos ? null : (
          <Alert color="orange" mb="md" data-testid="needs-network">
            {onLiveOrders
              ? t('No connection to the server: orders from other devices show again once it answers.')
              : t('No connection to the server: this page needs the network. The POS keeps selling offline.')}
          </Alert>
        )
      }
      userMenu={<UserMenu user={user} links={MENU_LINKS} onSignOut={signOut} />}
    />
  );
}
