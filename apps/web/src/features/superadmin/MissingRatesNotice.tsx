import { Alert } from '@mantine/core';
import { t } from '../../lib/i18n';

/** Sales in a currency without a USD rate are left out of the volume: say which, never guess. */
export function MissingRatesNotice({ currencies }: { currencies: readonly string[] }) {
  if (currencies.length === 0) return null;
  return (
    <Alert color="yellow" variant="light">
      {t('Sales in {currencies} are not counted: set their USD rate under Currency Rates.', {
        currencies: currencies.join(', '),
      })}
    </Alert>
  );
}
