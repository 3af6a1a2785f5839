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

  it("follows the print settings' 57 mm paper", async () => {
    vi.stubGlobal('print', vi.fn());
    signIn(makeUser());
    renderApp('/print-token?token=42&width=57');
    await screen.findByTestId('token-number');
    expect(screen.getByTestId('print-sheet').style.width).toBe('57mm');
  });

  it('prints at 80 mm when the width is not one of the paper sizes', async () => {
    vi.stubGlobal('print', vi.fn());
    signIn(makeUser());
    renderApp('/print-token?token=42&width=3000');
    await screen.findByTestId('token-number');
    expect(screen.getByTestId('print-sheet').style.width).toBe('80mm');
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
