import { RecordsPage } from './RecordsPage';
import { TaxDialog } from './TaxDialog';
import { TAXES } from './taxes-api';

export function TaxSetupPage() {
  return (
    <RecordsPage
      resource={TAXES}
      title="Tax Setup"
      description="Taxes applied to menu items. Deleting one leaves its items without a tax; past orders keep theirs."
      emptyText="No taxes found! Add one with New."
      noun="tax"
      columns={[
        { header: 'Title', render: (row) => row.title },
        { header: 'Rate', render: (row) => `${row.rate}%` },
        { header: 'Type', render: (row) => row.type },
      ]}
      dialog={(tax, close) => <TaxDialog tax={tax} onClose={close} />}
    />
  );
}
