import { PAGES } from '@opentab/shared';
import { IconHeadset } from '@tabler/icons-react';
import { msg } from '../../lib/i18n';
import { SUPERADMIN_SIDEBAR } from '../../lib/nav';
import { useSessionUser } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
import { AppFrame } from './AppFrame';
import { type TUserMenuLink, UserMenu } from './UserMenu';

const MENU_LINKS: readonly TUserMenuLink[] = [
  { label: msg('Support'), to: PAGES['superadmin-contact-support'].path, icon: IconHeadset },
];

export function SuperadminLayout() {
  const user = useSessionUser();
  const signOut = useSignOut('superadmin');
  if (!user) return null; // the route guard has already redirected

  return (
    <AppFrame
      user={user}
      sections={SUPERADMIN_SIDEBAR}
      homePath={PAGES['superadmin-home'].path}
      collapsedKey="opentab_superadmin_sidebar_collapsed"
      userMenu={<UserMenu user={user} links={MENU_LINKS} onSignOut={signOut} />}
    />
  );
}
