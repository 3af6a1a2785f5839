import type { TReceiptResponse } from '@opentab/shared';
import { PRINT_MSG } from '@opentab/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ESC_POS } from '../../test/fake-printer.ts';
import { encodeEscPos, isCodePageText, printableDots } from './escpos.ts';
import { retryDelayMs } from './print-queue.ts';
import { isAllowedPrinterIp, resolvePrinterAddress } from './printer-address.ts';
import { kitchenTicketBlocks, receiptBlocks } from './tickets.ts';

const receipt = (changes: Partial<TReceiptResponse> = {}): TReceiptResponse => ({
  receiptNo: '12-20261128',
  invoiceNumber: 'INV-12',
  tokenNos: [12],
  provisionalToken: null,
  createdAt: '2026-11-28T12:00:00.000Z',
  paymentType: 'Cash',
  paid: true,
  deliveryType: 'takeaway',
  customerType: 'WALKIN',
  customerName: null,
  tableTitle: null,
  floor: null,
  lines: [
    {
      title: 'Burger',
      variant: null,
      addons: ['Bacon'],
      notes: 'no onions',
      quantity: 2,
      unitPrice: 5,
      total: 10,
      discount: 0,
      discountReason: null,
    },
  ],
  itemsTotal: 10,
  taxTotal: 1,
  taxes: [{ title: 'VAT', rate: 10, type: 'exclusive', amount: 1 }],
  discountTotal: 0,
  orderDiscount: 0,
  billDiscount: 0,
  billDiscountReason: null,
  serviceCharge: 0,
  serviceChargeRate: 0,
  payableTotal: 11,
  tip: 0,
  payments: [{ title: 'Cash', amount: 11 }],
  amountTendered: 20,
  changeDue: 9,
  part: null,
  parts: [],
  paidSoFar: 11,
  balance: 0,
  refunds: [],
  netPaid: 11,
  currency: 'USD',
  timeZone: 'UTC',
  language: 'en',
  store: { storeName: 'Bistro', address: '1 Main St', phone: null, email: null, image: null },
  print: {
    page_format: 80,
    header: 'Welcome',
    footer: 'Thank you!',
    show_notes: 1,
    show_store_details: 1,
    print_token: 1,
    show_customer_details: 0,
  },
  feedbackUrl: null,
  ...changes,
});

const paper = { paperWidth: 80, charsPerLine: 48 };

