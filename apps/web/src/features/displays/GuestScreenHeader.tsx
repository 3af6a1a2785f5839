import type { CSSProperties } from 'react';

type TGuestStore = { name: string; logo: string | null; brandColor: string | null };

/** The store's logo and name at the top of a guest screen, on a band of the store's brand color when it has one. */
export function GuestScreenHeader({ store }: { store: TGuestStore }) {
  return (
    <header
      className="opentab-guest-header"
      data-branded={store.brandColor ? true : undefined}
      style={brandBand(store.brandColor)}
    >
      {store.logo ? <img className="opentab-guest-logo" src={store.logo} alt="" /> : null}
      <h1 className="opentab-guest-store">{store.name}</h1>
    </header>
  );
}

function brandBand(color: string | null): CSSProperties | undefined {
  return color ? { background: color, color: readableTextOn(color) } : undefined;
}

/** Black or white, whichever reads better on `#rrggbb` (WCAG relative luminance: the higher contrast ratio wins). */
export function readableTextOn(hex: string): '#000' | '#fff' {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // contrast with white is 1.05 / (L + 0.05), with black (L + 0.05) / 0.05
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#fff' : '#000';
}
