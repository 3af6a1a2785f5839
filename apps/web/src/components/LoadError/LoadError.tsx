import { Alert, Button, type MantineSize, Text } from '@mantine/core';
import { t } from '../../lib/i18n';
import { errorMessage } from '../../lib/toast';

type TProps = {
  /** the screen's load error (the spec's text), in the active language */
  title: string;
  /** what the failed call threw: an ApiError carries the server's message */
  error: unknown;
  onRetry: () => unknown;
  size?: MantineSize;
};

/** A failed load: the screen's text, the server's message under it when it says more, and Try again. */
export function LoadError({ title, error, onRetry, size }: TProps) {
  const detail = errorMessage(error, '');
  return (
    <Alert color="red" title={title}>
      {detail && detail !== title ? <Text size="sm">{detail}</Text> : null}
      <Button variant="light" color="red" mt="sm" size={size} onClick={() => void onRetry()}>
        {t('Try again')}
      </Button>
    </Alert>
  );
}
