import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { SUPPORT_EMAIL } from '../../lib/constants';
import { t } from '../../lib/i18n';

export function ContactSection() {
  return (
    <Container size="md" py={{ base: 48, sm: 80 }} id="contact" data-anchor-section>
      <Stack align="center" ta="center" gap="md">
        <Title order={2} fz={{ base: 28, sm: 36 }}>
          {t('Questions?')}
        </Title>
        <Text c="dimmed" maw={520}>
          {t('Write to {email} and we will get back to you within 24 hours.', { email: SUPPORT_EMAIL })}
        </Text>
        <Button component="a" href={`mailto:${SUPPORT_EMAIL}`} size="md" leftSection={<IconMail size={18} />}>
          {t('Contact us')}
        </Button>
      </Stack>
    </Container>
  );
}
