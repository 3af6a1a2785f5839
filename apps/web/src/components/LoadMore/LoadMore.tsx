import { Button, Group, Text } from '@mantine/core';
import { t } from '../../lib/i18n';

type TProps = {
  /** whether the list holds more than is loaded */
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** what is shown of how many, e.g. "Showing the newest 200 of 450 invoices" */
  summary?: string;
  label?: string;
};

/** The foot of a capped list: how much of it is shown and a button that loads the next page. */
export function LoadMore({ hasMore, loading, onLoadMore, summary, label = t('Load more') }: TProps) {
  if (!hasMore) return null;
  return (
    <Group justify="space-between" gap="sm" data-testid="load-more">
      {summary ? <Text role="status">{summary}</Text> : <span />}
      <Button variant="default" loading={loading} onClick={onLoadMore}>
        {label}
      </Button>
    </Group>
  );
}

/** "N" or, where the server stopped counting, "N or more". */
export function countText(totalCount: number, countLimit: number): string {
  return totalCount >= countLimit ? t('{count} or more', { count: countLimit }) : String(totalCount);
}
