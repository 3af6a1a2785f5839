import {
  fromMinor,
  isTableMissing,
  MSG,
  POS_MSG,
  type TCreateOrderResponse,
  type TMenuItemOptionResponse,
  type TPosInitResponse,
  type TPosMenuItem,
  type TQrOrder,
  toMinor,
} from '@opentab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { activePaymentTypes } from '../../components/PaymentTypeSelect/PaymentTypeSelect';
import { confirmIrreversible } from '../../lib/confirm';
import { formatMinor, formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';
import { lazyDialog } from '../../lib/lazy-page';
import { menuTitle } from '../../lib/menu-title';
import { preselectPaymentType } from '../../lib/payment-preselect';
import { openReceiptWindow } from '../../lib/print-windows';
import { useSessionUser } from '../../lib/session';
import { toastError, toastSuccess, toastWarning } from '../../lib/toast';
import { useApproval } from '../../lib/use-approval';
import { CartPanel } from './CartPanel';
import { cartTotals, createLine, refreshLine, type TCartLine } from './cart';
import { type TDraft, useDrafts } from './drafts';
import { MenuPanel } from './MenuPanel';
import type { TPayment } from './OrderSummaryDialog';
import { PosHeader } from './PosHeader';
import { PosLayout } from './PosLayout';
import { PosShiftStatus } from './PosShiftStatus';
import { refetchPosInit, type TSendMode } from './pos-api';
import { useAddedFeedback } from './use-added-feedback';
import { useCustomerDisplay } from './use-customer-display';
import { usePosOrder } from './use-pos-order';
import { useQrIntake } from './use-qr-intake';
import { useQrOrderCount } from './use-qr-order-count';
import { useSendOrder } from './use-send-order';

const ApprovalDialog = lazyDialog(
  () => import('../../components/ApprovalDialog/ApprovalDialog'),
  'ApprovalDialog',
);
const CustomerDisplayDialog = lazyDialog(() => import('./CustomerDisplayDialog'), 'CustomerDisplayDialog');
const DraftsDialog = lazyDialog(() => import('./DraftsDialog'), 'DraftsDialog');
// Issue 26: a network printer failing for a minute is named on the POS; its code is fetched after the first load.
const PrinterAlert = lazyDialog(() => import('../../components/PrinterAlert/PrinterAlert'), 'PrinterAlert');
const OrderSentDialog = lazyDialog(() => import('./OrderSentDialog'), 'OrderSentDialog');
const OrderSummaryDialog = lazyDialog(() => import('./OrderSummaryDialog'), 'OrderSummaryDialog');
const QrOrdersDialog = lazyDialog(() => import('./QrOrdersDialog'), 'QrOrdersDialog');
const SaveDraftDialog = lazyDialog(() => import('./SaveDraftDialog'), 'SaveDraftDialog');

type TProps = { data: TPosInitResponse; tenantId: string };
/** The order just sent: its token, or (made offline, issue 25) its provisional token and outbox entry. */
type TSent = {
  tokenNo: number | string;
  orderId: string | null;
  offlineId: string | null;
  changeDue: number | null;
};
type TDialog = 'saveDraft' | 'drafts' | 'qrOrders' | 'customerDisplay' | TSendMode | null;

/**
 * What the server charged for a sent order, in minor units, when it is not the payable total the POS showed:
 * the server prices from the menu as it is at that moment, which the POS may not have loaded yet.
 */
function chargedOtherwise(
  answer: TCreateOrderResponse,
  shownPayable: number,
  currency: string,
): number | null {
  const chargedMinor = toMinor(answer.payableTotal, currency);
  return chargedMinor === shownPayable ? null : chargedMinor;
}

const leftOutOfOrder = (count: number) =>
  t('{count} item(s) are no longer on the menu and were left out of the order!', { count });

export function PosScreen({ data, tenantId }: TProps) {
  const menu = useMemo(() => new Map(data.menuItems.map((item) => [item.id, item])), [data.menuItems]);
  const client = useQueryClient();
  const order = usePosOrder(tenantId, menu);
  const drafts = useDrafts(tenantId);
  const qrOrderCount = useQrOrderCount();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [sent, setSent] = useState<TSent | null>(null);
  const user = useSessionUser();
  const [cartOpen, setCartOpen] = useState(false);
  const added = useAddedFeedback();
  const approval = useApproval();

  const currency = data.storeSettings.currency;
  const printEnabled = Boolean(data.printSettings?.is_enable_print);
  const pricing = {
    currency,
    orderDiscount: order.orderDiscount,
    serviceCharge: data.serviceCharge,
    deliveryType: order.deliveryType,
  };
  const totals = cartTotals(order.cart, menu, pricing);
  const qrIntake = useQrIntake(order, menu, data.storeTables);
  useCustomerDisplay(order.cart, totals, currency);

  const afterSend = (next: TSent) => {
    qrIntake.settle(order.selectedQrOrder?.id ?? null);
    order.reset();
    setDialog(null);
    setCartOpen(false);
    setSent(next);
    if (printEnabled)
      openReceiptWindow(next.offlineId ? { offlineId: next.offlineId } : { orderId: next.orderId ?? '' });
  };

  // `totals` here are the ones of the render that sent: what the summary showed when it was confirmed.
  const sender = useSendOrder(
    tenantId,
    (answer) => {
      afterSend({
        tokenNo: answer.tokenNo,
        orderId: answer.orderId,
        offlineId: null,
        changeDue: 'changeDue' in answer && typeof answer.changeDue === 'number' ? answer.changeDue : null,
      });
      // paying now charges the bill (service charge included); an order sent to the kitchen, its lines
      const shown = 'invoiceId' in answer && answer.invoiceId ? totals.billTotal : totals.payableTotal;
      const charged = chargedOtherwise(answer, shown, currency);
      if (charged !== null) {
        toastWarning(t(POS_MSG.orderChargedOtherwise, { total: formatMinor(charged, currency) }));
        void refetchPosInit(client);
      }
    },
    {
      describe: (sending) =>
        user
          ? {
              order: sending,
              data,
              cart: order.cart,
              totals,
              customerName: order.customer.type === 'CUSTOMER' ? order.customer.name : null,
              user,
              tenantId,
            }
          : null,
      onQueued: (entry) =>
        afterSend({
          tokenNo: entry.provisionalToken,
          orderId: null,
          offlineId: entry.id,
          changeDue: entry.receipt.changeDue,
        }),
    },
  );

  // A table deleted in the back office (or gone since this order was stored) is no longer chosen, so the
  // Dine-In check asks for another instead of the server answering "Table not found!".
  const { tableId, setTableId } = order;
  useEffect(() => {
    if (tableId && !data.storeTables.some((table) => table.id === tableId)) setTableId(null);
  }, [tableId, setTableId, data.storeTables]);

  // Lines a menu change left out are announced once, and not while a send is on its way: the order went out
  // as it was shown, so when that send succeeds (the cart is reset) there is nothing to announce; when it
  // fails, the cart without those lines is what stays, and the cashier is told then.
  const { droppedLines } = order;
  const announcedDrop = useRef<typeof droppedLines>(null);
  useEffect(() => {
    if (!droppedLines || sender.sending || announcedDrop.current === droppedLines) return;
    announcedDrop.current = droppedLines;
    toastError(leftOutOfOrder(droppedLines.count));
  }, [droppedLines, sender.sending]);

  // Priced by the menu as it is now: the options dialog may have been opened before a menu change.
  const addToCart = (
    item: TPosMenuItem,
    variant: TMenuItemOptionResponse | null,
    addons: TMenuItemOptionResponse[],
  ) => {
    const line = refreshLine(createLine(item, variant, addons), menu);
    if (line) {
      order.setCart((cart) => [...cart, line]);
      added.show(line);
    } else toastError(leftOutOfOrder(1));
  };

  /** New, a draft or a QR order loaded: another order, so a send of the previous one is let go. */
  const newOrder = () => {
    sender.startNewOrder();
    order.reset();
  };

  /** The rules the server enforces too, checked before the summary opens. */
  const problem = (): string | null => {
    if (order.cart.length === 0) return POS_MSG.cartEmpty;
    if (isTableMissing(order, data.storeTables.length > 0)) return POS_MSG.tableRequired;
    if (totals.tooLarge) return MSG.orderAmountTooLarge;
    if (totals.badDiscount) return POS_MSG.discountTooLarge;
    return null;
  };

  const openSummary = (mode: TSendMode) => {
    const found = problem();
    if (found) toastError(t(found));
    else setDialog(mode);
  };

  const openSaveDraft = () => {
    if (order.cart.length === 0) toastError(t(POS_MSG.cartEmpty));
    else setDialog('saveDraft');
  };

  // A loaded QR order belongs to the cart it came with: saving that cart as a draft, or replacing it with a
  // draft, lets the QR order go (it stays in the QR Orders list), so a later send cannot mark it done with
  // other lines than the diner's.
  const saveDraft = (nameRef: string) => {
    drafts.save(nameRef, order.cart);
    sender.startNewOrder();
    order.setCart([]);
    order.setSelectedQrOrder(null);
    setDialog(null);
    toastSuccess(t('Cart saved to drafts!'));
  };

  /** Loading replaces the cart with the draft's lines as today's menu prices them; lines gone from the menu are left out. */
  const loadDraft = (draft: TDraft) => {
    const lines = draft.cart.map((line) => refreshLine(line, menu));
    const kept = lines.filter((line): line is TCartLine => line !== null);
    sender.startNewOrder();
    order.setCart(kept.map((line) => ({ ...line, key: crypto.randomUUID() })));
    order.setSelectedQrOrder(null);
    setDialog(null);
    const missing = lines.length - kept.length;
    if (missing > 0)
      toastError(t('{count} draft item(s) are no longer on the menu and were left out!', { count: missing }));
    else toastSuccess(t('Draft loaded!'));
  };

  const clearDrafts = () =>
    confirmIrreversible({
      title: t('Clear all drafts'),
      confirmLabel: t('Clear All'),
      onConfirm: drafts.clear,
    });

  const loadQrOrder = (qrOrder: TQrOrder) => {
    sender.startNewOrder();
    qrIntake.load(qrOrder);
    setDialog(null);
  };

  // A discount over the store's limit: the server asks for a manager, the dialog sends again with them.
  const confirmSend = (payment: TPayment | null) => {
    const body = order.body();
    const mode = dialog;
    void approval.run(async (manager) => {
      const approved = manager ? { approval: manager } : {};
      if (mode === 'pay' && payment) {
        // issue 27: with points redeemed, the totals the dialog showed
        const { totals: shown = totals, ...paying } = payment;
        await sender.send({
          mode: 'pay',
          body: {
            ...body,
            ...paying,
            ...approved,
            itemsTotal: fromMinor(shown.itemsTotal, currency),
            taxTotal: fromMinor(shown.taxTotal, currency),
            payableTotal: fromMinor(shown.billTotal, currency),
          },
        });
      } else if (mode === 'kitchen') {
        await sender.send({ mode: 'kitchen', body: { ...body, ...approved } });
      }
    });
  };

  return (
    <>
      <PosLayout
        bar={{
          lines: order.cart.length,
          payable: formatMinor(totals.payableTotal, currency),
          added: added.line ? menuTitle(added.line.item) : null,
        }}
        cartOpen={cartOpen}
        onCartOpenChange={setCartOpen}
        actions={
          <PosHeader
            shift={
              <PosShiftStatus
                hasOpenShift={data.hasOpenShift}
                isRequired={data.storeSettings.shiftsRequired}
                onOpened={() => void refetchPosInit(client)}
              />
            }
            qrOrderCount={qrOrderCount}
            onNew={newOrder}
            onOpenQrOrders={() => setDialog('qrOrders')}
            onOpenDrafts={() => setDialog('drafts')}
            onOpenCustomerDisplay={() => setDialog('customerDisplay')}
          />
        }
        menu={
          <MenuPanel
            items={data.menuItems}
            categories={data.categories}
            currency={currency}
            onAdd={addToCart}
            soldOutIds={data.soldOutItemIds}
            isShortRefused={data.stockShortPolicy === 'refuse'}
          />
        }
        cart={
          <CartPanel
            order={order}
            tables={data.storeTables}
            currency={currency}
            totals={totals}
            addedKey={added.line?.key ?? null}
            onDraft={openSaveDraft}
            onSendToKitchen={() => openSummary('kitchen')}
            onPay={() => openSummary('pay')}
          />
        }
      />
      <PrinterAlert />
      {dialog === 'saveDraft' ? <SaveDraftDialog onClose={() => setDialog(null)} onSave={saveDraft} /> : null}
      {dialog === 'customerDisplay' ? <CustomerDisplayDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'drafts' ? (
        <DraftsDialog
          drafts={drafts.drafts}
          onClose={() => setDialog(null)}
          onLoad={loadDraft}
          onDelete={drafts.remove}
          onClear={clearDrafts}
        />
      ) : null}
      {dialog === 'qrOrders' ? (
        <QrOrdersDialog
          onClose={() => setDialog(null)}
          onLoad={loadQrOrder}
          onDelete={qrIntake.remove}
          onClear={qrIntake.clearAll}
        />
      ) : null}
      {dialog === 'kitchen' || dialog === 'pay' ? (
        <OrderSummaryDialog
          mode={dialog}
          totals={totals}
          currency={currency}
          paymentTypes={data.paymentTypes}
          defaultPaymentTypeId={preselectPaymentType(
            activePaymentTypes(data.paymentTypes),
            data.storeSettings.defaultPaymentTypeId,
          )}
          sending={sender.sending}
          onClose={() => setDialog(null)}
          onConfirm={confirmSend}
          redeem={
            order.customer.type === 'CUSTOMER' && order.customer.points
              ? { balance: order.customer.points, cart: order.cart, menu, pricing }
              : undefined
          }
        />
      ) : null}
      {sent ? (
        <OrderSentDialog
          tokenNo={sent.tokenNo}
          orderId={sent.orderId}
          offlineId={sent.offlineId}
          tenantId={tenantId}
          changeDue={sent.changeDue === null ? null : formatPrice(sent.changeDue, currency)}
          canPrintReceipt={printEnabled}
          pageFormat={data.printSettings?.page_format ?? null}
          storeLanguage={data.storeSettings.language}
          onClose={() => setSent(null)}
        />
      ) : null}
      {approval.ask ? <ApprovalDialog ask={approval.ask} onClose={approval.dismiss} /> : null}
    </>
  );
}
