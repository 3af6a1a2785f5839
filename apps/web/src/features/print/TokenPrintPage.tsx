import { Alert, Container, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';
import { PrintSheet } from './PrintSheet';
import { usePrintWhenReady } from './use-print-when-ready';

/** The paper widths of the print settings; anything else prints at the default 80 mm. */
const PAGE_WIDTHS_MM = [80, 57];

/**
 * /print-token?token=N&width=57: "Token No." N and the current date/time, as wide as the print settings'
 * page format (80 mm unless given), printed 400 ms after load.
 */
export function TokenPrintPage() {
  useDocumentTitle(t('Token'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const valid = /^\d{1,6}$/.test(token);
  const width = Number(params.get('width'));
  const [printedAt] = useState(() => formatDateTime(new Date().toISOString()));
  usePrintWhenReady(valid);

  if (!valid) {
    return (
      <Container size="xs" py="md">
        <Alert color="red">{t('No token to print!')}</Alert>
      </Container>
    );
  }
  return (
    <PrintSheet widthMm={PAGE_WIDTHS_MM.includes(width) ? width : null}>
      <Stack gap={4} align="center" ta="center" py="md">
        <Text inherit fz={16} fw={600}>
          {t('Token No.')}
        </Text>
        <Text inherit fz={64} fw={800} lh={1} data-testid="token-number">
          {token}
        </Text>
        <Text inherit>{printedAt}</Text>
      </Stack>
    </PrintSheet>
  );
}
