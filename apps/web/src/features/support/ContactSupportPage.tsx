import { ActionIcon, Button, Card, Group, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { useDocumentTitle, useTimeout } from '@mantine/hooks';
import { MSG } from '@opentab/shared';
import { IconBrandGmail, IconCheck, IconCopy, IconHeadset, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { APP_NAME, SUPPORT_EMAIL } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';

const GMAIL_COMPOSE_URL = `https://mail.google.com/mail/?view=cm&to=${encodeURIComponent(SUPPORT_EMAIL)}`;

/** Used by both the business and the superadmin area. */
export function ContactSupportPage() {
  useDocumentTitle(`${t('Support')} · ${APP_NAME}`);
  const [copied, setCopied] = useState(false);
  const resetCopied = useTimeout(() => setCopied(false), 2000);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(SUPPORT_EMAIL);
      setCopied(true);
      resetCopied.start();
      toastSuccess(t(MSG.copied));
    } catch {
      toastError(t(MSG.somethingWrong));
    }
  };

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} fz={28}>
        {t('Contact Support')}
      </Title>
      <Card withBorder radius="md" padding="xl">
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconHeadset size={30} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={600} size="lg">
                {t("We're here to help")}
              </Text>
              <Text c="dimmed">{t('Write to us and we will reply within 24 hours.')}</Text>
            </Stack>
          </Group>
          <Group gap="xs" wrap="nowrap" p="sm" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 8 }}>
            <Text fw={600} style={{ flex: 1, wordBreak: 'break-all' }} data-testid="support-email">
              {SUPPORT_EMAIL}
            </Text>
            <Tooltip label={copied ? t('Copied') : t('Copy')}>
              <ActionIcon variant="light" size="lg" onClick={copy} aria-label={t('Copy email address')}>
                {copied ? <IconCheck size={20} /> : <IconCopy size={20} />}
              </ActionIcon>
            </Tooltip>
          </Group>
          <Group grow>
            <Button component="a" href={`mailto:${SUPPORT_EMAIL}`} leftSection={<IconMail size={18} />}>
              {t('Open mail app')}
            </Button>
            <Button
              component="a"
              href={GMAIL_COMPOSE_URL}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconBrandGmail size={18} />}
            >
              {t('Open Gmail')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
