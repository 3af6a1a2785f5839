import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { APP_NAME } from '../../lib/constants';
import { msg, t } from '../../lib/i18n';

const SECTION_LINKS = [
  { label: msg('Features'), href: '#features' },
  { label: msg('Pricing'), href: '#pricing' },
  { label: msg('Contact'), href: '#contact' },
] as const;

function AccountButtons({ onClick }: { onClick?: () => void }) {
  return (
    <>
      <Button component={Link} to="/login" variant="default" onClick={onClick}>
        {t('Login')}
      </Button>
      <Button component={Link} to="/register" onClick={onClick}>
        {t('Get Started')}
      </Button>
    </>
  );
}

export function LandingHeader() {
  const [opened, drawer] = useDisclosure(false);
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 10, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg" h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" c="teal" fw={800} fz={26}>
            {APP_NAME}
          </Anchor>
          <Group gap="lg" visibleFrom="sm" component="nav" aria-label={t('Sections')}>
            {SECTION_LINKS.map((link) => (
              <Anchor key={link.href} href={link.href} c="dark" fw={500} py={10}>
                {t(link.label)}
              </Anchor>
            ))}
          </Group>
          <Group gap="sm" visibleFrom="sm">
            <AccountButtons />
          </Group>
          <Burger opened={opened} onClick={drawer.toggle} hiddenFrom="sm" aria-label={t('Open menu')} />
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        title={<Text fw={800}>{APP_NAME}</Text>}
        hiddenFrom="sm"
        size="100%"
        closeButtonProps={{ 'aria-label': t('Close menu') }}
      >
        <Stack gap="xs" component="nav" aria-label={t('Mobile sections')}>
          {SECTION_LINKS.map((link) => (
            <Button key={link.href} component="a" href={link.href} variant="subtle" onClick={drawer.close}>
              {t(link.label)}
            </Button>
          ))}
          <AccountButtons onClick={drawer.close} />
        </Stack>
      </Drawer>
    </Box>
  );
}
