import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { VoidReasonDialog } from './VoidReasonDialog';

const target = { title: 'Void Cheesecake', description: 'Cheesecake', started: true, confirmLabel: 'Void' };

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('VoidReasonDialog in another language (issue 24)', () => {
  it('shows the common reasons in Japanese and sends the chosen one as its English value', async () => {
    await act(() => setLanguage('ja'));
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => {});
    renderWithProviders(<VoidReasonDialog target={target} onConfirm={onConfirm} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Void Cheesecake' }));
    expect(dialog.getByRole('radiogroup', { name: '理由' })).toBeTruthy();

    // a started line needs a reason: the shared message comes up in place of the send
    await user.click(dialog.getByRole('button', { name: 'Void' }));
    expect(dialog.getByRole('alert')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('radio', { name: '注文違い' }));
    expect(dialog.getByRole('radio', { name: 'その他' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Void' }));
    expect(onConfirm).toHaveBeenCalledWith('Wrong item');
    expect(dialog.getByRole('button', { name: 'いいえ' })).toBeTruthy();
  });
});
