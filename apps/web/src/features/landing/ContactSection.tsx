import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { SUPPORT_EMAIL } from '../../lib/constants';

export function ContactSection() {
  return (
    <Container size="md" py={{ base: 48, sm: 80 }} id="contact" data-anchor-section>
      <Stack align="center" ta="center" gap="md">
        <Title order={2} fz={{ base: 28, sm: 36 }}>
          Questions?
        </Title>
        <Text c="dimmed" maw={520}>
          Write to {SUPPORT_EMAIL} and we will get back to you within 24 hours.
        </Text>
        <Button component="a" href={`mailto:${SUPPORT_EMAIL}`} size="md" leftSection={<IconMail size={18} />}>
          Contact us
        </Button>
      </Stack>
    </Container>
  );
}
