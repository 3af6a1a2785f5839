import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../LoadError/LoadError';

/** What the state needs of a TanStack query (or of several combined with `combineQueries`). */
export type TQueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  /** what the failed call threw: an ApiError carries the server's message */
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

type TProps<T> = {
  query: TQueryLike<T>;
  skeleton: ReactNode;
  /** the load error of the screen (spec 02 section 8) */
  errorText: string;
  /** shown instead of children when `isEmpty` says so (by default: the data is an empty list) */
  emptyText?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** Loading skeleton, error (the screen's text, the server's message under it) with a retry, empty state, or the content. */
export function QueryState<T>({
  query,
  skeleton,
  errorText,
  emptyText,
  isEmpty = isEmptyList,
  children,
}: TProps<T>) {
  if (query.isPending) return skeleton;
  if (query.isError || query.data === undefined) {
    return <LoadError title={errorText} error={query.error} onRetry={query.refetch} />;
  }
  if (emptyText && isEmpty(query.data)) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return children(query.data);
}

/** Two queries as one: pending or failed while either is, with both answers as a pair. */
export function combineQueries<A, B>(a: TQueryLike<A>, b: TQueryLike<B>): TQueryLike<[A, B]> {
  return {
    isPending: a.isPending || b.isPending,
    isError: a.isError || b.isError,
    error: a.error ?? b.error,
    data: a.data === undefined || b.data === undefined ? undefined : [a.data, b.data],
    refetch: () => Promise.all([a.refetch(), b.refetch()]),
  };
}
