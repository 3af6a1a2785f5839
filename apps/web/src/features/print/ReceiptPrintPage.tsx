import { Alert, Container, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { msg, t } from '../../lib/i18n';
import { errorMessage } from '../../lib/toast';
import { PrintSheet } from './PrintSheet';
import { type TReceiptSource, useReceipt } from './print-api';
import { printLanguageOf, usePrintLanguageReady } from './print-language';
import { ReceiptView } from './ReceiptView';
import { usePrintWhenReady } from './use-print-when-ready';

const LOAD_FAILED = msg('Error loading receipt! Please try later!');
const NO_RECEIPT = msg('No receipt to print!');

function sourceOf(params: URLSearchParams): TReceiptSource | null {
  const offlineId = params.get('offlineId');
  if (offlineId) return { kind: 'offline', id: offlineId };
  const orderId = params.get('orderId');
  if (orderId) return { kind: 'order', id: orderId };
  const orderIds = params.get('orderIds');
  if (orderIds) return { kind: 'orders', id: orderIds };
  const invoiceId = params.get('invoiceId');
  if (!invoiceId) return null;
  // one part of a bill paid in parts (issue 23): a whole number from 1
  const part = Number(params.get('part'));
  return Number.isInteger(part) && part >= 1
    ? { kind: 'invoice', id: invoiceId, part }
    : { kind: 'invoice', id: invoiceId };
}

/**
 * /print-receipt?orderId=…, ?offlineId=… (an order made offline, issue 25), ?orderIds=a,b, ?invoiceId=… or ?invoiceId=…&part=k (split bill): the receipt,
 * in the store's language, printed 400 ms after it rendered.
 */
export function ReceiptPrintPage() {
  useDocumentTitle(t('Receipt'));
  const [params] = useSearchParams();
  const source = sourceOf(params);
  const receipt = useReceipt(source);
  // issue 24: the receipt prints in the store's language, whatever the screens speak; its catalog first
  const language = receipt.data ? printLanguageOf(receipt.data.language) : null;
  const languageReady = usePrintLanguageReady(language);
  usePrintWhenReady(receipt.isSuccess && languageReady);

  if (!source || receipt.isError) {
    return (
      <Container size="xs" py="md">
        <Alert color="red">{source ? errorMessage(receipt.error, t(LOAD_FAILED)) : t(NO_RECEIPT)}</Alert>
      </Container>
    );
  }
  if (receipt.isPending || !language || !languageReady) {
    return (
      <PrintSheet>
        <Stack gap="xs" data-testid="receipt-loading">
          <Skeleton h={16} />
          <Skeleton h={16} />
          <Skeleton h={60} />
        </Stack>
      </PrintSheet>
    );
  }
  return (
    <PrintSheet widthMm={receipt.data.print.page_format} language={language}>
      <ReceiptView receipt={receipt.data} />
    </PrintSheet>
  );
}
