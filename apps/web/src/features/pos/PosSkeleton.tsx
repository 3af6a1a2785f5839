import { Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { PosLayout } from './PosLayout';

/** Shown until GET /pos/init answers. */
export function PosSkeleton() {
  return (
    <div data-testid="pos-skeleton">
      <PosLayout
        actions={
          <Group gap="xs">
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} h={44} w={110} />
            ))}
          </Group>
        }
        menu={
          <Stack gap="sm">
            <Skeleton h={44} />
            <SimpleGrid cols={2} spacing="sm">
              {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
                <Skeleton key={n} h={88} radius="md" />
              ))}
            </SimpleGrid>
          </Stack>
        }
        cart={
          <Stack gap="sm" style={{ flex: 1 }}>
            <Skeleton h={44} />
            <Skeleton h={44} />
            <Skeleton h={200} />
            <Skeleton h={44} />
          </Stack>
        }
      />
    </div>
  );
}
