import { APPROVAL_MSG } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { useApproval } from '../../lib/use-approval';
import { mockFetch, renderWithProviders } from '../../test/render';
import { ApprovalDialog } from './ApprovalDialog';

const REQUIRED = { status: 403, body: { message: APPROVAL_MSG.approvalRequired, code: 'APPROVAL_REQUIRED' } };
const REFUSED = { status: 403, body: { message: APPROVAL_MSG.approvalRefused, code: 'APPROVAL_REQUIRED' } };

/** A screen with one action that may need a manager, as the Orders screen's void. */
function VoidButton({ onDone }: { onDone: () => void }) {
  const approval = useApproval();
  const send = async () => {
    await approval.run(async (manager) => {
      await api.post('/orders/cancel', { body: { orderIds: ['o1'], reason: 'Burnt', approval: manager } });
      onDone();
    });
  };
  return (
    <>
      <button type="button" onClick={() => void send()}>
        Void
      </button>
      <ApprovalDialog ask={approval.ask} onClose={approval.dismiss} />
    </>
  );
}

const bodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('ApprovalDialog', () => {
  it("opens on the server's 403, keeps it open on a wrong PIN, and retries the action with the approval", async () => {
    const answers = [REQUIRED, REFUSED, { body: { message: 'Order cancelled!' } }];
    const fetchMock = mockFetch(() => answers.shift() ?? { status: 500, body: {} });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<VoidButton onDone={onDone} />);

    await user.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manager approval' }));
    expect(dialog.getByRole('alert').textContent).toBe(APPROVAL_MSG.approvalRequired);

    // checked here first: a PIN is 4 to 6 digits, and letters never get in
    await user.type(dialog.getByRole('textbox', { name: /Manager username/ }), 'Mia@Example.com');
    const pin = dialog.getByLabelText(/^PIN/);
    expect(pin.getAttribute('inputmode')).toBe('numeric');
    await user.type(pin, '1a2');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(dialog.getByRole('alert').textContent).toBe(APPROVAL_MSG.providePin);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(pin, '99');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe(APPROVAL_MSG.approvalRefused));
    expect((pin as HTMLInputElement).value).toBe('');
    expect(onDone).not.toHaveBeenCalled();

    await user.type(pin, '4321');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull());
    expect(bodies(fetchMock).map((body) => body.approval)).toEqual([
      undefined,
      { username: 'mia@example.com', pin: '1299' },
      { username: 'mia@example.com', pin: '4321' },
    ]);
  });

  it('Cancel closes the dialog and drops the waiting action', async () => {
    const fetchMock = mockFetch(() => REQUIRED);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<VoidButton onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manager approval' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
