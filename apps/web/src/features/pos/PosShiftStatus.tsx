import { Badge } from '@mantine/core';
import { PAGES } from '@opentab/shared';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { loadScreenChunk } from '../../lib/lazy-page';

// Not part of the POS's first load: only a store that requires shifts, with none open, needs it.
const PosShiftPrompt = lazy(() =>
  loadScreenChunk(() => import('./PosShiftPrompt')).then((module) => ({ default: module.PosShiftPrompt })),
);

type TProps = {
  hasOpenShift: boolean;
  /** the store setting: a sale needs the cashier's open shift */
  isRequired: boolean;
  onOpened: () => void;
};

/**
 * The cashier's shift at a glance (a link to the Shift screen); when the store requires shifts and none is open,
 * the POS asks to open one first instead of letting the first sale fail.
 */
export function PosShiftStatus({ hasOpenShift, isRequired, onOpened }: TProps) {
  // Dismissed, the prompt stays away on this visit: a sale then answers the server's message.
  const [isDismissed, setIsDismissed] = useState(false);
  return (
    <>
      <Badge
        component={Link}
        to={PAGES.shift.path}
        variant="light"
        color={hasOpenShift ? 'teal' : 'gray'}
        size="lg"
        style={{ cursor: 'pointer' }}
        data-testid="pos-shift-status"
      >
        {hasOpenShift ? t('Shift open') : t('No shift')}
      </Badge>
      {isRequired && !hasOpenShift && !isDismissed ? (
        <Suspense fallback={null}>
          <PosShiftPrompt onClose={() => setIsDismissed(true)} onOpened={onOpened} />
        </Suspense>
      ) : null}
    </>
  );
}
