import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { isManager } from '@opentab/shared';
import { confirmIrreversible } from '../../lib/confirm';
import { formatDateTime, formatMinor } from '../../lib/format';
import { t } from '../../lib/i18n';
import type { TOutboxEntry, TSyncedOrder } from '../../lib/offline/outbox-rules';
import { removeRefused } from '../../lib/offline/outbox-store';
import type { TOutboxView } from '../../lib/offline/use-outbox';
import { openReceiptWindow, openTokenWindow } from '../../lib/print-windows';
import { toPrincipal, useSessionUser } from '../../lib/session';

/** One waiting or refused order: its provisional token, when it was made, its lines and total. */
function EntryLine({ entry }: { entry: TOutboxEntry }) {
  return (
    // each part kept whole ("P-1" must not break in two); the row wraps between them in long languages
    <Group justify="space-between" wrap="wrap" gap="xs" style={{ whiteSpace: 'nowrap' }}>
      <Text fw={700}>{entry.provisionalToken}</Text>
      <Text size="sm" c="dimmed">
        {formatDateTime(entry.createdAt)}
      </Text>
      <Text size="sm">{t('{count, plural, one {# line} other {# lines}}', { count: entry.lineCount })}</Text>
      <Text size="sm" fw={600}>
        {formatMinor(entry.payableMinor, entry.currency)}
      </Text>
    </Group>
  );
}

/** A refused order: its reason, its receipt to print, and (for a manager: an admin or MANAGER) Discard. */
function RefusedEntry({ entry }: { entry: TOutboxEntry }) {
  const user = useSessionUser();
  const canDiscard = user !== null && isManager(toPrincipal(user));
  const discard = () =>
    confirmIrreversible({
      title: t('Discard offline order {token}', { token: entry.provisionalToken }),
      confirmLabel: t('Discard'),
      onConfirm: () => void removeRefused(entry.id),
    });
  return (
    <Stack gap={4} data-testid="refused-entry">
      <EntryLine entry={entry} />
      <Text size="sm" c="red.8">
        {entry.refusal?.message}
      </Text>
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => openReceiptWindow({ offlineId: entry.id })}
        >
          {t('Print Receipt')}
        </Button>
        {canDiscard ? (
          <Button size="compact-sm" variant="light" color="red" onClick={discard}>
            {t('Discard')}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            {t('A manager resolves it.')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

function SyncedLine({ order, storeLanguage }: { order: TSyncedOrder; storeLanguage?: string | null }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="synced-order">
      <Text size="sm">
        {t('{provisional} is now token {token}', {
          provisional: order.provisionalToken,
          token: order.tokenNo,
        })}
      </Text>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => openTokenWindow(order.tokenNo, null, storeLanguage)}
      >
        {t('Print Token')}
      </Button>
    </Group>
  );
}

type TPanelProps = {
  state: 'offline' | 'syncing' | 'online';
  lastSyncAt: string | null;
  outbox: TOutboxView;
  storeLanguage?: string | null;
};

/** The chip's lists: its code (and the outbox's) loads when the chip is first opened. */
export function OfflineStatusPanel({ state, lastSyncAt, outbox, storeLanguage }: TPanelProps) {
  const { waiting, refused, synced } = outbox;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {state === 'offline'
          ? t('No connection to the server. The POS keeps selling; orders sync when it is back.')
          : t('Connected to the server.')}
      </Text>
      <Text size="xs" c="dimmed" data-testid="last-sync">
        {lastSyncAt ? t('Last sync: {time}', { time: formatDateTime(lastSyncAt) }) : t('Nothing synced yet')}
      </Text>
      <Divider label={t('Waiting ({count})', { count: waiting.length })} labelPosition="left" />
      {waiting.map((entry) => (
        <EntryLine key={entry.id} entry={entry} />
      ))}
      {refused.length > 0 ? (
        <>
          <Divider
            label={t('Refused by the server ({count})', { count: refused.length })}
            labelPosition="left"
          />
          {refused.map((entry) => (
            <RefusedEntry key={entry.id} entry={entry} />
          ))}
        </>
      ) : null}
      {synced.length > 0 ? (
        <>
          <Divider label={t('Synced today')} labelPosition="left" />
          {synced.slice(0, 10).map((order) => (
            <SyncedLine key={order.id} order={order} storeLanguage={storeLanguage} />
          ))}
        </>
      ) : null}
    </Stack>
  );
}
