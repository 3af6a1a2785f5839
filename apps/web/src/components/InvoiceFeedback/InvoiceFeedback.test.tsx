import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFeedbackEntry } from '../../test/feedback-fixtures';
import { calledPaths, mockFetch, renderWithProviders } from '../../test/render';
import { InvoiceFeedback } from './InvoiceFeedback';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an invoice's feedback", () => {
  it('shows the ratings and the comment beside the bill', async () => {
    const fetchMock = mockFetch(() => ({ body: { feedback: makeFeedbackEntry(), timeZone: 'UTC' } }));
    renderWithProviders(<InvoiceFeedback invoiceId="inv1" />);
    expect(await screen.findByText('Lovely burger, slow drinks.')).toBeTruthy();
    expect(screen.getByText('5 out of 5')).toBeTruthy();
    expect(screen.getByText('Food quality:')).toBeTruthy();
    expect(calledPaths(fetchMock)).toEqual(['GET /api/v1/feedback/invoice/inv1']);
  });

  it('says when the guest left none, and shows nothing to a user who may not read it', async () => {
    mockFetch(() => ({ body: { feedback: null, timeZone: 'UTC' } }));
    const first = renderWithProviders(<InvoiceFeedback invoiceId="inv1" />);
    expect(await screen.findByText('No feedback from the guest for this invoice.')).toBeTruthy();
    first.unmount();
    mockFetch(() => ({ status: 403, body: { message: 'You do not have access!' } }));
    renderWithProviders(<InvoiceFeedback invoiceId="inv2" />);
    await vi.waitFor(() => expect(screen.queryByTestId('invoice-feedback')).toBeNull());
  });
});
