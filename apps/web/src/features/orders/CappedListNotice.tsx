import { Alert } from '@mantine/core';
import type { TListPage } from '../../lib/api';

type TProps = {
  /** how many the screen shows */
  shown: number;
  page: TListPage;
  /** what is counted: "open orders", "orders to make" */
  noun: string;
};

/**
 * The Orders and Kitchen screens show the oldest open orders only (the server caps the list): say so when
 * there are more, so nobody takes the screen for the whole floor.
 */
export function CappedListNotice({ shown, page, noun }: TProps) {
  if (!page.hasMore) return null;
  return (
    <Alert color="yellow" variant="light" data-testid="capped-list">
      Showing the {shown} oldest of {page.totalCount} {noun}. Newer ones appear here as these are closed.
    </Alert>
  );
}
