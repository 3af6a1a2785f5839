import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

/** As many columns of at least 260 px as the page's width holds. */
const MIN_COL_WIDTH = 260;

export function CardGrid({ children }: { children: ReactNode }) {
  return <SimpleGrid minColWidth={MIN_COL_WIDTH}>{children}</SimpleGrid>;
}

export function CardGridSkeleton({ height = 160 }: { height?: number }) {
  return (
    <SimpleGrid minColWidth={MIN_COL_WIDTH}>
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} h={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}
