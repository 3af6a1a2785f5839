import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TProps = { title: string; description?: string; actions?: ReactNode };

export function PageHeader({ title, description, actions }: TProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} fz={26}>
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
