import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceLanguage, setLanguage } from '../lib/i18n';
import { BURGER, CODE, cartLine, fakeApi, renderAt, seedCart, TABLE_ID } from '../test/qr-fixtures';
import { startLanguage } from './start-language';

const menuUrl = `/m/${CODE}?table=${TABLE_ID}`;

/** What main.tsx does before the first render: the QR's catalogs, in this phone's language. */
async function startAsThisPhone() {
  await act(() => startLanguage());
}

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => setLanguage('en'));
});

describe("QR menu in the diner's language", () => {
  it('speaks Korean to a Korean browser from the first paint', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ko-KR', 'ko', 'en-US']);
    fakeApi();
    await startAsThisPhone();
    renderAt(menuUrl);

    expect(await screen.findByRole('heading', { name: 'Harbour Cafe' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ko');
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByText('테이블 T4 · Ground Floor')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: '메뉴 검색' }).getAttribute('placeholder')).toBe(
      '메뉴 검색',
    );
    expect(screen.getByRole('button', { name: '전체' })).toBeTruthy();
    const card = screen.getByRole('button', { name: /Cappuccino/ });
    expect(within(card).getByText('옵션 2개 · 추가 옵션 2개')).toBeTruthy();
    expect(within(card).getByText('옵션 선택 가능')).toBeTruthy();
    expect(screen.getByText('표시된 가격은 세금 포함 또는 별도일 수 있습니다.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: '언어' }) as HTMLSelectElement).value).toBe('ko');
    // menu content is the store's: never translated
    expect(screen.getByRole('button', { name: 'Coffee' })).toBeTruthy();
  });

  it('switches language from the header, re-renders at once and remembers it on the phone', async () => {
    const user = userEvent.setup();
    fakeApi();
    await startAsThisPhone();
    renderAt(menuUrl);
    const select = (await screen.findByRole('combobox', { name: 'Language' })) as HTMLSelectElement;
    // every language in its own name, marked with its language for screen readers
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Português (Brasil)',
      'العربية',
      'हिन्दी',
      '日本語',
      '한국어',
    ]);
    expect(select.querySelector('option[value="ja"]')?.getAttribute('lang')).toBe('ja');

    await user.selectOptions(select, 'Deutsch');
    expect(await screen.findByRole('searchbox', { name: 'Speisekarte durchsuchen' })).toBeTruthy();
    expect(screen.getByText('Tisch T4 · Ground Floor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Infos zum Lokal' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');

    // an item added in German: the dialog, the toast and the cart bar speak it too
    await user.click(screen.getByRole('button', { name: /Classic Burger/ }));
    const dialog = screen.getByRole('dialog', { name: 'Classic Burger' });
    expect(within(dialog).getByRole('group', { name: 'Extras' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'IN DEN WARENKORB' }));
    expect(await screen.findByText('Classic Burger wurde in den Warenkorb gelegt!')).toBeTruthy();
    expect(screen.getByText('1 Artikel hinzugefügt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Warenkorb ansehen' })).toBeTruthy();

    // the next scan on this phone opens in German, whatever the browser says
    expect(localStorage.getItem('opentab.language')).toBe('de');
    expect(deviceLanguage()).toBe('de');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'English');
    expect(await screen.findByRole('searchbox', { name: 'Search menu' })).toBeTruthy();
    expect(screen.getByText('1 Items Added')).toBeTruthy();
  });

  it('turns the page right to left in Arabic, back arrow mirrored, and back again', async () => {
    const user = userEvent.setup();
    fakeApi();
    seedCart([cartLine(BURGER)]);
    await startAsThisPhone();
    renderAt(menuUrl);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ar');

    expect(await screen.findByRole('searchbox', { name: 'ابحث في القائمة' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByText('أُضيف عنصر واحد')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'عرض السلة' }));
    expect(await screen.findByRole('heading', { name: 'ملخص الطلب' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'العودة إلى القائمة' });
    expect(back.querySelector('svg')?.classList.contains('opentab-flip-rtl')).toBe(true);
    // the table's name stays bold inside the translated sentence
    const table = screen.getByText('T4', { selector: 'strong' });
    expect(table.parentElement?.textContent).toBe('الطاولة T4 · Ground Floor');

    await act(() => setLanguage('en'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeTruthy();
  });

  it("asks the server to answer in the diner's language when ordering", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    seedCart([cartLine(BURGER)]);
    await startAsThisPhone();
    await act(() => setLanguage('ja'));
    renderAt(`/m/${CODE}/cart?table=${TABLE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'お支払い' }));
    const dialog = screen.getByRole('dialog', { name: 'ご注文方法' });
    await user.click(within(dialog).getByRole('button', { name: '注文する' }));
    expect(await screen.findByRole('heading', { name: 'ありがとうございます!' })).toBeTruthy();
    const [order] = api.orders();
    expect((order?.headers as Record<string, string>)['accept-language']).toBe('ja');
    expect(api.fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'accept-language': 'ja' });
  });
});
