import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FeedbackQr } from './FeedbackQr';

describe('the receipt’s feedback QR code', () => {
  it('draws the link as a QR code at once, named by its caption', () => {
    const url = 'https://bistro.example/m/abc/feedback/Tok3nTok3nTok3nTok3nTo';
    renderWithProviders(<FeedbackQr url={url} caption="How was your visit? Rate us" />);
    const code = screen.getByRole('img', { name: 'How was your visit? Rate us' });
    // a version 3+ code with its quiet zone: a square of modules, drawn black on white
    const [, , width, height] = (code.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(29 + 4);
    expect(code.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
    expect(screen.getByTestId('receipt-feedback').getAttribute('data-url')).toBe(url);
    expect(screen.getByText('How was your visit? Rate us')).toBeTruthy();
  });
});
