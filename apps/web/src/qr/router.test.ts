import { describe, expect, it } from 'vitest';
import { cartPath, menuPath, parseRoute } from './router';

describe('QR routes', () => {
  it.each([
    ['/m/abc', { page: 'menu', qrcode: 'abc' }],
    ['/m/abc/', { page: 'menu', qrcode: 'abc' }],
    ['/m/abc/cart', { page: 'cart', qrcode: 'abc' }],
    ['/m/order-success', { page: 'success' }],
    ['/m/order-failed', { page: 'failed' }],
    ['/m', { page: 'broken' }],
    ['/m/', { page: 'broken' }],
    ['/m/%20', { page: 'broken' }],
    ['/m/%E0%A4%A', { page: 'broken' }],
    ['/m/abc/other', { page: 'broken' }],
    ['/m/abc/cart/more', { page: 'broken' }],
    // issue 27: a receipt's feedback link
    ['/m/abc/feedback/Tok3n_-x', { page: 'feedback', qrcode: 'abc', token: 'Tok3n_-x' }],
    ['/m/abc/feedback/', { page: 'broken' }],
    ['/m/abc/other/Tok3n', { page: 'broken' }],
    ['/m/abc/feedback/Tok3n/more', { page: 'broken' }],
  ])('%s', (path, route) => {
    expect(parseRoute(path)).toEqual(route);
  });

  it('builds links with the table, encoded', () => {
    expect(menuPath('a b', null)).toBe('/m/a%20b');
    expect(menuPath('abc', 't&1')).toBe('/m/abc?table=t%261');
    expect(cartPath('abc', 't1')).toBe('/m/abc/cart?table=t1');
  });
});
