import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAN_FEATURES, SUPPORT_EMAIL } from '../../lib/constants';
import { renderApp } from '../../test/render';

describe('Landing page', () => {
  it('links the sections, the account pages, pricing, contact and the policies', async () => {
    renderApp('/');
    const sections = await screen.findByRole('navigation', { name: 'Sections' });
    for (const [label, href] of [
      ['Features', '#features'],
      ['Pricing', '#pricing'],
      ['Contact', '#contact'],
    ]) {
      expect(within(sections).getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    }
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(header).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/register');

    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Get Started' })[0]?.getAttribute('href')).toBe(
      '/login',
    );
    expect(within(main).getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe('#pricing');
    for (const feature of [
      'Minimal Interface',
      'POS for Orders',
      'Send Orders to Kitchen',
      'Accept Payments',
    ]) {
      expect(within(main).getByText(feature)).toBeTruthy();
    }
    expect(within(main).getByText('$5')).toBeTruthy();
    for (const feature of PLAN_FEATURES) expect(within(main).getByText(feature)).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      `mailto:${SUPPORT_EMAIL}`,
    );

    const footer = screen.getByRole('contentinfo');
    for (const policy of ['Privacy Policy', 'Refund Policy', 'Terms and Conditions']) {
      expect(within(footer).getByRole('link', { name: policy })).toBeTruthy();
    }
    expect(within(footer).getByText(/Version 1\.2\.0/)).toBeTruthy();
  });
});
