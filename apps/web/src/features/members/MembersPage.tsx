import { Anchor, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import type { TMember } from '@opentab/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '../../components/LoadMore/LoadMore';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { RecordTable, TableSkeleton, type TColumn } from '../../components/RecordTable/RecordTable';
import { APP_NAME } from '../../lib/constants';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';
import { loadedRows } from '../../lib/list-pages';
import { MEMBERS_LOAD_FAILED, useMembers } from './members-api';

/** /dashboard/members (issue 27): the store's members with their points balance, searched by name or phone. */
export function MembersPage() {
  useDocumentTitle(`${t('Members')} · ${APP_NAME}`);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const members = useMembers(debounced);
  const { rows } = loadedRows(members.data?.pages, (member) => member.id);

  const columns: readonly TColumn<TMember>[] = [
    {
      header: t('Name'),
      render: (member) => (
        <Anchor component={Link} to={`/dashboard/members/${member.id}`} fw={600}>
          {member.name}
        </Anchor>
      ),
    },
    { header: t('Phone'), render: (member) => member.phone, noWrap: true },
    {
      header: t('Points'),
      render: (member) => t('{count, plural, one {# point} other {# points}}', { count: member.points }),
      noWrap: true,
    },
    { header: t('Member since'), render: (member) => formatDateTime(member.memberSince), noWrap: true },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('Members')} />
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('Search by name or phone')}
        aria-label={t('Search by name or phone')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      <QueryState
        query={members}
        errorText={t(MEMBERS_LOAD_FAILED)}
        emptyText={
          debounced.trim()
            ? t('No members match this search.')
            : t('No members yet: enrol a customer from the Customers screen.')
        }
        isEmpty={(data) => data.pages[0]?.list.length === 0}
        skeleton={<TableSkeleton />}
      >
        {() => (
          <Stack gap="sm">
            <RecordTable
              rows={rows}
              columns={columns}
              rowKey={(member) => member.id}
              minWidth={640}
              label={t('Members')}
            />
            <LoadMore
              hasMore={members.hasNextPage}
              loading={members.isFetchingNextPage}
              onLoadMore={() => void members.fetchNextPage()}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
