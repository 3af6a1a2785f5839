import { Box, Drawer, Group, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { CartBar } from './CartBar';

/** Below this viewport width the cart is a panel opened from a sticky bar instead of a column. */
const CART_COLUMN_MIN_WIDTH = '64em';

/** The page fills the viewport under the app header, so the menu and the cart scroll inside it. */
const PAGE_HEIGHT = 'calc(100dvh - var(--app-shell-header-offset, 64px) - 2 * var(--mantine-spacing-md))';

type TProps = {
  actions?: ReactNode;
  menu: ReactNode;
  cart: ReactNode;
  /** the sticky bar of narrow screens: line count, payable total, last item added; none while loading */
  bar?: { lines: number; payable: string; added: string | null };
  /** the narrow screens' cart panel */
  cartOpen?: boolean;
  onCartOpenChange?: (open: boolean) => void;
};

/**
 * Title and header actions, then the menu (about 70 %) beside the cart (about 30 %, at least 300 px) on
 * screens 1024 px and wider; the cart's lines scroll inside it while its totals and buttons stay at its
 * bottom. Narrower screens give the menu the whole width and open the cart as a panel from a sticky bar.
 */
export function PosLayout({ actions, menu, cart, bar, cartOpen = false, onCartOpenChange }: TProps) {
  // Wide by default where the query cannot run (tests, very old browsers).
  const isNarrow = useMediaQuery(`(max-width: calc(${CART_COLUMN_MIN_WIDTH} - 0.02px))`, false) === true;

  return (
    <Stack gap="md" h={PAGE_HEIGHT} mih={460} data-testid="pos-page">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz={28}>
          {t('Point of Sale')}
        </Title>
        {actions}
      </Group>
      <Box style={{ flex: 1, minHeight: 0, display: 'flex', gap: 'var(--mantine-spacing-md)' }}>
        <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>{menu}</Box>
        {isNarrow ? null : (
          <Box
            component="section"
            aria-label={t('Cart')}
            style={{ width: 'clamp(300px, 32%, 400px)', flexShrink: 0, display: 'flex', minHeight: 0 }}
          >
            {cart}
          </Box>
        )}
      </Box>
      {isNarrow && bar ? (
        <>
          <CartBar {...bar} onOpen={() => onCartOpenChange?.(true)} />
          <Drawer
            opened={cartOpen}
            onClose={() => onCartOpenChange?.(false)}
            // "right" is the end side: Mantine lays the drawer out with flex-end and slides it by the document's
            // direction, so in Arabic the cart panel opens from the left, mirrored.
            position="right"
            size="min(440px, 100%)"
            title={t('Cart')}
            styles={{
              content: { display: 'flex', flexDirection: 'column' },
              body: { flex: 1, minHeight: 0, display: 'flex', padding: 0 },
            }}
          >
            <Box
              component="section"
              aria-label={t('Cart')}
              style={{ flex: 1, display: 'flex', minHeight: 0 }}
            >
              {cart}
            </Box>
          </Drawer>
        </>
      ) : null}
    </Stack>
  );
}
