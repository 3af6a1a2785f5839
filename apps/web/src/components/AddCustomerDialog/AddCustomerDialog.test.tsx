import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../test/render';
import { AddCustomerDialog } from './AddCustomerDialog';

function renderDialog() {
  const onAdded = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<AddCustomerDialog onAdded={onAdded} onClose={onClose} />);
  return { onAdded, onClose, dialog: within(screen.getByRole('dialog', { name: 'Add Customer' })) };
}

// The POS, reservations and customers screens open this dialog; their tests drive it from each screen.
describe('AddCustomerDialog', () => {
  it('checks the fields before sending, then adds the customer and hands it to the caller', async () => {
    const fetchMock = mockFetch(() => ({ body: { message: 'Customer added!' } }));
    const user = userEvent.setup();
    const { onAdded, dialog } = renderDialog();

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText("Please Provide Customer's Phone!")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(dialog.getByRole('textbox', { name: /^Phone/ }), '5550101');
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Ann');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    // issue 27: a new customer is no member yet, with no points
    await waitFor(() =>
      expect(onAdded).toHaveBeenCalledWith({ name: 'Ann', phone: '5550101', isMember: 0, points: 0 }),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/customers/add');
    expect(JSON.parse(String(init?.body))).toMatchObject({ phone: '5550101', name: 'Ann' });
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    mockFetch(() => ({ status: 409, body: { message: 'Customer with this phone already exists!' } }));
    const user = userEvent.setup();
    const { onAdded, onClose, dialog } = renderDialog();

    await user.type(dialog.getByRole('textbox', { name: /^Phone/ }), '5550101');
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Ann');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer with this phone already exists!')).toBeTruthy();
    expect(onAdded).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
