import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

/** A page load: the sound module starts afresh, as after a reload, with what this device remembered. */
async function loadPage() {
  vi.resetModules();
  const [{ renderWithProviders }, { SoundControl }] = await Promise.all([
    import('../../test/render'),
    import('./SoundControl'),
  ]);
  renderWithProviders(<SoundControl />);
}

describe('the new-order sound switch (issue 26)', () => {
  it('asks "Enable sound" on a device that never chose', async () => {
    await loadPage();
    expect(screen.getByRole('button', { name: 'Enable sound' })).toBeTruthy();
  });

  it('shows the remembered "Sound on" after a reload, and says the first tap starts it', async () => {
    localStorage.setItem('opentab:order-sound', 'on');
    await loadPage();
    expect(screen.queryByRole('button', { name: 'Enable sound' })).toBeNull();
    const sound = screen.getByRole('button', { name: 'Sound on' });
    expect(sound.getAttribute('aria-describedby')).toBe(
      screen.getByText('Tap anywhere to start the sound').id,
    );
    // a tap on it turns it off, remembered
    await userEvent.setup().click(sound);
    expect(screen.getByRole('button', { name: 'Sound off' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('opentab:order-sound')).toBe('off');
  });

  it('shows the remembered "Sound off" after a reload', async () => {
    localStorage.setItem('opentab:order-sound', 'off');
    await loadPage();
    expect(screen.getByRole('button', { name: 'Sound off' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Tap anywhere to start the sound')).toBeNull();
  });
});
