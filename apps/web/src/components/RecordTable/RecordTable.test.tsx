import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RecordTable, type TColumn } from './RecordTable';

type TInvoice = { id: string; total: string; customer: string };

const ROWS: TInvoice[] = [
  { id: 'inv-1', total: '$12.50', customer: 'Ada Lovelace' },
  { id: 'inv-2', total: '$4.00', customer: 'WALKIN' },
];
const COLUMNS: TColumn<TInvoice>[] = [
  { header: 'Invoice ID', render: (row) => row.id },
  { header: 'Total', render: (row) => row.total },
  { header: 'Customer', render: (row) => row.customer },
];

/** Lays every element out `width` px wide, as a browser would the list's container. */
function layOutAt(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, width, 600));
}

function renderTable(onView = vi.fn()) {
  renderWithProviders(
    <RecordTable
      rows={ROWS}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      minWidth={900}
      label="Invoices"
      actions={(row) => (
        <button type="button" onClick={() => onView(row.id)}>
          View {row.id}
        </button>
      )}
    />,
  );
  return onView;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RecordTable', () => {
  it('is a table with an actions column where its columns fit', () => {
    layOutAt(1074);
    renderTable();
    const table = screen.getByRole('table', { name: 'Invoices' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Invoice ID', 'Total', 'Customer', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByTestId('record-cards')).toBeNull();
  });

  it('shows each row as a card of label: value lines with its actions on a narrower list (issue 22)', async () => {
    layOutAt(476);
    const onView = renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first] = cards;
    if (!first) throw new Error('no card');
    const terms = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(first)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Invoice ID', 'Total', 'Customer']);
    expect(values).toEqual(['inv-1', '$12.50', 'Ada Lovelace']);
    await userEvent.setup().click(within(first).getByRole('button', { name: 'View inv-1' }));
    expect(onView).toHaveBeenCalledWith('inv-1');
  });

  it('keeps the table where it cannot measure the list (not laid out yet)', () => {
    layOutAt(0);
    renderTable();
    expect(screen.getByRole('table', { name: 'Invoices' })).toBeTruthy();
  });
});
