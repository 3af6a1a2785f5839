import { Center, Loader, Stack, Text } from '@mantine/core';
import { MSG } from '@opentab/shared';

/** What shows while the first page's code arrives. */
export function PageLoading() {
  return (
    <Center mih={200} role="status">
      <Stack align="center" gap="xs">
        <Loader />
        <Text>{MSG.pleaseWait}</Text>
      </Stack>
    </Center>
  );
}
