import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { TSessionUser } from '@opentab/shared';
import { IconChevronDown, IconLogout, type TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DANGER_TEXT } from '../../lib/colors';
import { initialsOf } from '../../lib/format';
import { t } from '../../lib/i18n';

/** `label`: an English text marked with msg(), shown through t(). */
export type TUserMenuLink = { label: string; to: string; icon: TablerIcon };

type TProps = { user: TSessionUser; links: readonly TUserMenuLink[]; onSignOut: () => void };

export function UserMenu({ user, links, onSignOut }: TProps) {
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        {/* The label repeats what is seen (initials, name) so voice control finds it by that (WCAG 2.5.3). */}
        <UnstyledButton
          aria-label={t('{initials} {name}, user menu', { initials: initialsOf(user.name), name: user.name })}
          style={{ minHeight: 44, borderRadius: 8 }}
          px={4}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.photo} alt={user.name} radius="xl" size="md" color="teal">
              {initialsOf(user.name)}
            </Avatar>
            {/* Not drawn inside the flex row; keeps the read-out text "AB Name", not "ABName". */}{' '}
            <Text fw={500} visibleFrom="md" maw={160} truncate>
              {user.name}
            </Text>
            <IconChevronDown size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map(({ label, to, icon: Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={18} />}>
            {t(label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item c={DANGER_TEXT} leftSection={<IconLogout size={18} />} onClick={onSignOut}>
          {t('Logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
