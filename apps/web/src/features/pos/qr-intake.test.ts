import type { TQrOrderItem } from '@opentab/shared';
import { describe, expect, it } from 'vitest';
import { CHEESECAKE, LATTE } from '../../test/pos-fixtures';
import { qrLineToCart, qrOrderCustomer, qrOrderTable } from './qr-intake';

const menu = new Map([LATTE, CHEESECAKE].map((item) => [item.id, item]));

const line = (changes: Partial<TQrOrderItem>): TQrOrderItem => ({
  id: 'latte',
  item_id: 'latte',
  item_title: 'Caffe Latte',
  quantity: 3,
  notes: 'no sugar',
  variant_id: 'v-small',
  variant_title: 'Small',
  variant_price: 3.5,
  addons: [],
  addons_ids: ['a-shot'],
  price: 4.3,
  unit_price: 4.3,
  tax_rate: null,
  tax_type: null,
  ...changes,
});

describe('QR order intake', () => {
  it("maps a line to today's menu item, variant and addons, keeping quantity and notes", () => {
    expect(qrLineToCart(line({}), menu)).toMatchObject({
      item: LATTE,
      quantity: 3,
      notes: 'no sugar',
      variant: { id: 'v-small', price: 3.5 },
      addons: [{ id: 'a-shot', title: 'Extra Shot' }],
    });
    expect(qrLineToCart(line({ id: null }), menu)?.item).toBe(LATTE);
  });

  it('leaves out a line whose item, variant or addon is gone', () => {
    expect(qrLineToCart(line({ id: 'gone', item_id: 'gone' }), menu)).toBeNull();
    expect(qrLineToCart(line({ id: null, item_id: null }), menu)).toBeNull();
    expect(qrLineToCart(line({ variant_id: 'v-gone' }), menu)).toBeNull();
    expect(qrLineToCart(line({ addons_ids: ['a-oat', 'a-gone'] }), menu)).toBeNull();
  });

  it('labels the table and the customer as the list shows them', () => {
    expect(qrOrderTable({ table_title: null })).toBe('N/A');
    expect(qrOrderTable({ table_title: 'T2' })).toBe('T2');
    expect(qrOrderCustomer({ customer_type: 'WALKIN', customer_name: 'Guest', customer_id: null })).toBe(
      'WALKIN',
    );
    expect(qrOrderCustomer({ customer_type: 'CUSTOMER', customer_name: 'Ana', customer_id: '555' })).toBe(
      'Ana',
    );
  });
});
