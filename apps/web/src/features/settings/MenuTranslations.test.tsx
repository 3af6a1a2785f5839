import { MSG, type TCategoryResponse } from '@opentab/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { bodyOf, menuItem, storeSettings } from '../../test/settings-fixtures';

/** Issue 24: menu content's titles in other languages, edited in the menu screens. */

afterEach(async () => {
  await act(() => setLanguage('en'));
});

type TUser = ReturnType<typeof userEvent.setup>;

/** Picks an option of a Mantine Select inside `scope`. */
async function choose(user: TUser, scope: HTMLElement, label: string, option: string) {
  const select = within(scope).getByRole('combobox', { name: label });
  await user.click(select);
  const list = await waitFor(() => {
    const found = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no list for ${label}`);
    return found;
  });
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

function categoriesApi(categories: TCategoryResponse[]) {
  return mockFetch((path) => {
    if (path === '/settings/categories/c1/update') return { body: { message: MSG.categoryUpdated } };
    if (path === '/settings/categories/add') return { body: { message: MSG.categoryAdded, id: 'c9' } };
    return { body: categories };
  });
}

describe('Menu translations', () => {
  it('sends the translation edited in the category dialog, keeping the others', async () => {
    const user = userEvent.setup();
    const fetchMock = categoriesApi([
      { id: 'c1', title: 'Pizza', is_enabled: 1, translations: { ja: { title: 'ピザ' } } },
    ]);
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items/categories');

    await user.click(await screen.findByRole('button', { name: 'Edit Pizza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Category' });
    expect(within(dialog).getByRole('group', { name: 'Translations' })).toBeTruthy();
    expect(within(dialog).getByTestId('translation-count').textContent).toBe('Translated into 1 language.');
    await choose(user, dialog, 'Language', 'Deutsch');
    const translated = within(dialog).getByRole('textbox', { name: 'Translated title' });
    expect(translated.getAttribute('placeholder')).toBe('Pizza');
    expect(translated.getAttribute('lang')).toBe('de');
    await user.type(translated, 'Pizzen');
    expect(within(dialog).getByTestId('translation-count').textContent).toBe('Translated into 2 languages.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MSG.categoryUpdated)).toBeTruthy();
    const update = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/categories/c1/update'));
    expect(bodyOf(update?.[1])).toEqual({
      title: 'Pizza',
      translations: { ja: { title: 'ピザ' }, de: { title: 'Pizzen' } },
    });
  });

  it('leaves translations out of a save that did not touch them', async () => {
    const user = userEvent.setup();
    const fetchMock = categoriesApi([]);
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items/categories');
    await user.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Category' });
    expect(within(dialog).getByTestId('translation-count').textContent).toBe('No translations yet.');
    await user.type(within(dialog).getByLabelText(/^Title/), 'Drinks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.categoryAdded)).toBeTruthy();
    const add = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/categories/add'));
    expect(bodyOf(add?.[1])).toEqual({ title: 'Drinks' });
  });

  it('sends a variant title in Japanese from the variant dialog', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) => {
      if (path === '/settings/store-setting') return { body: storeSettings() };
      if (path === '/settings/categories' || path === '/settings/taxes') return { body: [] };
      if (path === '/menu-items/variants/m1/add') return { body: { message: MSG.variantAdded, id: 'v2' } };
      return { body: { ...menuItem(), recipeItems: [] } };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items/m1');

    await user.click(await screen.findByRole('button', { name: 'Add Variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Variant' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Large');
    await choose(user, dialog, 'Language', '日本語');
    await user.type(within(dialog).getByRole('textbox', { name: 'Translated title' }), 'ラージ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.variantAdded)).toBeTruthy();
    const add = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/variants/m1/add'));
    expect(bodyOf(add?.[1])).toEqual({ title: 'Large', price: 0, translations: { ja: { title: 'ラージ' } } });
  });

  it('speaks German in the section, starting on German', async () => {
    await act(() => setLanguage('de'));
    const user = userEvent.setup();
    categoriesApi([{ id: 'c1', title: 'Pizza', is_enabled: 1, translations: { de: { title: 'Pizzen' } } }]);
    signIn(makeUser({ language: 'de' }));
    renderApp('/dashboard/settings/menu-items/categories');
    // the row's first action is Edit (its label is another screen's, whatever its wording)
    await user.click((await screen.findAllByRole('button', { name: /Pizza/ }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Kategorie bearbeiten' });
    expect(within(dialog).getByRole('group', { name: 'Übersetzungen' })).toBeTruthy();
    const translated = within(dialog).getByRole('textbox', { name: 'Übersetzter Titel' }) as HTMLInputElement;
    expect(translated.value).toBe('Pizzen');
    expect(within(dialog).getByTestId('translation-count').textContent).toBe('In 1 Sprache übersetzt.');
  });

  it('reads right to left in Arabic, the Arabic title typed right to left', async () => {
    await act(() => setLanguage('ar'));
    const user = userEvent.setup();
    categoriesApi([{ id: 'c1', title: 'Pizza', is_enabled: 1 }]);
    signIn(makeUser({ language: 'ar' }));
    renderApp('/dashboard/settings/menu-items/categories');
    await user.click((await screen.findAllByRole('button', { name: /Pizza/ }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(within(dialog).getByRole('group', { name: 'الترجمات' })).toBeTruthy();
    const field = () => within(dialog).getByRole('textbox', { name: 'العنوان المترجَم' });
    // the field takes its language's direction: Arabic right to left, German left to right inside it
    expect(field().getAttribute('lang')).toBe('ar');
    expect(field().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(within(dialog).getByText('لا توجد ترجمات بعد.')).toBeTruthy();
    await choose(user, dialog, 'اللغة', 'Deutsch');
    expect(field().getAttribute('lang')).toBe('de');
    expect(field().closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });
});
