import { Badge, Paper, Text } from '@mantine/core';
import {
  STOCK_MOVEMENT_LABELS,
  STOCK_STATUS_LABELS,
  type TStockMovementResponse,
  type TStockMovementType,
  type TStockStatus,
} from '@opentab/shared';
import { currentLocale, t } from '../../lib/i18n';

const quantityFormats = new Map<string, Intl.NumberFormat>();

/** A quantity of an item's unit as the screens write it: the language's digits, up to three decimals. */
export function formatQuantity(quantity: number, unit?: string): string {
  const locale = currentLocale();
  let format = quantityFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    quantityFormats.set(locale, format);
  }
  // the unit is the store's own word (kg, pcs, bottle): user data, never translated
  const text = unit ? `${format.format(quantity)} ${unit}` : format.format(quantity);
  // right to left, "0.8 kg" is isolated (FSI … PDI) so it reads as written instead of "kg 0.8"
  return document.documentElement.dir === 'rtl' ? `\u2068${text}\u2069` : text;
}

// filled badges with white text: shades dark enough for 4.5:1 (Mantine's orange.9 is 4.3)
const STATUS_COLOR: Record<TStockStatus, string> = { in: 'teal.9', low: '#a84300', out: 'red.9' };

export function StockStatusBadge({ status }: { status: TStockStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" style={{ flexShrink: 0 }}>
      {t(STOCK_STATUS_LABELS[status])}
    </Badge>
  );
}

const MOVEMENT_COLOR: Record<TStockMovementType, string> = {
  IN: 'teal',
  OUT: 'blue',
  WASTAGE: 'red',
  ADJUSTMENT: 'gray',
};

export function MovementTypeBadge({ type }: { type: TStockMovementType }) {
  return (
    <Badge color={MOVEMENT_COLOR[type]} variant="light" style={{ flexShrink: 0 }}>
      {t(STOCK_MOVEMENT_LABELS[type])}
    </Badge>
  );
}

/** A signed movement: +2.5 kg in, −0.5 kg out. */
export function formatSignedQuantity(quantity: number, unit: string): string {
  return quantity > 0 ? `+${formatQuantity(quantity, unit)}` : formatQuantity(quantity, unit);
}

/**
 * A movement's note as the logs show it: what was typed with it, or, for a sale and a void's give-back (which
 * store no words), its order's token in the screen's language.
 */
export function movementNote(movement: Pick<TStockMovementResponse, 'note' | 'tokenNo'>): string {
  if (movement.note) return movement.note;
  return movement.tokenNo === null ? '—' : t('Token {token}', { token: movement.tokenNo });
}

/** What a list shows when its filter leaves nothing. */
export function EmptyNote({ text }: { text: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text c="dimmed" ta="center">
        {text}
      </Text>
    </Paper>
  );
}
