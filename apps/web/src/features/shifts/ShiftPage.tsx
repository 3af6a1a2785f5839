import { Button, Card, Grid, Group, Modal, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TCashMovementType, TXReport, TZReportResponse } from '@opentab/shared';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { OpenShiftForm } from '../../components/OpenShiftForm/OpenShiftForm';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { ZReportView } from '../../components/ZReportView/ZReportView';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { CashMovementDialog } from './CashMovementDialog';
import { CloseShiftForm } from './CloseShiftForm';
import { NoSaleDialog } from './NoSaleDialog';
import { SHIFT_LOAD_FAILED, useCloseShift, useCurrentShift } from './shifts-api';
import { ZReportPrintButtons } from './ZReportPrintButtons';

function OpenShiftCard() {
  return (
    <Card withBorder radius="md" padding="lg" maw={480}>
      <Title order={2} fz="lg" mb="sm">
        {t('No shift open')}
      </Title>
      <OpenShiftForm />
    </Card>
  );
}

function OpenShift({ shift, onClosed }: { shift: TXReport; onClosed: (report: TZReportResponse) => void }) {
  const [movement, setMovement] = useState<TCashMovementType | null>(null);
  const [isClosing, setIsClosing] = useState(false);
  const [isNoSale, setIsNoSale] = useState(false);
  const close = useCloseShift();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="md" padding="lg">
          <ZReportView report={shift} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('Drawer')}
            </Title>
            <Button variant="default" onClick={() => setMovement('in')}>
              {t('Cash in')}
            </Button>
            <Button variant="default" onClick={() => setMovement('out')}>
              {t('Cash out')}
            </Button>
            <Button variant="default" onClick={() => setIsNoSale(true)}>
              {t('No sale (open drawer)')}
            </Button>
            <Button color="red" leftSection={<IconLock size={18} />} onClick={() => setIsClosing(true)}>
              {t('Close shift')}
            </Button>
          </Stack>
        </Card>
      </Grid.Col>
      <CashMovementDialog key={movement ?? 'closed'} type={movement} onClose={() => setMovement(null)} />
      {isNoSale ? <NoSaleDialog opened onClose={() => setIsNoSale(false)} /> : null}
      <Modal
        opened={isClosing}
        onClose={() => setIsClosing(false)}
        title={t('Close shift: count the drawer')}
        size="lg"
        centered
      >
        <CloseShiftForm
          shift={shift}
          busy={close.isPending}
          onCancel={() => setIsClosing(false)}
          onConfirm={(input) =>
            close.mutate(input, {
              onSuccess: (report) => {
                setIsClosing(false);
                onClosed(report);
              },
            })
          }
        />
      </Modal>
    </Grid>
  );
}

function ClosedShift({ report, onDone }: { report: TZReportResponse; onDone: () => void }) {
  return (
    <Stack gap="md" maw={560}>
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {t('Shift closed')}
        </Title>
        <Group gap="sm">
          <ZReportPrintButtons number={report.number} />
          <Button onClick={onDone}>{t('Done')}</Button>
        </Group>
      </Group>
      <Card withBorder radius="md" padding="lg">
        <ZReportView report={report} />
      </Card>
    </Stack>
  );
}

/**
 * /dashboard/shift (issue 23): the cashier's own shift. Open it with the float; while it is open, cash in and out
 * with a reason and the running X report; close it with the count, which shows the Z report to print.
 */
export function ShiftPage() {
  useDocumentTitle(`${t('Shift')} · ${APP_NAME}`);
  const shift = useCurrentShift();
  // The Z report of the shift just closed, shown until Done (the current shift is already none).
  const [closed, setClosed] = useState<TZReportResponse | null>(null);
  if (closed) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('Shift')} />
        <ClosedShift report={closed} onDone={() => setClosed(null)} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Shift')}
        description={t('Your drawer: opening float, cash in and out, and the count at close.')}
      />
      <QueryState query={shift} errorText={t(SHIFT_LOAD_FAILED)} skeleton={<Skeleton h={240} maw={480} />}>
        {(current) =>
          current ? <OpenShift key={current.id} shift={current} onClosed={setClosed} /> : <OpenShiftCard />
        }
      </QueryState>
    </Stack>
  );
}
