import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';

export function HeroSection() {
  return (
    <Container size="md" py={{ base: 56, sm: 96 }}>
      <Stack align="center" ta="center" gap="lg">
        <Badge variant="light" size="lg">
          {t('Cafe. Restaurant. Hotel. Bar.')}
        </Badge>
        <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.15}>
          {t('Run your floor from one simple point of sale')}
        </Title>
        <Text size="lg" c="dimmed" maw={620}>
          {t(
            'Take orders, send them to the kitchen, collect payments and follow every ticket live, on any tablet or computer you already own.',
          )}
        </Text>
        <Group justify="center" gap="md">
          <Button component={Link} to="/login" size="lg">
            {t('Get Started')}
          </Button>
          <Button component="a" href="#pricing" size="lg" variant="default">
            {t('View Pricing')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
