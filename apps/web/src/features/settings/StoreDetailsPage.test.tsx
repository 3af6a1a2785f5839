import { MSG } from '@opentab/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calledPaths, makeUser, mockFetch as mockApi, renderApp, signIn } from '../../test/render';
import { bodyOf, storeSettings } from '../../test/settings-fixtures';

// jsdom has no canvas to compress with: the photo goes up as picked.
vi.mock('browser-image-compression', () => ({ default: async (file: File) => file }));

const PAYMENT_TYPES = [
  { id: 'pt-card', title: 'Card', is_active: 1, isCash: 0 },
  { id: 'pt-cash', title: 'Cash', is_active: 1, isCash: 1 },
  { id: 'pt-old', title: 'Cheque', is_active: 0, isCash: 0 },
];

/** The API of these tests, with the payment types the Default Payment Type select offers. */
const mockFetch: typeof mockApi = (answer) =>
  mockApi((path, init) =>
    path === '/settings/payment-types' ? { body: PAYMENT_TYPES } : answer(path, init),
  );

describe('Store Details page', () => {
  it('shows the messages before sending and focuses the first bad field', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ body: storeSettings() }));
    signIn(makeUser());
    renderApp('/dashboard/settings');

    const name = await screen.findByLabelText(/^Store Name/);
    expect((name as HTMLInputElement).value).toBe('Blue Cafe');
    await user.clear(name);
    await user.type(screen.getByLabelText(/^Phone/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.provideStoreName)).toBeTruthy();
    expect(screen.getByText(MSG.provideValidPhone)).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('turns "Shifts required" on (issue 23)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((_path, init) =>
      init.method === 'POST' ? { body: { message: MSG.storeSettingsSaved } } : { body: storeSettings() },
    );
    signIn(makeUser());
    renderApp('/dashboard/settings');
    // Mantine's switch label holds its description: the name starts with the label
    const toggle = await screen.findByRole('switch', { name: /^Shifts required/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.storeSettingsSaved)).toBeTruthy();
    const save = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(save?.[1])).toMatchObject({ shiftsRequired: true });
  });

  it('saves the chosen currency and offers the QR code once the QR menu is on', async () => {
    const user = userEvent.setup();
    let saved = storeSettings();
    const fetchMock = mockFetch((_path, init) => {
      if (init.method === 'POST') {
        const body = bodyOf(init);
        // the server answers flags as 0/1
        saved = { ...saved, ...body, isQRMenuEnabled: body.isQRMenuEnabled ? 1 : 0, isQROrderEnabled: 0 };
        return { body: { message: MSG.storeSettingsSaved } };
      }
      return { body: saved };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings');

    const currency = await screen.findByRole('combobox', { name: /^Currency/ });
    expect(screen.queryByRole('button', { name: 'Download QR Code' })).toBeNull();
    await user.clear(currency);
    await user.type(currency, 'eur');
    await user.click(await screen.findByRole('option', { name: 'Euro (€)', hidden: true }));
    await user.click(screen.getByRole('switch', { name: 'Enable QR Menu' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MSG.storeSettingsSaved)).toBeTruthy();
    const save = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(save?.[1])).toEqual({
      storeName: 'Blue Cafe',
      address: null,
      email: null,
      phone: null,
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      isQRMenuEnabled: true,
      isQROrderEnabled: false,
      defaultPaymentTypeId: null,
      invoicePrefix: '',
      shiftsRequired: false,
      language: 'en',
      brandColor: null,
      image: null,
    });
    expect(await screen.findByRole('button', { name: 'Download QR Code' })).toBeTruthy();
    const view = screen.getByRole('link', { name: 'View Digital Menu' });
    expect(view.getAttribute('href')).toBe('/m/qr-code-token');
    expect(view.getAttribute('target')).toBe('_blank');
  });

  it("links the QR menu on the server's public URL when it has one", async () => {
    const store = { isQRMenuEnabled: 1 as const, publicUrl: 'https://menu.bluecafe.example' };
    mockFetch(() => ({ body: storeSettings(store) }));
    signIn(makeUser());
    renderApp('/dashboard/settings');
    const link = await screen.findByRole('link', { name: 'https://menu.bluecafe.example/m/qr-code-token' });
    expect(link.getAttribute('href')).toBe('https://menu.bluecafe.example/m/qr-code-token');
  });

  it('links the QR menu on PUBLIC_URL even at localhost, and warns how to set it (issue 22)', async () => {
    // the owner browses from another address than the server's public one: the QR still takes the public one
    const publicUrl = 'http://127.0.0.1:3000';
    expect(window.location.origin).not.toBe(publicUrl);
    mockFetch(() => ({ body: storeSettings({ isQRMenuEnabled: 1, publicUrl }) }));
    signIn(makeUser());
    renderApp('/dashboard/settings');
    expect(await screen.findByRole('link', { name: `${publicUrl}/m/qr-code-token` })).toBeTruthy();
    const notice = await screen.findByTestId('public-url-notice');
    expect(notice.textContent).toContain(MSG.publicUrlLoopbackTitle);
    expect(notice.textContent).toContain(
      `Your public address is ${publicUrl}, which only this computer can open. Set PUBLIC_URL to the address diners and staff use (for example PUBLIC_URL=https://pos.example.com) and restart the server, then print the QR codes again.`,
    );
    expect(notice.textContent).toContain('PUBLIC_URL=');
  });

  it('does not warn when PUBLIC_URL is an address diners can open', async () => {
    mockFetch(() => ({ body: storeSettings({ isQRMenuEnabled: 1 }) }));
    signIn(makeUser());
    renderApp('/dashboard/settings');
    expect(
      await screen.findByRole('link', { name: 'https://pos.bluecafe.example/m/qr-code-token' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('public-url-notice')).toBeNull();
  });

  it('saves the default payment type (active ones offered) and the invoice prefix (issue 22)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((_path, init) =>
      init.method === 'POST'
        ? { body: { message: MSG.storeSettingsSaved } }
        : { body: storeSettings({ defaultPaymentTypeId: 'pt-cash' }) },
    );
    signIn(makeUser());
    renderApp('/dashboard/settings');
    const select = (await screen.findByRole('combobox', {
      name: /^Default Payment Type/,
    })) as HTMLInputElement;
    await waitFor(() => expect(select.value).toBe('Cash (cash)'));
    await user.click(select);
    expect(screen.queryByRole('option', { name: 'Cheque', hidden: true })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Card', hidden: true }));
    await user.type(screen.getByLabelText(/^Invoice Prefix/), 'INV-');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.storeSettingsSaved)).toBeTruthy();
    const save = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(save?.[1])).toMatchObject({ defaultPaymentTypeId: 'pt-card', invoicePrefix: 'INV-' });
  });

  it('uploads the store logo in the field store_image and deletes it, at the spec paths', async () => {
    const user = userEvent.setup();
    let image: string | null = null;
    const fetchMock = mockFetch((path) => {
      if (path === '/settings/store-setting/upload-store-image') {
        image = '/uploads/logo.webp';
        return { body: { message: MSG.photoUploaded, imageURL: image } };
      }
      if (path === '/settings/store-setting/delete-store-image') {
        image = null;
        return { body: { message: MSG.photoRemoved } };
      }
      return { body: storeSettings({ image, storeImage: image }) };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings');

    await screen.findByRole('button', { name: 'Upload Logo' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText(MSG.photoUploaded)).toBeTruthy();
    const upload = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/upload-store-image'));
    expect(upload?.[1]?.method).toBe('POST');
    const form = upload?.[1]?.body as FormData;
    expect((form.get('store_image') as File).name).toBe('logo.png');
    expect(form.get('image')).toBeNull();

    await user.click(await screen.findByRole('button', { name: /Remove|Delete/ }));
    expect(await screen.findByText(MSG.photoRemoved)).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('POST /api/v1/settings/store-setting/delete-store-image');
  });

  it('switches settings pages from the select on narrow screens', async () => {
    const user = userEvent.setup();
    mockFetch((path) =>
      path === '/settings/print-setting'
        ? {
            body: {
              pageFormat: 80,
              header: null,
              footer: 'Thank you!',
              showNotes: 1,
              isEnablePrint: 1,
              showStoreDetails: 1,
              printToken: 0,
              showCustomerDetails: 0,
            },
          }
        : { body: storeSettings() },
    );
    signIn(makeUser());
    const router = renderApp('/dashboard/settings/details');
    const select = await screen.findByRole('combobox', { name: 'Settings page' });
    expect((select as HTMLInputElement).value).toBe('Details');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Print Settings', hidden: true }));
    // The router moves once the page's chunk has arrived.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings/print-settings'));
    expect((await screen.findByLabelText(/^Footer/)) as HTMLTextAreaElement).toHaveProperty(
      'value',
      'Thank you!',
    );
    expect((screen.getByRole('switch', { name: 'Print Token' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('combobox', { name: /^Page Size/ })).toHaveProperty('value', '80mm');
  });
});
