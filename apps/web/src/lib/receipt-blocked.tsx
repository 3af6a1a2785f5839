import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconReceipt } from '@tabler/icons-react';
import { openReceiptWindow, type TReceiptWindowSource } from './print-windows';

const RECEIPT_BLOCKED = 'The browser blocked the receipt window.';

/**
 * Opens a receipt where no click is at hand (after a payment's answer), which popup blockers may refuse;
 * then a notice offers Print Receipt, whose click the browser lets through.
 */
export function openReceiptOrOffer(source: TReceiptWindowSource): void {
  if (openReceiptWindow(source)) return;
  const id = notifications.show({
    color: 'yellow',
    autoClose: false,
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{RECEIPT_BLOCKED}</Text>
        <Button
          size="xs"
          leftSection={<IconReceipt size={16} />}
          onClick={() => {
            if (openReceiptWindow(source)) notifications.hide(id);
          }}
        >
          Print Receipt
        </Button>
      </Stack>
    ),
  });
}
