import { Affix, Box, Button, Grid, Group, Stack, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/** Container widths (the sidebar takes its share of the screen): side by side from `md`. */
const BREAKPOINTS = { xs: '30em', sm: '40em', md: '56em', lg: '64em', xl: '80em' };
const SIDE_BY_SIDE_PX = 56 * 16;

type TProps = {
  actions?: ReactNode;
  menu: ReactNode;
  cart: ReactNode;
  /** e.g. "Cart (2) · $17.50": a floating button with it jumps to the cart while the cart is stacked below. */
  cartLabel?: string;
};

/**
 * Title and header actions, then the menu (about 70%) beside the cart (about 30%) when the page is at least
 * 896 px wide; on narrower pages (a 768 px tablet with the sidebar) the cart stacks under the menu.
 */
/** Whether any part of the element is on screen (false where IntersectionObserver is missing). */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

export function PosLayout({ actions, menu, cart, cartLabel }: TProps) {
  const { ref, width } = useElementSize();
  const cartRef = useRef<HTMLElement>(null);
  const cartOnScreen = useOnScreen(cartRef);
  const stacked = width > 0 && width < SIDE_BY_SIDE_PX;

  return (
    <Stack gap="md" ref={ref}>
      <Group justify="space-between" gap="sm">
        <Title order={1} fz={28}>
          Point of Sale
        </Title>
        {actions}
      </Group>
      <Grid type="container" breakpoints={BREAKPOINTS} columns={10} gap="md">
        <Grid.Col span={{ base: 10, md: 7 }}>{menu}</Grid.Col>
        <Grid.Col span={{ base: 10, md: 3 }}>
          <Box ref={cartRef} pos="sticky" top={80} aria-label="Cart" component="section">
            {cart}
          </Box>
        </Grid.Col>
      </Grid>
      {stacked && cartLabel && !cartOnScreen ? (
        <Affix position={{ bottom: 16, right: 16 }}>
          <Button
            size="md"
            radius="xl"
            leftSection={<IconShoppingCart size={20} />}
            onClick={() => cartRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
            style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          >
            {cartLabel}
          </Button>
        </Affix>
      ) : null}
    </Stack>
  );
}
