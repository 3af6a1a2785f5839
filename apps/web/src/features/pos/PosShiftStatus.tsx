import { Badge, Modal, Title } from '@mantine/core';
import { PAGES } from '@opentab/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { OpenShiftForm } from '../../components/OpenShiftForm/OpenShiftForm';

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
        {hasOpenShift ? 'Shift open' : 'No shift'}
      </Badge>
      <Modal
        opened={isRequired && !hasOpenShift && !isDismissed}
        onClose={() => setIsDismissed(true)}
        centered
        title={
          <Title order={2} fz="lg">
            Open a shift before your first sale
          </Title>
        }
      >
        <OpenShiftForm onOpened={onOpened} />
      </Modal>
    </>
  );
}
