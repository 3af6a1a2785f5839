import { notifications } from '@mantine/notifications';
import type { TServerToClientEvents } from '@opentab/shared';
import { t } from '../../lib/i18n';
import { useLiveEvents } from '../../lib/realtime';

type TPrinterStatus = Parameters<TServerToClientEvents['printer_status']>[0];

const alertId = (printerId: string) => `printer-status-${printerId}`;

/**
 * Issue 26: a network printer that has failed for a minute, or says its paper has run out, raises an alert on the
 * POS naming it, which stays until it is closed or the printer prints again. Renders nothing itself (the alert is a notification).
 */
export function PrinterAlert() {
  useLiveEvents(['printer_status'], (_event, payload) => {
    const status = payload as TPrinterStatus | undefined;
    if (!status?.printerId) return;
    const id = alertId(status.printerId);
    if (status.status === 'online') {
      notifications.hide(id);
      return;
    }
    notifications.hide(id);
    const isPaperOut = status.status === 'paper_error';
    notifications.show({
      id,
      color: 'red',
      title: isPaperOut
        ? t('{name} is out of paper', { name: status.name })
        : t('{name} is not printing', { name: status.name }),
      message: isPaperOut
        ? t('Load a new roll: the tickets waiting print as soon as it is back.')
        : t('It has not answered for a minute: check its power, paper and network cable.'),
      autoClose: false,
    });
  });
  return null;
}
