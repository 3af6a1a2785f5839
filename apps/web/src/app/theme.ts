import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, Drawer, darken, Modal } from '@mantine/core';

const teal = DEFAULT_THEME.colors.teal;

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 8 is the lightest of most palettes (red, blue, ...) that holds white text at 4.5:1 (WCAG AA).
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Mantine's close "×" has no text; without a name a screen reader announces just "button".
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
  },
});

/**
 * Mantine's stock light-scheme colours fail WCAG AA contrast (4.5:1) in a few places; this darkens exactly
 * those, once for every component: teal below shade 9 under white text or as text on white, teal.9 on the
 * teal.1 "light" background (active nav link, light badges, avatar initials), and the gray.6 `dimmed` text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-teal-filled': teal[9],
    '--mantine-color-teal-filled-hover': darken(teal[9], 0.15),
    '--mantine-color-teal-text': teal[9],
    '--mantine-color-teal-outline': teal[9],
    '--mantine-color-teal-light-color': darken(teal[9], 0.1),
    '--mantine-color-anchor': teal[9],
    '--mantine-color-dimmed': '#5f676f',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
