import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { APP_NAME, APP_VERSION } from '../../lib/constants';

// The spec allows placeholders for the policy pages.
const POLICY_LINKS = ['Privacy Policy', 'Refund Policy', 'Terms and Conditions'];

export function LandingFooter() {
  return (
    <Box component="footer" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="sm">
          <Text c="dimmed" size="sm">
            © {new Date().getFullYear()} {APP_NAME} · Version {APP_VERSION}
          </Text>
          <Group gap="md">
            {POLICY_LINKS.map((label) => (
              <Anchor key={label} href="#" c="dimmed" size="sm" py={10}>
                {label}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
