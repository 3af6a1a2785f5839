import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PAIRING_CODE_LENGTH, type TCustomerDisplayCart } from '@opentab/shared';
import { useState } from 'react';
import { LoadError } from '../../components/LoadError/LoadError';
import { PageLoading } from '../../components/PageLoading/PageLoading';
import { useDisplayEvent } from '../../lib/display-link';
import { formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';
import { useCustomerDisplay, usePairingActions } from './displays-api';
import { GuestScreenHeader } from './GuestScreenHeader';
import './displays.css';

type TStore = { name: string; logo: string | null; brandColor: string | null; currency: string };

/** The 6-digit code the POS shows ("Customer display" on the POS), entered once on this screen. */
function PairingForm() {
  const [code, setCode] = useState('');
  const { pair } = usePairingActions();
  const submit = () =>
    void withToast(() => pair.mutateAsync(code), t('This display could not be paired!')).catch(() =>
      setCode(''),
    );
  return (
    <Stack className="opentab-idle" gap="lg" data-testid="customer-display-pairing">
      <Stack gap="md" align="center">
        <h2 className="opentab-idle-welcome">{t('Pair this display')}</h2>
        <Text size="xl" c="gray.3" id="pairing-hint">
          {t('On the POS, open “Customer Display” and enter the code it shows.')}
        </Text>
        <TextInput
          size="xl"
          w={260}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PAIRING_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && code.length === PAIRING_CODE_LENGTH) submit();
          }}
          aria-describedby="pairing-hint"
          aria-label={t('Pairing code')}
          styles={{ input: { textAlign: 'center', letterSpacing: '0.4em', fontSize: '2rem' } }}
          data-testid="pairing-code-input"
        />
        <Button
          size="xl"
          onClick={submit}
          loading={pair.isPending}
          disabled={code.length !== PAIRING_CODE_LENGTH}
          data-testid="pair-display"
        >
          {t('Pair')}
        </Button>
      </Stack>
    </Stack>
  );
}

function TotalRow({
  label,
  amount,
  currency,
  kind,
}: {
  label: string;
  amount: number;
  currency: string;
  kind?: 'grand' | 'change';
}) {
  return (
    <div
      className="opentab-cart-total-row"
      data-grand={kind === 'grand' ? 'true' : undefined}
      data-change={kind === 'change' ? 'true' : undefined}
    >
      <span>{label}</span>
      <span data-testid={`display-${label}`}>{formatPrice(amount, currency)}</span>
    </div>
  );
}

/** The POS's cart line by line (quantity, item, variant and addons, amount) beside the bill's totals. */
function CartMirror({ cart, currency }: { cart: TCustomerDisplayCart; currency: string }) {
  return (
    <div className="opentab-cart-display" data-testid="customer-display-cart">
      <ul className="opentab-cart-lines" aria-label={t('Your order')}>
        {cart.lines.map((line, index) => (
          // the lines have no ids and are only shown, in the POS's order
          // biome-ignore lint/suspicious/noArrayIndexKey: display-only lines in a fixed order
          <li key={index} className="opentab-cart-line" data-testid="customer-display-line">
            <span>{line.quantity}×</span>
            <span>
              {line.title}
              {line.variant || line.addons.length > 0 ? (
                <div className="opentab-cart-options">
                  {[line.variant, ...line.addons].filter(Boolean).join(', ')}
                </div>
              ) : null}
            </span>
            <span>{formatPrice(line.amount, currency)}</span>
          </li>
        ))}
      </ul>
      <div className="opentab-cart-totals" data-testid="customer-display-totals">
        <TotalRow label={t('Subtotal')} amount={cart.subtotal} currency={currency} />
        {cart.discount > 0 ? (
          <TotalRow label={t('Discount')} amount={-cart.discount} currency={currency} />
        ) : null}
        {cart.serviceCharge > 0 ? (
          <TotalRow label={t('Service Charge')} amount={cart.serviceCharge} currency={currency} />
        ) : null}
        <TotalRow label={t('Tax')} amount={cart.tax} currency={currency} />
        {cart.tip > 0 ? <TotalRow label={t('Tip')} amount={cart.tip} currency={currency} /> : null}
        <TotalRow label={t('Total')} amount={cart.total} currency={currency} kind="grand" />
        {cart.tendered !== null ? (
          <TotalRow label={t('Tendered')} amount={cart.tendered} currency={currency} />
        ) : null}
        {cart.changeDue !== null ? (
          <TotalRow label={t('Change')} amount={cart.changeDue} currency={currency} kind="change" />
        ) : null}
      </div>
    </div>
  );
}

/** No cart at the till: the store's logo and a welcome. */
function Idle({ store, onUnpair }: { store: TStore; onUnpair: () => void }) {
  return (
    <div className="opentab-idle" data-testid="customer-display-idle">
      <Stack align="center" gap="lg">
        {store.logo ? <img className="opentab-idle-logo" src={store.logo} alt="" /> : null}
        <p className="opentab-idle-welcome">{t('Welcome to {store}', { store: store.name })}</p>
      </Stack>
      <div className="opentab-guest-corner">
        <Button variant="default" onClick={onUnpair}>
          {t('Unpair')}
        </Button>
      </div>
    </div>
  );
}

/** The paired display: the cart its POS sends (the server relays only its own POS's), or the idle screen. */
function PairedDisplay({ store, cart }: { store: TStore; cart: TCustomerDisplayCart | null }) {
  const { unpair } = usePairingActions();
  if (!cart || cart.lines.length === 0)
    return (
      <Idle store={store} onUnpair={() => void withToast(() => unpair.mutateAsync(), t('Unpair failed!'))} />
    );
  return <CartMirror cart={cart} currency={store.currency} />;
}

/**
 * /display/customer (CUSTOMER_DISPLAY): the screen facing the guest at one till. Unpaired, it asks for the
 * POS's code; paired, it mirrors that POS's cart and idles with the store's logo. Full screen, no sidebar.
 */
export function CustomerDisplayPage() {
  useDocumentTitle(t('Customer Display'));
  const display = useCustomerDisplay();
  const { refetch } = usePairingActions();
  // Listened to from the start: the POS sends its cart the moment the pairing is made, before this screen
  // has reread that it is paired.
  const [cart, setCart] = useState<TCustomerDisplayCart | null>(null);
  useDisplayEvent('customer_display_cart', setCart);
  // a pairing made or ended elsewhere (the POS unpairs, another display takes this POS)
  useDisplayEvent('customer_display_pairing', ({ isPaired }) => {
    if (!isPaired) setCart(null);
    void refetch();
  });
  if (display.isPending) return <PageLoading />;
  if (display.isError)
    return (
      <LoadError
        title={t('The customer display could not be loaded!')}
        error={display.error}
        onRetry={() => display.refetch()}
      />
    );
  const { store, isPaired } = display.data;
  return (
    <main className="opentab-guest-screen" data-testid="customer-display">
      <GuestScreenHeader store={store} />
      {isPaired ? <PairedDisplay store={store} cart={cart} /> : <PairingForm />}
    </main>
  );
}
