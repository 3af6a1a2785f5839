import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TPrinterResponse, TPrinterStatus } from '@opentab/shared';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { Fragment } from 'react';
import { IconAction } from '../../components/IconAction/IconAction';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { RecordTable, TableSkeleton } from '../../components/RecordTable/RecordTable';
import { RowActions } from '../../components/RowActions/RowActions';
import { confirmDelete } from '../../lib/confirm';
import { APP_NAME } from '../../lib/constants';
import { formatDateTime } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { PrinterDialog } from './PrinterDialog';
import { useDeletePrinter, usePrinters, useTestPrint } from './printers-api';

const STATUS: Record<TPrinterStatus, { label: string; color: string }> = {
  online: { label: msg('Online'), color: 'green' },
  offline: { label: msg('Offline'), color: 'red' },
  paper_error: { label: msg('Paper error'), color: 'orange' },
  unknown: { label: msg('Not checked yet'), color: 'gray' },
};

/** Settings → Printers (issue 26): network ESC/POS printers, their live status, a test print. */
export function PrintersPage() {
  const title = t('Printers');
  useDocumentTitle(`${title} · ${APP_NAME}`);
  const printers = usePrinters();
  const remove = useDeletePrinter();
  const testPrint = useTestPrint();
  const target = useDialogTarget<TPrinterResponse>();

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={t(
          'Network receipt and kitchen printers the server prints to by itself. Devices without one keep printing from the browser.',
        )}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={target.openNew}>
            {t('Add Printer')}
          </Button>
        }
      />
      <QueryState
        query={printers}
        errorText={t('Error loading data, Try Later!')}
        emptyText={t('No printers yet: add the network printers of your counter and kitchen.')}
        skeleton={<TableSkeleton />}
      >
        {(rows) => (
          <RecordTable
            rows={rows}
            rowKey={(row) => row.id}
            label={title}
            columns={[
              { header: t('Name'), render: (row) => row.name },
              { header: t('Printer address'), render: (row) => `${row.host}:${row.port}`, noWrap: true },
              {
                header: t('Status'),
                noWrap: true,
                render: (row) => (
                  <Stack gap={2}>
                    <Badge color={STATUS[row.status].color} variant="light">
                      {t(STATUS[row.status].label)}
                    </Badge>
                    {row.lastJobAt ? (
                      <Text size="xs" c="dimmed">
                        {t('Last job: {time}', { time: formatDateTime(row.lastJobAt) })}
                      </Text>
                    ) : null}
                  </Stack>
                ),
              },
            ]}
            actions={(row) => (
              <Group gap="xs" wrap="nowrap">
                <IconAction
                  tip={t('Test print')}
                  label={t('Test print {name}', { name: row.name })}
                  icon={<IconPrinter size={20} />}
                  loading={testPrint.isPending && testPrint.variables === row.id}
                  onClick={() => testPrint.mutate(row.id)}
                />
                <RowActions
                  label={row.name}
                  onEdit={() => target.openEdit(row)}
                  onDelete={() =>
                    confirmDelete({
                      title: t('Delete the printer {name}?', { name: row.name }),
                      onConfirm: () => remove.mutate(row.id),
                    })
                  }
                  deleting={remove.isPending && remove.variables === row.id}
                />
              </Group>
            )}
          />
        )}
      </QueryState>
      {target.opened ? (
        <Fragment key={target.record?.id ?? 'new'}>
          <PrinterDialog printer={target.record} onClose={target.close} />
        </Fragment>
      ) : null}
    </Stack>
  );
}
