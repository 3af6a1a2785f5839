import { Alert, Container, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PROVISIONAL_TOKEN_PATTERN } from '@opentab/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../lib/i18n';
import { PrintSheet } from './PrintSheet';
import { printLanguageOf, usePrintLanguageReady, usePrintText } from './print-language';
import { usePrintWhenReady } from './use-print-when-ready';

/** The paper widths of the print settings; anything else prints at the default 80 mm. */
const PAGE_WIDTHS_MM = [80, 57];

/** The slip itself, in the sheet's language: "Token No.", the number and when it was printed. */
function TokenSlip({ token, printedAt }: { token: string; printedAt: string }) {
  const { t, dateTime } = usePrintText();
  return (
    <Stack gap={4} align="center" ta="center" py="md">
      <Text inherit fz={16} fw={600}>
        {t('Token No.')}
      </Text>
      <Text inherit fz={64} fw={800} lh={1} data-testid="token-number">
        {token}
      </Text>
      <Text inherit>{dateTime(printedAt)}</Text>
    </Stack>
  );
}

/**
 * /print-token?token=N&width=57&lang=ja: "Token No." N and the current date/time, as wide as the print
 * settings' page format (80 mm unless given), in the store's language (issue 24; English when not given),
 * printed 400 ms after load.
 */
export function TokenPrintPage() {
  useDocumentTitle(t('Token'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // a real token, or the provisional one of an order made offline (issue 25)
  const valid = /^\d{1,6}$/.test(token) || PROVISIONAL_TOKEN_PATTERN.test(token);
  const width = Number(params.get('width'));
  const language = printLanguageOf(params.get('lang'));
  const languageReady = usePrintLanguageReady(language);
  const [printedAt] = useState(() => new Date().toISOString());
  usePrintWhenReady(valid && languageReady);

  if (!valid) {
    return (
      <Container size="xs" py="md">
        <Alert color="red">{t('No token to print!')}</Alert>
      </Container>
    );
  }
  if (!languageReady) return null;
  return (
    <PrintSheet widthMm={PAGE_WIDTHS_MM.includes(width) ? width : null} language={language}>
      <TokenSlip token={token} printedAt={printedAt} />
    </PrintSheet>
  );
}
