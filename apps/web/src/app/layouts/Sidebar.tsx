import {
  AppShell,
  Avatar,
  Box,
  Divider,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { TSessionUser } from '@opentab/shared';
import { Link, useLocation } from 'react-router';
import { initialsOf } from '../../lib/format';
import { t } from '../../lib/i18n';
import type { TNavLink, TNavSection } from '../../lib/nav';
import { roleLabel } from '../../lib/role-label';

type TProps = {
  user: TSessionUser;
  sections: readonly TNavSection[];
  /** Desktop sidebar collapsed to icons. */
  iconOnly: boolean;
  onNavigate: () => void;
};

function isActive(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function UserSummary({ user, iconOnly }: Pick<TProps, 'user' | 'iconOnly'>) {
  const avatar = (
    <Avatar src={user.photo} alt={user.name} radius="xl" color="teal">
      {initialsOf(user.name)}
    </Avatar>
  );
  if (iconOnly) {
    return (
      <Tooltip label={user.name} position="right">
        <Box mx="auto">{avatar}</Box>
      </Tooltip>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap" data-testid="sidebar-user">
      {avatar}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} truncate>
          {user.name}
        </Text>
        <Text size="xs" fw={700} c="teal">
          {roleLabel(user.role)}
        </Text>
        {user.designation ? (
          <Text size="xs" c="dimmed" truncate>
            {user.designation}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

function SidebarLink({
  link,
  iconOnly,
  active,
  onNavigate,
}: { link: TNavLink; active: boolean } & Pick<TProps, 'iconOnly' | 'onNavigate'>) {
  const Icon = link.icon;
  const label = t(link.label);
  const item = (
    <NavLink
      component={Link}
      to={link.path}
      label={iconOnly ? undefined : label}
      aria-label={label}
      leftSection={<Icon size={22} stroke={1.6} />}
      active={active}
      onClick={onNavigate}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
    />
  );
  return iconOnly ? (
    <Tooltip label={label} position="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
}

export function Sidebar({ user, sections, iconOnly, onNavigate }: TProps) {
  const { pathname } = useLocation();
  return (
    <>
      <AppShell.Section pb="sm">
        <UserSummary user={user} iconOnly={iconOnly} />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea}>
        {sections.map((section) => (
          <Box key={section.title} mt="sm">
            {iconOnly ? (
              <Divider my="xs" />
            ) : (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                {t(section.title)}
              </Text>
            )}
            {section.links.map((link) => (
              <SidebarLink
                key={link.path}
                link={link}
                iconOnly={iconOnly}
                active={isActive(pathname, link.path)}
                onNavigate={onNavigate}
              />
            ))}
          </Box>
        ))}
      </AppShell.Section>
    </>
  );
}
