import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCategory,
  IconChefHat,
  IconCreditCard,
  IconDeviceTablet,
  IconLayout,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { msg, t } from '../../lib/i18n';

const FEATURES = [
  {
    icon: IconLayout,
    title: msg('Minimal Interface'),
    text: msg('A clean screen your staff learns in minutes, built for touch and busy shifts.'),
  },
  {
    icon: IconDeviceTablet,
    title: msg('POS for Orders'),
    text: msg('Build orders from your menu, attach customers, pick a table and a dining option.'),
  },
  {
    icon: IconCategory,
    title: msg('Categories & Variants'),
    text: msg('Organise the menu in categories, with sizes, variants and add-ons for every item.'),
  },
  {
    icon: IconToolsKitchen2,
    title: msg('Send Orders to Kitchen'),
    text: msg('Orders reach the kitchen the moment they are placed, each with its own token number.'),
  },
  {
    icon: IconCreditCard,
    title: msg('Accept Payments'),
    text: msg('Collect payment with your own payment types and print receipts and tokens.'),
  },
  {
    icon: IconChefHat,
    title: msg('Live Kitchen Updates'),
    text: msg('Follow every item from preparing to served, updated live on every screen.'),
  },
];

export function FeaturesSection() {
  return (
    <Container size="lg" py={{ base: 48, sm: 80 }} id="features" data-anchor-section>
      <Stack gap="xl">
        <Stack gap="xs" ta="center" align="center">
          <Title order={2} fz={{ base: 28, sm: 36 }}>
            {t('Everything the floor needs')}
          </Title>
          <Text c="dimmed" maw={560}>
            {t('From the first order to the last receipt of the day.')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card key={title} withBorder radius="lg" padding="lg">
              <ThemeIcon size={48} radius="md" variant="light">
                <Icon size={26} />
              </ThemeIcon>
              <Text fw={700} size="lg" mt="md">
                {t(title)}
              </Text>
              <Text c="dimmed" mt={4}>
                {t(text)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
