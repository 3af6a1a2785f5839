import { Divider, Skeleton, Stack, Text } from '@mantine/core';
import { useInvoiceFeedback } from '../../lib/feedback-queries';
import { t } from '../../lib/i18n';
import { FeedbackEntry } from '../FeedbackEntry/FeedbackEntry';

/**
 * Issue 27: the guest's feedback on an invoice, in its detail: the ratings and the comment beside the bill. A
 * user who may not read feedback (or a failed call) sees nothing here; the bill is the dialog's point.
 */
export function InvoiceFeedback({ invoiceId }: { invoiceId: string }) {
  const feedback = useInvoiceFeedback(invoiceId);
  if (feedback.isError) return null;
  return (
    <Stack gap="xs" data-testid="invoice-feedback">
      <Divider />
      <Text fw={600}>{t('Guest feedback')}</Text>
      {feedback.data === undefined ? (
        <Skeleton h={48} radius="sm" />
      ) : feedback.data.feedback ? (
        <FeedbackEntry entry={feedback.data.feedback} timeZone={feedback.data.timeZone} />
      ) : (
        <Text size="sm" c="dark.4">
          {t('No feedback from the guest for this invoice.')}
        </Text>
      )}
    </Stack>
  );
}
