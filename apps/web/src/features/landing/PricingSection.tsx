import { Box, Button, Card, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PLAN_FEATURES, PLAN_PRICE_USD } from '../../lib/constants';
import { t } from '../../lib/i18n';

export function PricingSection() {
  return (
    <Box bg="var(--mantine-color-gray-0)" id="pricing" data-anchor-section>
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Stack align="center" gap="xl">
          <Stack gap="xs" ta="center" align="center">
            <Title order={2} fz={{ base: 28, sm: 36 }}>
              {t('Simple pricing')}
            </Title>
            <Text c="dimmed">{t('One plan with everything included.')}</Text>
          </Stack>
          <Card withBorder radius="lg" padding="xl" w="100%" maw={380} shadow="sm">
            <Stack gap="lg">
              <Group gap={6} align="baseline" justify="center">
                <Text fz={48} fw={800} lh={1}>
                  ${PLAN_PRICE_USD}
                </Text>
                <Text c="dimmed" size="lg">
                  {t('/ month')}
                </Text>
              </Group>
              <List
                spacing="sm"
                icon={
                  <ThemeIcon size={22} radius="xl">
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                {PLAN_FEATURES.map((feature) => (
                  <List.Item key={feature}>{t(feature)}</List.Item>
                ))}
              </List>
              <Button component={Link} to="/register" size="md" fullWidth>
                {t('Get Started')}
              </Button>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </Box>
  );
}
