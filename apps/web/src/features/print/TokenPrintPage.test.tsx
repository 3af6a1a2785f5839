import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, signIn } from '../../test/render';

describe('Token print view', () => {
  it('shows the token and the time at 80 mm and prints 400 ms after load', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    signIn(makeUser());
    renderApp('/print-token?token=42');
    expect((await screen.findByTestId('token-number')).textContent).toBe('42');
    expect(screen.getByText('Token No.')).toBeTruthy();
    expect(screen.getByTestId('print-sheet').style.width).toBe('80mm');
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(print).toHaveBeenCalledTimes(1);
  });

  // The print settings' paper widths are taken; any other width prints at the default 80 mm.
  it.each([
    ['57', '57mm'],
    ['80', '80mm'],
    ['3000', '80mm'],
  ])('prints a token asked at width %s on %s paper', async (width, expected) => {
    vi.stubGlobal('print', vi.fn());
    signIn(makeUser());
    renderApp(`/print-token?token=42&width=${width}`);
    await screen.findByTestId('token-number');
    expect(screen.getByTestId('print-sheet').style.width).toBe(expected);
  });

  it('prints the provisional token of an order made offline (issue 25), and nothing that is neither', async () => {
    vi.stubGlobal('print', vi.fn());
    signIn(makeUser());
    renderApp('/print-token?token=P-7');
    expect((await screen.findByTestId('token-number')).textContent).toBe('P-7');
  });

  it('prints nothing for a token that is not one', async () => {
    vi.stubGlobal('print', vi.fn());
    signIn(makeUser());
    renderApp('/print-token?token=X-7');
    expect(await screen.findByText('No token to print!')).toBeTruthy();
  });

  it('prints nothing without a token', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    signIn(makeUser());
    renderApp('/print-token');
    expect(await screen.findByText('No token to print!')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(print).not.toHaveBeenCalled();
  });
});
