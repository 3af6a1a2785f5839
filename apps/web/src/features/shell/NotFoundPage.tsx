import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';

export function NotFoundPage() {
  useDocumentTitle(`${t('Page not found')} · ${APP_NAME}`);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('Page not found')}</Title>
        <Text c="dimmed">{t('The page you are looking for does not exist or has moved.')}</Text>
        <Button component={Link} to="/">
          {t('Go to home page')}
        </Button>
      </Stack>
    </Container>
  );
}
