import { Alert } from '@mantine/core';
import { SUPERADMIN_MSG } from '@opentab/shared';

/** Sales in a currency without a USD rate are left out of the volume: say which, never guess. */
export function MissingRatesNotice({ currencies }: { currencies: readonly string[] }) {
  if (currencies.length === 0) return null;
  return (
    <Alert color="yellow" variant="light">
      {SUPERADMIN_MSG.missingRates(currencies.join(', '))}
    </Alert>
  );
}