describe('ESC/POS rendering', () => {
  it('prints a receipt: initialise, the lines and totals as text, the QR code, the drawer kick and a cut', async () => {
    const blocks = receiptBlocks(receipt(), { qrUrl: 'https://bistro.example/m/abc' });
    const bytes = Buffer.from(await encodeEscPos({ ...paper, blocks, kickDrawer: true }));
    expect(bytes.subarray(0, 2)).toEqual(ESC_POS.initialise);
    for (const text of [
      'Bistro',
      'Welcome',
      'Receipt No.: 12-20261128',
      '2 x Burger',
      '+ Bacon',
      'Notes: no onions',
      'Thank you!',
    ])
      expect(bytes.includes(text), text).toBe(true);
    // a pair is padded to the printer's line: label left, amount right
    expect(bytes.includes(`Total${' '.repeat(48 - 'Total'.length - '$11.00'.length)}$11.00`)).toBe(true);
    expect(bytes.includes(ESC_POS.qr)).toBe(true);
    expect(bytes.includes('https://bistro.example/m/abc')).toBe(true);
    expect(bytes.includes(ESC_POS.drawer)).toBe(true);
    expect(bytes.lastIndexOf(ESC_POS.cut)).toBeGreaterThan(bytes.lastIndexOf(ESC_POS.drawer));
    // no drawer without cash
    const card = Buffer.from(await encodeEscPos({ ...paper, blocks }));
    expect(card.includes(ESC_POS.drawer)).toBe(false);
  });

  it('prints a paid visit’s feedback link as a QR code with its caption, instead of the menu’s (issue 27)', async () => {
    const feedbackUrl = 'https://bistro.example/m/abc/feedback/Tok3nTok3nTok3nTok3nT';
    const blocks = receiptBlocks(receipt({ feedbackUrl }), { qrUrl: 'https://bistro.example/m/abc' });
    const bytes = Buffer.from(await encodeEscPos({ ...paper, blocks }));
    expect(bytes.includes('How was your visit? Rate us')).toBe(true);
    expect(bytes.includes(ESC_POS.qr)).toBe(true);
    expect(bytes.includes(feedbackUrl)).toBe(true);
    expect(blocks.filter((block) => block.kind === 'qr')).toEqual([{ kind: 'qr', value: feedbackUrl }]);
  });

  it('follows the printer’s characters per line', async () => {
    const blocks = receiptBlocks(receipt());
    const narrow = Buffer.from(await encodeEscPos({ paperWidth: 58, charsPerLine: 32, blocks }));
    expect(narrow.includes(`Total${' '.repeat(32 - 'Total'.length - '$11.00'.length)}$11.00`)).toBe(true);
    expect(narrow.includes('-'.repeat(32))).toBe(true);
    expect(narrow.includes('-'.repeat(33))).toBe(false);
  });

  it('prints a receipt in the store’s language, as pictures where the code pages lack the script', async () => {
    for (const language of ['ar', 'hi', 'ja', 'ko'] as const) {
      const blocks = receiptBlocks(receipt({ language }));
      const bytes = Buffer.from(await encodeEscPos({ ...paper, blocks }));
      expect(bytes.includes(ESC_POS.raster), language).toBe(true);
      // the store's name and the item stay text: only what needs a picture is one
      expect(bytes.includes('2 x Burger'), language).toBe(true);
    }
    const spanish = Buffer.from(
      await encodeEscPos({ ...paper, blocks: receiptBlocks(receipt({ language: 'es' })) }),
    );
    expect(spanish.includes(ESC_POS.raster)).toBe(false);
  });

  it('prints the store logo as a raster picture no wider than half the paper', async () => {
    const logo = await sharp({ create: { width: 800, height: 200, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    const bytes = Buffer.from(await encodeEscPos({ ...paper, blocks: [{ kind: 'image', data: logo }] }));
    const at = bytes.indexOf(ESC_POS.raster);
    expect(at).toBeGreaterThan(0);
    // GS v 0 m xL xH: the picture's bytes per row, the whole paper width (576 dots) padded white
    expect(bytes.readUInt16LE(at + 4)).toBe(printableDots(80) / 8);
  });

  it('prints a kitchen ticket with the station, the token large and each item', async () => {
    const blocks = kitchenTicketBlocks({
      language: 'en',
      timeZone: 'UTC',
      stationName: 'Grill',
      tokenNo: 42,
      createdAt: '2026-11-28T12:00:00.000Z',
      tableTitle: 'T4',
      deliveryType: 'dinein',
      lines: [{ title: 'Steak', variant: 'Medium', addons: ['Pepper sauce'], notes: 'no salt', quantity: 1 }],
    });
    const bytes = Buffer.from(await encodeEscPos({ ...paper, blocks }));
    for (const text of [
      'Grill',
      'Token No.',
      '42',
      'Table: T4',
      '1 x Steak (Medium)',
      '+ Pepper sauce',
      'Notes: no salt',
    ])
      expect(bytes.includes(text), text).toBe(true);
    expect(bytes.includes(ESC_POS.cut)).toBe(true);
  });

  it('tells text a code page has from text that needs a picture', () => {
    expect(isCodePageText('Crème brûlée €5 – Ωmega Борщ')).toBe(true);
    expect(isCodePageText('شاورما')).toBe(false);
    expect(isCodePageText('पनीर')).toBe(false);
    expect(isCodePageText('ラーメン')).toBe(false);
    expect(isCodePageText('김치')).toBe(false);
    expect(isCodePageText('「A」')).toBe(false);
  });
});

describe('the print queue’s rules', () => {
  it('retries after 2 s, doubling, at most a minute apart', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('never reaches link-local addresses, and loopback only when allowed', () => {
    for (const ip of ['169.254.169.254', 'fe80::1', '::ffff:169.254.0.1', '224.0.0.251', '255.255.255.255']) {
      expect(isAllowedPrinterIp(ip, true), ip).toBe(false);
      expect(isAllowedPrinterIp(ip, false), ip).toBe(false);
    }
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '0.0.0.0', '::ffff:127.0.0.1']) {
      expect(isAllowedPrinterIp(ip, false), ip).toBe(false);
      expect(isAllowedPrinterIp(ip, true), ip).toBe(true);
    }
    for (const ip of ['192.168.1.50', '10.0.0.7', '172.16.4.2', 'fd00::25'])
      expect(isAllowedPrinterIp(ip, false), ip).toBe(true);
  });

  it('checks what a host name resolves to, and connects to that checked address', async () => {
    await expect(resolvePrinterAddress('localhost', false)).rejects.toMatchObject({
      message: PRINT_MSG.printerAddressRefused,
    });
    expect(await resolvePrinterAddress('localhost', true)).toMatch(/^(127\.0\.0\.1|::1)$/);
    await expect(resolvePrinterAddress('printer.invalid', true)).rejects.toMatchObject({
      message: PRINT_MSG.printerAddressNotFound,
    });
    expect(await resolvePrinterAddress('192.168.1.50', false)).toBe('192.168.1.50');
  });
});
