import { Center, Loader, Stack, Text } from '@mantine/core';
import { MSG } from '@opentab/shared';
import type { ComponentType } from 'react';

const RELOADED_KEY = 'opentab-chunk-reload';

/** A page component whose code is a chunk of its own, fetched the first time a route needs it. */
export type TPageLoader = () => Promise<ComponentType>;

/**
 * `pageChunk(() => import('./PosPage'), 'PosPage')`: the named export of a module, fetched on first use.
 * After a deploy the old hashed chunks are gone, and an open tab that navigates asks for one and fails: one
 * reload fetches the new index.html and its chunks; a second failure within a minute is a real error.
 */
export function pageChunk<TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
): TPageLoader {
  return async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOADED_KEY);
      return module[name];
    } catch (error) {
      const reloadedAt = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
      if (Date.now() - reloadedAt > 60_000) {
        sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  };
}

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
