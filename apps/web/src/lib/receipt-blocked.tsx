import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconReceipt } from '@tabler/icons-react';
import { t } from './i18n';
import { openReceiptWindow, type TReceiptWindowSource } from './print-windows';

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
        <Text size="sm">{t('The browser blocked the receipt window.')}</Text>
        <Button
          size="xs"
          leftSection={<IconReceipt size={16} />}
          onClick={() => {
            if (openReceiptWindow(source)) notifications.hide(id);
          }}
        >
          {t('Print Receipt')}
        </Button>
      </Stack>
    ),
  });
}
