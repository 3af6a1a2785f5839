import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '../../components/LoadError/LoadError';
import { PageLoading } from '../../components/PageLoading/PageLoading';
import { t } from '../../lib/i18n';
import { armOrderChime, playOrderChime } from '../../lib/order-chime';
import { useLiveEvents } from '../../lib/realtime';
import { useOrderStatusBoard } from './displays-api';
import { GuestScreenHeader } from './GuestScreenHeader';
import { SoundOverlay } from './SoundOverlay';
import './displays.css';

/** How long a token that just became ready is highlighted. */
const NEW_READY_MS = 10_000;

/**
 * The tokens that became ready since the last answer (none at the first, so a reload does not chime), kept
 * highlighted for a while; each arrival chimes once.
 */
function useNewlyReady(ready: readonly number[] | undefined): ReadonlySet<number> {
  const seen = useRef<ReadonlySet<number> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    if (!ready) return;
    const before = seen.current;
    seen.current = new Set(ready);
    if (!before) return;
    const arrived = ready.filter((token) => !before.has(token));
    if (arrived.length === 0) return;
    playOrderChime();
    setFresh(new Set(arrived));
    const timer = setTimeout(() => setFresh(new Set()), NEW_READY_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  return fresh;
}

function TokenColumn({
  status,
  title,
  tokens,
  fresh,
}: {
  status: 'preparing' | 'ready';
  title: string;
  tokens: readonly number[];
  fresh?: ReadonlySet<number>;
}) {
  const headingId = `board-${status}`;
  return (
    <section className="opentab-board-column" data-status={status} aria-labelledby={headingId}>
      <h2 className="opentab-board-heading" id={headingId}>
        {title}
      </h2>
      {tokens.length === 0 ? (
        <p className="opentab-board-empty">{t('No orders here right now')}</p>
      ) : (
        <ul className="opentab-board-tokens" data-testid={`board-${status}`} aria-live="polite">
          {tokens.map((token) => (
            <li
              key={token}
              className="opentab-board-token"
              data-testid={`board-token-${token}`}
              data-new={fresh?.has(token) ? 'true' : undefined}
            >
              {token}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /display/order-status (ORDER_STATUS_DISPLAY): the order-status board for a TV in the dining room or at the
 * counter. Tokens only, "Preparing" and "Ready for pickup", live (every order event rereads it), a chime when a
 * token becomes ready; full screen, no sidebar.
 */
export function OrderStatusBoardPage() {
  useDocumentTitle(t('Order Status Board'));
  const board = useOrderStatusBoard();
  useEffect(armOrderChime, []);
  useLiveEvents(['new_order', 'order_update'], () => void board.refetch());
  const fresh = useNewlyReady(board.data?.ready);

  if (board.isPending) return <PageLoading />;
  if (board.isError)
    return (
      <LoadError
        title={t('The order status could not be loaded!')}
        error={board.error}
        onRetry={() => board.refetch()}
      />
    );
  const { preparing, ready, store } = board.data;
  return (
    <main className="opentab-guest-screen" data-testid="order-status-board">
      <GuestScreenHeader store={store} />
      <div className="opentab-board-columns">
        <TokenColumn status="preparing" title={t('Preparing')} tokens={preparing} />
        <TokenColumn status="ready" title={t('Ready for pickup')} tokens={ready} fresh={fresh} />
      </div>
      <SoundOverlay />
    </main>
  );
}
