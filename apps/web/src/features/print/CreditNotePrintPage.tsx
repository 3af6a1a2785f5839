import { Alert, Container, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { msg, t } from '../../lib/i18n';
import { errorMessage } from '../../lib/toast';
import { CreditNoteView } from './CreditNoteView';
import { PrintSheet } from './PrintSheet';
import { useCreditNote } from './print-api';
import { printLanguageOf, usePrintLanguageReady } from './print-language';
import { usePrintWhenReady } from './use-print-when-ready';

const LOAD_FAILED = msg('Error loading the credit note! Please try later!');
const NO_NOTE = msg('No credit note to print!');

/** /print-credit-note?invoiceId=…&number=N: a credit note on the receipt paper, in the store's language, printed once it rendered. */
export function CreditNotePrintPage() {
  const [params] = useSearchParams();
  const invoiceId = params.get('invoiceId');
  const number = Number(params.get('number'));
  useDocumentTitle(t('Credit note {number}', { number }));
  const data = useCreditNote(invoiceId);
  const note = data.data?.invoice.refunds.find((each) => each.creditNoteNumber === number);
  // issue 24: like the receipt, the credit note prints in the store's language
  const language = data.data ? printLanguageOf(data.data.store.language) : null;
  const languageReady = usePrintLanguageReady(language);
  usePrintWhenReady(note !== undefined && languageReady);

  if (!invoiceId || data.isError || (data.isSuccess && !note)) {
    return (
      <Container size="xs" py="md">
        <Alert color="red">{data.isError ? errorMessage(data.error, t(LOAD_FAILED)) : t(NO_NOTE)}</Alert>
      </Container>
    );
  }
  if (!data.data || !note || !language || !languageReady) {
    return (
      <PrintSheet>
        <Stack gap="xs">
          <Skeleton h={16} />
          <Skeleton h={60} />
        </Stack>
      </PrintSheet>
    );
  }
  const { store, print } = data.data;
  return (
    <PrintSheet widthMm={print.page_format} language={language}>
      <CreditNoteView
        note={note}
        store={{ name: store.store_name, currency: store.currency, timeZone: store.timeZone }}
      />
    </PrintSheet>
  );
}
