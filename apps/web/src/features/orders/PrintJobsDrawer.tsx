import { Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { MSG, type TPrintJobResponse, type TPrintJobStatus } from '@opentab/shared';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { useLiveEvents } from '../../lib/realtime';
import { withToast } from '../../lib/toast';

const STATUS: Record<TPrintJobStatus, { label: string; color: string }> = {
  queued: { label: msg('Queued'), color: 'gray' },
  sending: { label: msg('Sending'), color: 'blue' },
  printed: { label: msg('Printed'), color: 'green' },
  failed: { label: msg('Failed'), color: 'red' },
  uncertain: { label: msg('Uncertain'), color: 'orange' },
};

const jobsKey = (orderIds: readonly string[]) => ['print-jobs', ...orderIds] as const;

/** The jobs of these orders (their kitchen tickets, and the receipts of the invoices that paid them), newest first. */
function usePrintJobs(orderIds: readonly string[]) {
  const query = useQuery({
    queryKey: jobsKey(orderIds),
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        orderIds.map((orderId) => api.get('/print-jobs', { query: { orderId }, signal })),
      );
      const byId = new Map(lists.flat().map((job) => [job.id, job]));
      return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });
  useLiveEvents(['printer_status'], () => void query.refetch());
  return query;
}

function useReprint(orderIds: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      withToast(() => api.post('/print-jobs/:id/reprint', { params: { id } }), t(MSG.somethingWrong)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey(orderIds) }),
  });
}

function JobRow({
  job,
  onReprint,
  isBusy,
}: {
  job: TPrintJobResponse;
  onReprint: () => void;
  isBusy: boolean;
}) {
  const status = STATUS[job.status];
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" data-testid="print-job">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600}>{job.title}</Text>
        <Text size="sm" c="dimmed">
          {job.printerName} · {formatDateTime(job.printedAt ?? job.createdAt)}
        </Text>
        <Badge color={status.color} variant="light" w="fit-content">
          {t(status.label)}
        </Badge>
      </Stack>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPrinter size={16} />}
        loading={isBusy}
        onClick={onReprint}
        aria-label={t('Reprint {title}', { title: job.title })}
      >
        {t('Reprint')}
      </Button>
    </Group>
  );
}

/** Issue 26: an order card's print jobs (network printers), each reprintable as a new job. */
export function PrintJobsDrawer({ orderIds, onClose }: { orderIds: readonly string[]; onClose: () => void }) {
  const jobs = usePrintJobs(orderIds);
  const reprint = useReprint(orderIds);
  return (
    <Drawer opened onClose={onClose} position="right" title={t('Print jobs')}>
      {jobs.isError ? <Text c="red">{t('Error loading data, Try Later!')}</Text> : null}
      {jobs.data === undefined ? null : jobs.data.length === 0 ? (
        <Text c="dimmed">{t('No print jobs for this order.')}</Text>
      ) : (
        <Stack gap="md">
          {jobs.data.map((job) => (
            <JobRow
              key={job.id}
              job={job}
              onReprint={() => reprint.mutate(job.id)}
              isBusy={reprint.isPending && reprint.variables === job.id}
            />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
