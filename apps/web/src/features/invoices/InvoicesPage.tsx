import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { INVOICES_COUNT_LIMIT, MSG, type TDateFilterQuery, type TInvoiceResponse } from '@opentab/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateFilterButton } from '../../components/DateFilterButton/DateFilterButton';
import { LoadMore } from '../../components/LoadMore/LoadMore';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { TableSkeleton } from '../../components/RecordTable/RecordTable';
import { SearchForm } from '../../components/SearchForm/SearchForm';
import { APP_NAME } from '../../lib/constants';
import { msg, t } from '../../lib/i18n';
import { loadedRows } from '../../lib/list-pages';
import { openCreditNoteWindow } from '../../lib/print-windows';
import { openReceiptOrOffer } from '../../lib/receipt-blocked';
import { InvoiceOrdersDialog } from './InvoiceOrdersDialog';
import { InvoicesTable } from './InvoicesTable';
import { INVOICES_LOAD_FAILED, useInvoiceSearch, useInvoices, useInvoicesInit } from './invoices-api';
import { RefundDialog } from './RefundDialog';

const NO_RESULTS = msg('No Results found! Change the Filter!');

type TInvoicePages = ReturnType<typeof useInvoices>;
const isEmptyList = (data: NonNullable<TInvoicePages['data']>) => data.pages[0]?.list.length === 0;

/** /dashboard/invoices: past invoices by date filter or search, each viewable and reprintable as charged. */
export function InvoicesPage() {
  useDocumentTitle(`${t('Invoices')} · ${APP_NAME}`);
  const init = useInvoicesInit();
  const [filter, setFilter] = useState<TDateFilterQuery>({ type: 'today' });
  // issue 27: the Feedback list links here with ?q= (the invoice's number), which opens on that search
  const [params] = useSearchParams();
  const [term, setTerm] = useState(() => params.get('q')?.trim() ?? '');
  const [viewing, setViewing] = useState<TInvoiceResponse | null>(null);
  const [refunding, setRefunding] = useState<TInvoiceResponse | null>(null);
  const invoices = useInvoices(filter);
  const search = useInvoiceSearch(term);
  const store = init.data?.storeSettings;
  const currency = store?.currency ?? 'USD';
  const timeZone = store?.timeZone ?? 'UTC';

  const print = (invoice: TInvoiceResponse) => openReceiptOrOffer({ invoiceId: invoice.invoice_id });
  const table = (list: TInvoicePages) => {
    const { rows, totalCount } = loadedRows(list.data?.pages, (invoice) => invoice.invoice_id);
    return (
      <Stack gap="sm">
        <InvoicesTable
          invoices={rows}
          currency={currency}
          timeZone={timeZone}
          onView={setViewing}
          onPrint={print}
          onRefund={setRefunding}
        />
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          label={t('Load more')}
          summary={
            totalCount >= INVOICES_COUNT_LIMIT
              ? t(
                  'Showing the newest {shown} of {total} or more invoices — narrow the date range or load more.',
                  { shown: rows.length, total: INVOICES_COUNT_LIMIT },
                )
              : t('Showing the newest {shown} of {total} invoices — narrow the date range or load more.', {
                  shown: rows.length,
                  total: totalCount,
                })
          }
        />
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Invoices')}
        description={t('Paid bills by date or search; reprints show exactly what was charged.')}
        actions={<DateFilterButton value={filter} onChange={setFilter} timeZone={timeZone} />}
      />
      <SearchForm
        placeholder={t('Invoice No. or ID, token number, customer name or phone')}
        term={term}
        onSearch={setTerm}
      />
      {term ? (
        <Stack gap="xs">
          <Title order={2} fz={18}>
            {t('Search Results')}
          </Title>
          <QueryState
            query={search}
            errorText={t(MSG.searchFailed)}
            emptyText={t(NO_RESULTS)}
            isEmpty={isEmptyList}
            skeleton={<TableSkeleton />}
          >
            {() => table(search)}
          </QueryState>
        </Stack>
      ) : null}
      <QueryState
        query={invoices}
        errorText={t(INVOICES_LOAD_FAILED)}
        emptyText={t(NO_RESULTS)}
        isEmpty={isEmptyList}
        skeleton={<TableSkeleton />}
      >
        {() => table(invoices)}
      </QueryState>
      <InvoiceOrdersDialog
        invoice={viewing}
        currency={currency}
        onPrint={print}
        onClose={() => setViewing(null)}
      />
      <RefundDialog
        invoiceId={refunding?.invoice_id ?? null}
        currency={currency}
        paymentTypes={init.data?.paymentTypes ?? []}
        onClose={() => setRefunding(null)}
        onRefunded={(creditNote) => {
          setRefunding(null);
          setViewing(refunding);
          openCreditNoteWindow(creditNote.invoiceId, creditNote.creditNoteNumber);
        }}
      />
    </Stack>
  );
}
