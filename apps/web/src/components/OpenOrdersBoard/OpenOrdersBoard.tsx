import { EmptyState, SimpleGrid, type SimpleGridProps, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { NO_ORDERS_PENDING, ORDERS_LOAD_FAILED } from '../../lib/order-messages';
import { CappedListNotice } from '../CappedListNotice/CappedListNotice';
import { LoadError } from '../LoadError/LoadError';
import { LoadMore } from '../LoadMore/LoadMore';

type TProps = {
  /** the screen's capped list of open orders (`useListPages`) */
  query: {
    data: unknown;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    refetch: () => unknown;
    fetchNextPage: () => unknown;
  };
  /** one card per order or table; none is the empty state */
  cards: ReactNode[];
  /** how many orders are loaded, and how many are open */
  shown: number;
  totalCount: number;
  /** what is counted, translated: "open orders", "orders to make" */
  noun: string;
  /** the cards' grid: columns by width, or a grid of the screen's own (`grid`: the kitchen's ticket board) */
  cols?: SimpleGridProps['cols'];
  grid?: (cards: ReactNode) => ReactNode;
  skeletonHeight: number;
  /** the empty state's description, translated */
  empty: { icon: ReactNode; description: string };
  /** the kitchen's wall screen: larger retry button and empty state */
  large?: boolean;
};

/**
 * The Orders and Kitchen screens' list: the capped-list notice, loading cards, the load error with a retry,
 * the empty state or the cards, and "Show newer orders".
 */
export function OpenOrdersBoard({
  query,
  cards,
  shown,
  totalCount,
  noun,
  cols,
  grid = (children) => (
    <SimpleGrid type="container" cols={cols}>
      {children}
    </SimpleGrid>
  ),
  skeletonHeight,
  empty,
  large = false,
}: TProps) {
  const size = large ? 'lg' : undefined;
  return (
    <>
      {query.data ? (
        <CappedListNotice shown={shown} page={{ totalCount, hasMore: query.hasNextPage }} noun={noun} />
      ) : null}
      {query.isPending ? (
        grid([1, 2, 3].map((n) => <Skeleton key={n} h={skeletonHeight} radius="md" />))
      ) : query.isError && !query.data ? (
        <LoadError title={t(ORDERS_LOAD_FAILED)} error={query.error} onRetry={query.refetch} size={size} />
      ) : cards.length === 0 ? (
        <EmptyState
          py="xl"
          size={size}
          variant="light"
          icon={empty.icon}
          title={t(NO_ORDERS_PENDING)}
          description={empty.description}
        />
      ) : (
        grid(cards)
      )}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        label={t('Show newer orders')}
      />
    </>
  );
}
