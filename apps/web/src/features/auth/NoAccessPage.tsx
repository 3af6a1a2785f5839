import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';

export function NoAccessPage() {
  useDocumentTitle(`${t('No access')} · ${APP_NAME}`);
  const navigate = useNavigate();
  // The router keeps the history index in the state; at 0 there is no page of ours to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="md" maw={480}>
        <ThemeIcon size={72} radius="xl" variant="light" color="red">
          <IconLock size={40} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t("Oops! You don't have access to this area!")}
        </Title>
        <Text c="dimmed" size="lg">
          {t('Relogin to check again.')}
        </Text>
        <Button
          size="md"
          leftSection={<IconArrowLeft size={18} className="opentab-flip-rtl" />}
          onClick={() => (canGoBack ? navigate(-1) : navigate('/', { replace: true }))}
        >
          {t('Go back')}
        </Button>
      </Stack>
    </Center>
  );
}
