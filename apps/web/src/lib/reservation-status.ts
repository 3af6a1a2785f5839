import { t } from './i18n';

/** A reservation's status on its badge (drawn in capitals), in the active language: "booked". */
export function reservationStatusText(status: string): string {
  return t('{status, select, booked {booked} paid {paid} cancelled {cancelled} other {{status}}}', {
    status,
  });
}

/** A reservation's status as the Status select names it, in the active language: "Booked". */
export function reservationStatusLabel(status: string): string {
  return t('{status, select, booked {Booked} paid {Paid} cancelled {Cancelled} other {{status}}}', {
    status,
  });
}
