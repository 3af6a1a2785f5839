import { MSG } from '@opentab/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../lib/constants';
import { makeUser, renderApp, signIn } from '../../test/render';

describe('Contact support page', () => {
  it('offers the mailbox, a copy button and both mail links', async () => {
    const user = userEvent.setup();
    signIn(makeUser({ role: 'staff', scope: '' }));
    renderApp('/dashboard/contact-support');
    expect(await screen.findByTestId('support-email')).toHaveProperty('textContent', SUPPORT_EMAIL);
    expect(screen.getByText(/within 24 hours/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open mail app' }).getAttribute('href')).toBe(
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(screen.getByRole('link', { name: 'Open Gmail' }).getAttribute('href')).toBe(
      `https://mail.google.com/mail/?view=cm&to=${encodeURIComponent(SUPPORT_EMAIL)}`,
    );

    await user.click(screen.getByRole('button', { name: 'Copy email address' }));
    expect(await screen.findByText(MSG.copied)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(SUPPORT_EMAIL);
  });
});
