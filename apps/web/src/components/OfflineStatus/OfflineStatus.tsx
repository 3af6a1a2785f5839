import { Badge, Popover, UnstyledButton } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../lib/i18n';
import { loadScreenChunk } from '../../lib/lazy-page';
import { useOutbox, useReachable, useReplay } from '../../lib/offline/use-outbox';

const OfflineStatusPanel = lazy(async () => ({
  default: (await loadScreenChunk(() => import('./OfflineStatusPanel'))).OfflineStatusPanel,
}));

type TProps = { tenantId: string; storeLanguage?: string | null };

/**
 * The header's chip (issue 25): online, offline or syncing, with the orders this device holds for the server
 * and when one last synced; it opens the lists of waiting orders, of those the server refused (a manager
 * prints and makes them again, then discards them: they never leave silently) and of those that got their
 * real token.
 */
export function OfflineStatus({ tenantId, storeLanguage }: TProps) {
  const reachable = useReachable();
  const { syncing, lastSyncAt } = useReplay();
  const outbox = useOutbox(tenantId);
  const { waiting, refused } = outbox;
  const [opened, setOpened] = useState(false);
  const state = !reachable ? 'offline' : syncing ? 'syncing' : 'online';
  const labels = { offline: t('Offline'), syncing: t('Syncing'), online: t('Online') };
  const color =
    state === 'offline' ? 'orange' : refused.length > 0 ? 'red' : state === 'syncing' ? 'blue' : 'teal';
  const Icon = state === 'offline' ? IconCloudOff : state === 'syncing' ? IconRefresh : IconCloudCheck;

  return (
    <Popover position="bottom-end" shadow="md" width={360} withinPortal opened={opened} onChange={setOpened}>
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((open) => !open)}
          data-testid="offline-status"
          data-state={state}
        >
          <Badge
            size="lg"
            variant={state === 'online' && waiting.length === 0 && refused.length === 0 ? 'light' : 'filled'}
            color={color}
            leftSection={<Icon size={14} />}
          >
            {waiting.length > 0
              ? t('{state} · {count} waiting', { state: labels[state], count: waiting.length })
              : labels[state]}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        {opened ? (
          <Suspense fallback={null}>
            <OfflineStatusPanel
              state={state}
              lastSyncAt={lastSyncAt}
              outbox={outbox}
              storeLanguage={storeLanguage}
            />
          </Suspense>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
