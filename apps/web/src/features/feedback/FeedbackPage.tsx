import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGES, type TDateFilterQuery, type TFeedbackEntry } from '@opentab/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateFilterButton } from '../../components/DateFilterButton/DateFilterButton';
import { FeedbackEntry } from '../../components/FeedbackEntry/FeedbackEntry';
import { GuestRatings } from '../../components/GuestRatingsCard/GuestRatingsCard';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { SearchForm } from '../../components/SearchForm/SearchForm';
import { APP_NAME } from '../../lib/constants';
import { useFeedbackList, useFeedbackSearch, useFeedbackSummary } from '../../lib/feedback-queries';
import { msg, t } from '../../lib/i18n';

const LOAD_FAILED = msg('Error loading feedback! Please try later!');
/** The server's cap on a list (feedback.service.ts FEEDBACK_LIST_LIMIT). */
const LIST_LIMIT = 500;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Each entry, with a link to its invoice (the Invoices screen opened on a search for its id, which finds it alone). */
function EntryList({ entries, timeZone }: { entries: TFeedbackEntry[]; timeZone: string }) {
  return (
    <Stack gap="sm">
      {entries.map((entry) => {
        return (
          <Paper key={entry.id} withBorder radius="md" p="md">
            <FeedbackEntry
              entry={entry}
              timeZone={timeZone}
              aside={
                <Anchor
                  component={Link}
                  to={`${PAGES.invoices.path}?q=${encodeURIComponent(entry.invoice_id)}`}
                  data-testid="feedback-invoice-link"
                >
                  {t('Invoice No. {number}', { number: entry.invoiceNumber ?? entry.invoice_id })}
                </Anchor>
              }
            />
          </Paper>
        );
      })}
      {entries.length >= LIST_LIMIT ? (
        <Text size="sm" c="dark.4">
          {t('Showing the newest {shown} — narrow the date range to see older feedback.', {
            shown: entries.length,
          })}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /dashboard/feedback (issue 27): what guests said about their visits, from the link on their receipts: the
 * date filter's counts and average ratings, its feedback newest first, and a search.
 */
export function FeedbackPage() {
  useDocumentTitle(`${t('Feedback')} · ${APP_NAME}`);
  const [filter, setFilter] = useState<TDateFilterQuery>({ type: 'last_7days' });
  const [term, setTerm] = useState('');
  const summary = useFeedbackSummary(filter);
  const list = useFeedbackList(filter);
  const search = useFeedbackSearch(term);
  const timeZone = summary.data?.timeZone ?? browserZone();

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Feedback')}
        description={t('What guests said about their visits, from the link on their receipts.')}
        actions={<DateFilterButton value={filter} onChange={setFilter} timeZone={timeZone} />}
      />
      <Paper withBorder radius="md" p="md" data-testid="guest-ratings">
        <Title order={2} fz="lg" mb="sm">
          {t('Guest ratings')}
        </Title>
        <QueryState query={summary} errorText={t(LOAD_FAILED)} skeleton={<Skeleton h={96} radius="sm" />}>
          {(data) => <GuestRatings summary={data} />}
        </QueryState>
      </Paper>
      <SearchForm
        placeholder={t('Comment, guest name, phone, email or invoice number')}
        term={term}
        onSearch={setTerm}
      />
      {term ? (
        <Stack gap="xs">
          <Title order={2} fz={18}>
            {t('Search Results')}
          </Title>
          <QueryState
            query={search}
            errorText={t(LOAD_FAILED)}
            emptyText={t('No feedback matches your search.')}
            skeleton={<Skeleton h={120} radius="sm" />}
          >
            {(entries) => <EntryList entries={entries} timeZone={timeZone} />}
          </QueryState>
        </Stack>
      ) : (
        <QueryState
          query={list}
          errorText={t(LOAD_FAILED)}
          emptyText={t('No feedback in this period.')}
          skeleton={<Skeleton h={120} radius="sm" />}
        >
          {(entries) => <EntryList entries={entries} timeZone={timeZone} />}
        </QueryState>
      )}
    </Stack>
  );
}
