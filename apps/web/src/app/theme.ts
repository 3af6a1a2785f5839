import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type DrawerProps,
  darken,
  type LoaderProps,
  luminance,
  type MantineThemeOverride,
  type MenuProps,
  type ModalProps,
  mergeThemeOverrides,
  type NotificationProps,
} from '@mantine/core';
import { t } from '../lib/i18n';

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 8 is the lightest of most palettes (red, blue, ...) that holds white text at 4.5:1 (WCAG AA).
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // Plain objects rather than `Modal.extend(...)`: importing the components here would put their code (dialogs,
  // menus, toasts) in every page's first load, the login page's too.
  components: {
    // The placeholder Mantine focuses first is an unnamed focusable div inside role="menu" (axe:
    // aria-required-children); without it the focus lands on the first item, as the ARIA menu pattern has it.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // A spinner is a bare span, on which aria-label ("Loading QR orders") is not allowed; as a status it is,
    // and screen readers announce it.
    Loader: { defaultProps: { role: 'status' } satisfies Partial<LoaderProps> },
  },
});

/**
 * The theme with its words in the active language: AppProviders builds it again when the language changes
 * (a theme made at load would keep the first language's).
 */
export function localizedTheme(): MantineThemeOverride {
  // Mantine's close "×" has no text; without a name a screen reader announces just "button".
  const closeButtonProps = { 'aria-label': t('Close') };
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: { closeButtonProps } satisfies Partial<ModalProps> },
      Drawer: { defaultProps: { closeButtonProps } satisfies Partial<DrawerProps> },
      // every toast (@mantine/notifications draws them with Notification)
      Notification: { defaultProps: { closeButtonProps } satisfies Partial<NotificationProps> },
    },
  });
}

/** WCAG AA for normal text, which every label, badge and button of the app is held to. */
const AA_CONTRAST = 4.5;
const WHITE = '#ffffff';
const { gray } = DEFAULT_THEME.colors;

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, darkened in small steps until it reads at 4.5:1 against `background` (unchanged if it does). */
function readableOn(background: string, color: string): string {
  let readable = color;
  for (let amount = 0.04; contrastRatio(readable, background) < AA_CONTRAST && amount < 1; amount += 0.04) {
    readable = darken(color, amount);
  }
  return readable;
}

/**
 * The variables of one palette that put text on colour or colour on a light surface, each made to hold 4.5:1:
 * white text on the filled shade (buttons, filled badges: orange and green fail at Mantine's shade 8), the
 * palette as text on the page's lightest grey (`c="teal"`, prices, links, outlines), and the light variant's
 * text on its own tint, hover tint included (the Orders screen's Paid and Unpaid badges, the active nav link).
 */
function readableVariables(name: string, shades: readonly string[]): Record<string, string> {
  const [, tint = WHITE, hoverTint = WHITE, , , , , , primary = gray[8], darkest = primary] = shades;
  const filled = readableOn(WHITE, primary);
  const text = readableOn(gray[0], filled);
  return {
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.15),
    [`--mantine-color-${name}-text`]: text,
    [`--mantine-color-${name}-outline`]: text,
    [`--mantine-color-${name}-light-color`]: readableOn(hoverTint, readableOn(tint, darkest)),
  };
}

const readablePalettes = Object.assign(
  {},
  ...Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => readableVariables(name, shades)),
) as Record<string, string>;

/**
 * Mantine's stock light-scheme colours fail WCAG AA contrast (4.5:1) in several palettes (white on orange,
 * green and teal, the light badges' text, grey secondary text and placeholders); this overrides exactly those
 * variables, once for every component, with shades computed from the palettes rather than picked by hand.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...readablePalettes,
    '--mantine-color-anchor': readablePalettes['--mantine-color-teal-text'] ?? gray[9],
    '--mantine-color-dimmed': '#5f676f',
    // axe skips placeholders, but WCAG does not, and "Search items", "Dining" and "Table" are the only labels
    // those fields show: Mantine's gray.5 reads at 2.1:1
    '--mantine-color-placeholder': readableOn(WHITE, gray[5]),
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
