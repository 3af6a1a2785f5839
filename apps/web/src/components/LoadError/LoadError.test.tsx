import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { renderWithProviders } from '../../test/render';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it("shows the server's message under the screen's text, and Try again asks again", async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <LoadError
        title="Error loading data, Try Later!"
        error={new ApiError(500, 'Disk full')}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Error loading data, Try Later!')).toBeTruthy();
    expect(screen.getByText('Disk full')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says nothing more when the error has no message of the server, or the same one', () => {
    const { container } = renderWithProviders(
      <>
        <LoadError title="A" error={new ApiError(0)} onRetry={() => {}} />
        <LoadError title="B" error={new ApiError(404, 'B')} onRetry={() => {}} />
      </>,
    );
    expect(container.ownerDocument.body.textContent).not.toContain('Network error');
    expect(screen.getAllByText('B')).toHaveLength(1);
  });
});
