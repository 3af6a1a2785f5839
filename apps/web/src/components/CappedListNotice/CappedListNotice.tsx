import { Alert } from '@mantine/core';
import { OPEN_ORDERS_COUNT_LIMIT } from '@opentab/shared';
import { t } from '../../lib/i18n';
import type { TListPage } from '../../lib/list-pages';

type TProps = {
  /** how many the screen shows */
  shown: number;
  page: Pick<TListPage, 'totalCount' | 'hasMore'>;
  /** what is counted, in the active language: t('open orders'), t('orders to make') */
  noun: string;
};

/**
 * The Orders and Kitchen screens show the oldest open orders only (the server caps the list): say so when
 * there are more, so nobody takes the screen for the whole floor.
 */
export function CappedListNotice({ shown, page, noun }: TProps) {
  if (!page.hasMore) return null;
  // the server counts no further than the limit
  const total =
    page.totalCount >= OPEN_ORDERS_COUNT_LIMIT
      ? t('{count} or more', { count: OPEN_ORDERS_COUNT_LIMIT })
      : page.totalCount;
  return (
    <Alert color="yellow" variant="light" data-testid="capped-list">
      {t('Showing the {shown} oldest of {total} {noun}. Newer ones appear here as these are closed.', {
        shown,
        total,
        noun,
      })}
    </Alert>
  );
}
