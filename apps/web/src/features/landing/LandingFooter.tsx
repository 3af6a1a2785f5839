import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { APP_NAME, APP_VERSION } from '../../lib/constants';
import { msg, t } from '../../lib/i18n';

// The spec allows placeholders for the policy pages.
const POLICY_LINKS = [msg('Privacy Policy'), msg('Refund Policy'), msg('Terms and Conditions')];

export function LandingFooter() {
  return (
    <Box component="footer" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="sm">
          <Text c="dimmed" size="sm">
            {t('© {year} {app} · Version {version}', {
              year: String(new Date().getFullYear()),
              app: APP_NAME,
              version: APP_VERSION,
            })}
          </Text>
          <Group gap="md">
            {POLICY_LINKS.map((label) => (
              <Anchor key={label} href="#" c="dimmed" size="sm" py={10}>
                {t(label)}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
