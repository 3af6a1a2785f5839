import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n';
import {
  BURGER,
  CAPPUCCINO,
  CODE,
  fakeApi,
  ICED_TEA,
  menuAnswer,
  menuFixture,
  renderAt,
  TABLE_ID,
} from '../test/qr-fixtures';
import { startLanguage } from './start-language';

/** Issue 24: the QR menu shows the store's translations of its menu in the diner's language. */

const menuUrl = `/m/${CODE}?table=${TABLE_ID}`;

function translatedMenu() {
  const menu = menuFixture();
  menu.categories = menu.categories.map((category) =>
    category.id === 'mains' ? { ...category, translations: { ko: { title: '메인 요리' } } } : category,
  );
  menu.menuItems = [
    CAPPUCCINO,
    {
      ...BURGER,
      translations: { ko: { title: '클래식 버거' }, ar: { title: 'برغر كلاسيكي' } },
      category_translations: { ko: { title: '메인 요리' } },
      addons: [{ id: 'a-bacon', title: 'Bacon', price: 2, translations: { ko: { title: '베이컨' } } }],
    },
    ICED_TEA,
  ];
  return menuAnswer(menu);
}

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => setLanguage('en'));
});

describe('QR menu translations', () => {
  it('shows a Korean phone the Korean titles, keeping the others as typed, up to the cart', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ko-KR', 'ko']);
    const user = userEvent.setup();
    const api = fakeApi({ menu: translatedMenu });
    await act(() => startLanguage());
    renderAt(menuUrl);

    const card = await screen.findByRole('button', { name: /클래식 버거/ });
    expect(within(card).getByText('메인 요리')).toBeTruthy();
    expect(screen.getByRole('button', { name: '메인 요리' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Cappuccino/ })).toBeTruthy();
    expect(screen.queryByText('Classic Burger')).toBeNull();

    // the diner may search in either
    await user.type(screen.getByRole('searchbox'), '버거');
    expect(screen.getByRole('button', { name: /클래식 버거/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cappuccino/ })).toBeNull();
    await user.clear(screen.getByRole('searchbox'));

    await user.click(card);
    const dialog = screen.getByRole('dialog', { name: '클래식 버거' });
    await user.click(within(dialog).getByText('베이컨'));
    await user.click(within(dialog).getByRole('button', { name: '장바구니에 담기' }));
    expect(await screen.findByText('장바구니에 담았습니다: 클래식 버거')).toBeTruthy();

    // the cart shows the Korean titles; what it keeps (and orders) is the item's id and its own title
    await user.click(screen.getByRole('link', { name: '장바구니 보기' }));
    const line = await screen.findByRole('listitem', { name: '클래식 버거' });
    expect(within(line).getByText('+ 베이컨')).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem(`opentab.qr-cart.${CODE}`) ?? '{}');
    expect(stored.lines[0]).toMatchObject({ id: 'burger', title: 'Classic Burger', addons_ids: ['a-bacon'] });
    expect(api.orders()).toEqual([]);
  });

  it('reads right to left in Arabic with the Arabic title', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-MA', 'ar']);
    fakeApi({ menu: translatedMenu });
    await act(() => startLanguage());
    renderAt(menuUrl);
    expect(await screen.findByRole('button', { name: /برغر كلاسيكي/ })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    // no Arabic title for the category: shown as typed
    expect(screen.getByRole('button', { name: 'Mains' })).toBeTruthy();
  });
});
