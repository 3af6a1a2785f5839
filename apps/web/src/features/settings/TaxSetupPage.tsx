import type { TTaxType } from '@opentab/shared';
import { msg, t } from '../../lib/i18n';
import { RecordsPage } from './RecordsPage';
import { TaxDialog } from './TaxDialog';
import { TAXES } from './taxes-api';

/** The Type column names the stored type as it is (lower case), in the viewer's language. */
const TYPE_NAMES: Record<TTaxType, string> = { exclusive: msg('exclusive'), inclusive: msg('inclusive') };

export function TaxSetupPage() {
  return (
    <RecordsPage
      resource={TAXES}
      title={t('Tax Setup')}
      description={t(
        'Taxes applied to menu items. Deleting one leaves its items without a tax; past orders keep theirs.',
      )}
      emptyText={t('No taxes found! Add one with New.')}
      deleteTitle={t('Delete tax')}
      columns={[
        { header: t('Title'), render: (row) => row.title },
        { header: t('Rate'), render: (row) => `${row.rate}%` },
        { header: t('Type'), render: (row) => t(TYPE_NAMES[row.type]) },
      ]}
      dialog={(tax, close) => <TaxDialog tax={tax} onClose={close} />}
    />
  );
}
