import {
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  MEMBER_ADJUST_REASON_MAX_LENGTH,
  type TMemberPointEntry,
  type TMemberPointKind,
} from '@opentab/shared';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApprovalDialog } from '../../components/ApprovalDialog/ApprovalDialog';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { RecordTable, TableSkeleton, type TColumn } from '../../components/RecordTable/RecordTable';
import { ApiError } from '../../lib/api';
import { confirmWarning } from '../../lib/confirm';
import { APP_NAME } from '../../lib/constants';
import { formatDateTime } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { useApproval } from '../../lib/use-approval';
import { MEMBERS_LOAD_FAILED, useAdjustPoints, useMember, useSetMembership } from './members-api';

const KIND_LABELS: Record<TMemberPointKind, string> = {
  earn: msg('Earned'),
  redeem: msg('Redeemed'),
  refund: msg('Refunded'),
  adjust: msg('Adjusted'),
};

const pointsText = (count: number) => t('{count, plural, one {# point} other {# points}}', { count });

/** Points to add (or take off) with a reason; a manager approves when the user is none (ApprovalDialog). */
function AdjustForm({ id, onDone }: { id: string; onDone: () => void }) {
  const adjust = useAdjustPoints(id);
  const approval = useApproval();
  const [points, setPoints] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const input = { points: points === '' ? 0 : points, reason };
      if (await approval.run((given) => adjust(input, given))) onDone();
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.serverMessage ?? t('Something went wrong!'))
          : t('Something went wrong!'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={t('Points to add (negative to take off)')}
              value={points}
              onChange={(value) => setPoints(typeof value === 'number' ? value : '')}
              allowDecimal={false}
              hideControls
              w={260}
            />
            <TextInput
              label={t('Reason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={MEMBER_ADJUST_REASON_MAX_LENGTH}
              style={{ flexGrow: 1 }}
              miw={200}
            />
            <Button type="submit" loading={busy}>
              {t('Save')}
            </Button>
          </Group>
          {error ? (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      {/* beside the form, not in it: the dialog's own submit would bubble (in React's tree) into this form's */}
      <ApprovalDialog
        ask={approval.ask}
        onClose={() => {
          approval.dismiss();
          onDone();
        }}
      />
    </>
  );
}

/** /dashboard/members/:id (issue 27): a member's balance, their points history, adjustments and enrolment. */
export function MemberDetailPage() {
  const { id = '' } = useParams();
  const member = useMember(id);
  const setMembership = useSetMembership();
  const [isAdjusting, setAdjusting] = useState(false);
  useDocumentTitle(`${member.data?.name ?? t('Member')} · ${APP_NAME}`);

  const columns: readonly TColumn<TMemberPointEntry>[] = [
    { header: t('Date'), render: (entry) => formatDateTime(entry.createdAt), noWrap: true },
    { header: t('Type'), render: (entry) => t(KIND_LABELS[entry.kind]), noWrap: true },
    {
      header: t('Points'),
      render: (entry) => (entry.points > 0 ? `+${entry.points}` : String(entry.points)),
      noWrap: true,
    },
    {
      header: t('Note'),
      render: (entry) =>
        [
          entry.invoiceNumber ? t('Invoice No. {number}', { number: entry.invoiceNumber }) : null,
          entry.note || null,
          entry.createdBy,
        ]
          .filter(Boolean)
          .join(' · ') || '—',
    },
  ];

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/dashboard/members" size="sm">
        {t('Back')}
      </Anchor>
      <QueryState query={member} errorText={t(MEMBERS_LOAD_FAILED)} skeleton={<TableSkeleton />}>
        {(data) => (
          <Stack gap="lg">
            <PageHeader
              title={data.name}
              actions={
                <Group gap="sm">
                  {data.isMember ? (
                    <>
                      <Button variant="default" onClick={() => setAdjusting((open) => !open)}>
                        {t('Adjust points')}
                      </Button>
                      <Button
                        variant="default"
                        color="red"
                        onClick={() =>
                          confirmWarning({
                            title: t('End membership'),
                            confirmLabel: t('End membership'),
                            question: t('End this membership? The points and their history stay on record.'),
                            onConfirm: () => setMembership.mutate({ id: data.id, isMember: false }),
                          })
                        }
                      >
                        {t('End membership')}
                      </Button>
                    </>
                  ) : (
                    <Button
                      loading={setMembership.isPending}
                      onClick={() => setMembership.mutate({ id: data.id, isMember: true })}
                    >
                      {t('Enrol as member')}
                    </Button>
                  )}
                </Group>
              }
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Paper withBorder radius="md" p="md">
                <Text size="sm" c="dimmed">
                  {t('Points balance')}
                </Text>
                <Text fz={28} fw={700} data-testid="member-points">
                  {pointsText(data.points)}
                </Text>
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Text size="sm" c="dimmed">
                  {t('Phone')}
                </Text>
                <Text fw={600}>{data.phone}</Text>
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Text size="sm" c="dimmed">
                  {t('Member since')}
                </Text>
                {data.isMember ? (
                  <Text fw={600}>{formatDateTime(data.memberSince)}</Text>
                ) : (
                  <Badge color="gray" variant="light">
                    {t('Not a member')}
                  </Badge>
                )}
              </Paper>
            </SimpleGrid>
            {isAdjusting && data.isMember ? (
              <AdjustForm id={data.id} onDone={() => setAdjusting(false)} />
            ) : null}
            <Text component="h2" fw={700} fz="lg">
              {t('Points history')}
            </Text>
            {data.history.length === 0 ? (
              <Text c="dimmed">{t('No points history yet.')}</Text>
            ) : (
              <RecordTable
                rows={data.history}
                columns={columns}
                rowKey={(entry) => entry.id}
                minWidth={640}
                label={t('Points history')}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
